import { describe, expect, it } from '@jest/globals';
import type { AdminTeachingDto } from './teaching-types';
import {
  imageProblem,
  overriddenFields,
  passageList,
  seriesInput,
  teachingChange,
  teachingFormValues,
  audioProblem,
  audioTypeOf,
  formatDuration,
} from './teaching-values';

const teaching: AdminTeachingDto = {
  id: 21,
  slug: 'the-beatitudes',
  youtubeId: 'k3Vq7LwZp2M',
  title: 'The Beatitudes',
  description: 'We begin the Sermon on the Mount.',
  passages: ['Matthew 5:1-12'],
  channelTitle: 'The Beatitudes | Sermon on the Mount, part 1',
  channelDescription: 'We begin the Sermon on the Mount. Matthew 5:1-12',
  foundPassages: ['Matthew 5:1-12', 'Luke 6:20-23'],
  titleOverride: 'The Beatitudes',
  descriptionOverride: null,
  passagesOverride: null,
  seriesId: 3,
  seriesPosition: 1,
  speakerId: null,
  publishedAt: '2026-10-04T15:00:00.000Z',
  isActive: true,
  thumbnail: '/media/thumbnails/k3Vq7LwZp2M.svg',
  audio: null,
};

describe('the Teachings tab’s values', () => {
  it('opens a teaching on staff’s texts where they wrote them, else the channel’s', () => {
    expect(teachingFormValues(teaching)).toEqual({
      ownTitle: true,
      title: 'The Beatitudes',
      ownDescription: false,
      description: 'We begin the Sermon on the Mount. Matthew 5:1-12',
      ownPassages: false,
      passages: 'Matthew 5:1-12\nLuke 6:20-23',
      seriesId: 3,
      seriesPosition: 1,
      speakerId: null,
    });
    expect(overriddenFields(teaching)).toEqual(['Own title']);
  });

  it('sends null for an override switched off, so the channel’s text shows again', () => {
    const values = teachingFormValues(teaching);
    expect(teachingChange({ ...values, ownTitle: false })).toEqual({
      title: null,
      description: null,
      passages: null,
      seriesId: 3,
      seriesPosition: 1,
      speakerId: null,
    });
    expect(
      teachingChange({
        ...values,
        title: '  Blessed  ',
        ownPassages: true,
        passages: 'Jn 3:16; Romans 8:28\n\n  Psalm 23 ',
      }),
    ).toMatchObject({ title: 'Blessed', passages: ['Jn 3:16', 'Romans 8:28', 'Psalm 23'] });
  });

  it('gives no place in a series to a teaching in none', () => {
    const values = teachingFormValues(teaching);
    expect(teachingChange({ ...values, seriesId: null })).toMatchObject({
      seriesId: null,
      seriesPosition: null,
    });
    // Cleared by the select, antd gives undefined.
    expect(
      teachingChange({ ...values, seriesId: undefined as unknown as null, speakerId: 2 }),
    ).toMatchObject({ seriesId: null, seriesPosition: null, speakerId: 2 });
  });

  it('reads passages a line or a semicolon apart', () => {
    expect(passageList(' John 3:16 ;\n\nRomans 8:28\n')).toEqual(['John 3:16', 'Romans 8:28']);
    expect(passageList('')).toEqual([]);
  });

  it('orders a series first when no order is given', () => {
    expect(seriesInput({ title: ' John ', description: '', position: null })).toEqual({
      title: 'John',
      description: '',
      position: 0,
    });
  });

  it('refuses the files the server would, before sending them', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 1000 })).toBe(
      'The file must be a PNG, JPEG or WebP image',
    );
    expect(imageProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe(
      'The image must be at most 10 MB',
    );
    expect(imageProblem({ type: 'image/webp', size: 0 })).toBe('The file is empty');
  });
});

describe('a teaching audio file', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('is sent as MP3 or M4A whatever the browser names it, by its ending when it names none', () => {
    expect(audioTypeOf(file('a.mp3', 'audio/mpeg'))).toBe('audio/mpeg');
    expect(audioTypeOf(file('a.m4a', 'audio/x-m4a'))).toBe('audio/mp4');
    expect(audioTypeOf(file('a.m4a', 'audio/mp4'))).toBe('audio/mp4');
    expect(audioTypeOf(file('A.MP3', ''))).toBe('audio/mpeg');
    expect(audioTypeOf(file('a.m4a', 'application/octet-stream'))).toBe('audio/mp4');
    expect(audioTypeOf(file('a.wav', 'audio/wav'))).toBeNull();
    expect(audioTypeOf(file('a.mp3', 'text/plain'))).toBeNull();
  });

  it('is refused here as the server would: not MP3 or M4A, past 300 MB, or empty', () => {
    expect(audioProblem(file('a.mp3', 'audio/mpeg'))).toBeNull();
    expect(audioProblem(file('a.ogg', 'audio/ogg'))).toBe(
      'The file must be an MP3 or M4A audio file',
    );
    expect(audioProblem(file('a.mp3', 'audio/mpeg', 300 * 1024 * 1024 + 1))).toBe(
      'The audio file must be at most 300 MB',
    );
    expect(audioProblem(file('a.mp3', 'audio/mpeg', 0))).toBe('The file is empty');
  });

  it('shows its length as a player does', () => {
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(3727)).toBe('1:02:07');
    expect(formatDuration(0)).toBe('0:00');
  });
});
