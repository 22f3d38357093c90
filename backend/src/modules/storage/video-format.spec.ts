import { isVideoContentType, sniffVideo, videoIdOf } from './video-format';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe('sniffVideo', () => {
  it.each([
    ['mp4', bytes(0, 0, 0, 0x20, 'ftypisom'), 'video/mp4'],
    ['mov', bytes(0, 0, 0, 0x14, 'ftypqt  '), 'video/mp4'],
    ['webm', bytes(0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0), 'video/webm'],
    ['avi', bytes('RIFF', 0, 0, 0, 0, 'AVI '), 'video/x-msvideo'],
    ['mpeg', bytes(0, 0, 1, 0xba, 0, 0, 0, 0, 0, 0, 0, 0), 'video/mpeg'],
    ['ogg', bytes('OggS', 0, 0, 0, 0, 0, 0, 0, 0), 'video/ogg'],
  ])('recognises %s', (_name, head, type) => {
    expect(sniffVideo(head)).toBe(type);
  });

  it('refuses what is not a video', () => {
    expect(sniffVideo(bytes('%PDF-1.7 xxxx'))).toBeNull();
    expect(sniffVideo(bytes(0x89, 'PNG', 13, 10, 26, 10, 0, 0, 0, 0))).toBeNull();
    expect(sniffVideo(bytes('hello world!'))).toBeNull();
  });
});

describe('isVideoContentType', () => {
  it('accepts video/* only', () => {
    expect(isVideoContentType('video/mp4')).toBe(true);
    expect(isVideoContentType('video/webm; codecs=vp9')).toBe(true);
    expect(isVideoContentType('image/png')).toBe(false);
    expect(isVideoContentType('application/json')).toBe(false);
    expect(isVideoContentType(undefined)).toBe(false);
  });
});

describe('videoIdOf', () => {
  const id = '0b5f3c9e-8d2a-4c1b-9e7f-1a2b3c4d5e6f';

  it('reads the id of a stored video address', () => {
    expect(videoIdOf(`/media/videos/${id}`)).toBe(id);
  });

  it.each([
    `https://cdn.example/media/videos/${id}`,
    `/media/videos/${id}?x=1`,
    '/media/videos/../../etc/passwd',
    '/media/videos/',
  ])('names no video in %s', (url) => {
    expect(videoIdOf(url)).toBeNull();
  });
});
