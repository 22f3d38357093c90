import { i18n } from '../../i18n/i18n';
import type {
  AdminTeachingDto,
  SeriesInput,
  SpeakerInput,
  TeachingChange,
  TeachingSeriesDto,
  TeachingSpeakerDto,
} from './teaching-types';

/**
 * The teaching dialog's values. Each text staff may override has a switch: off, the channel's text
 * (kept up to date by every sync); on, staff's own, which a sync no longer changes.
 */
export interface TeachingFormValues {
  ownTitle: boolean;
  title: string;
  ownDescription: boolean;
  description: string;
  ownPassages: boolean;
  /** One reference a line (or separated by semicolons). */
  passages: string;
  seriesId: number | null;
  seriesPosition: number | null;
  speakerId: number | null;
}

/** The dialog's values for `teaching`: its overrides where staff wrote them, else the channel's. */
export function teachingFormValues(teaching: AdminTeachingDto): TeachingFormValues {
  return {
    ownTitle: teaching.titleOverride !== null,
    title: teaching.titleOverride ?? teaching.channelTitle,
    ownDescription: teaching.descriptionOverride !== null,
    description: teaching.descriptionOverride ?? teaching.channelDescription,
    ownPassages: teaching.passagesOverride !== null,
    passages: (teaching.passagesOverride ?? teaching.foundPassages).join('\n'),
    seriesId: teaching.seriesId,
    seriesPosition: teaching.seriesPosition,
    speakerId: teaching.speakerId,
  };
}

/** The references of the passages field: one a line or separated by semicolons, blanks dropped. */
export function passageList(text: string): string[] {
  return text
    .split(/[\n;]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The PATCH body: an override switched off is null (the channel's again); no series, no place. */
export function teachingChange(values: TeachingFormValues): TeachingChange {
  const seriesId = values.seriesId ?? null;
  return {
    title: values.ownTitle ? values.title.trim() : null,
    description: values.ownDescription ? values.description.trim() : null,
    passages: values.ownPassages ? passageList(values.passages) : null,
    seriesId,
    seriesPosition: seriesId === null ? null : (values.seriesPosition ?? null),
    speakerId: values.speakerId ?? null,
  };
}

/** What staff wrote over the channel's texts, for the list's tags. */
export function overriddenFields(teaching: AdminTeachingDto): string[] {
  return [
    teaching.titleOverride !== null &&
      i18n._({ id: 'admin.teachings.ownTitle', message: 'Own title' }),
    teaching.descriptionOverride !== null &&
      i18n._({ id: 'admin.teachings.ownDescription', message: 'Own description' }),
    teaching.passagesOverride !== null &&
      i18n._({ id: 'admin.teachings.ownPassages', message: 'Own passages' }),
  ].filter((label): label is string => Boolean(label));
}

export interface SeriesFormValues {
  title: string;
  description: string;
  position: number | null;
}

export function seriesFormValues(series: TeachingSeriesDto | null): SeriesFormValues {
  return series
    ? { title: series.title, description: series.description, position: series.position }
    : { title: '', description: '', position: 0 };
}

export function seriesInput(values: SeriesFormValues): SeriesInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    position: values.position ?? 0,
  };
}

export interface SpeakerFormValues {
  name: string;
  bio: string;
}

export function speakerFormValues(speaker: TeachingSpeakerDto | null): SpeakerFormValues {
  return speaker ? { name: speaker.name, bio: speaker.bio } : { name: '', bio: '' };
}

export function speakerInput(values: SpeakerFormValues): SpeakerInput {
  return { name: values.name.trim(), bio: values.bio.trim() };
}

/** The image uploads' rules as the server checks them before decoding (teaching-images.ts). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Why a chosen file cannot be sent, or null when it may (its pixels, e.g. a series artwork's square
 * of at least 1400, are the server's to judge: its message is shown).
 */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return i18n._({
      id: 'admin.teachings.imageType',
      message: 'The file must be a PNG, JPEG or WebP image',
    });
  if (file.size > IMAGE_MAX_BYTES)
    return i18n._({ id: 'admin.teachings.imageSize', message: 'The image must be at most 10 MB' });
  if (file.size === 0)
    return i18n._({ id: 'admin.teachings.fileEmpty', message: 'The file is empty' });
  return null;
}

/** What the server takes as a teaching's audio, by the Content-Type it is sent with. */
export const AUDIO_MAX_BYTES = 300 * 1024 * 1024;

/**
 * The Content-Type to send a chosen audio file with: the server takes `audio/mpeg` (MP3) and
 * `audio/mp4` (M4A); browsers name an M4A `audio/x-m4a` or `audio/mp4`, some name neither, so the
 * file's ending decides then. Null for anything else.
 */
export function audioTypeOf(file: {
  name: string;
  type: string;
}): 'audio/mpeg' | 'audio/mp4' | null {
  const type = file.type.toLowerCase();
  if (type === 'audio/mpeg' || type === 'audio/mp3') return 'audio/mpeg';
  if (type === 'audio/mp4' || type === 'audio/x-m4a' || type === 'audio/m4a') return 'audio/mp4';
  if (type !== '' && type !== 'application/octet-stream') return null;
  if (/\.mp3$/i.test(file.name)) return 'audio/mpeg';
  if (/\.m4a$/i.test(file.name)) return 'audio/mp4';
  return null;
}

/** Why a chosen audio file cannot be sent, or null when it may (its bytes are the server's to judge). */
export function audioProblem(file: { name: string; type: string; size: number }): string | null {
  if (!audioTypeOf(file))
    return i18n._({
      id: 'admin.teachings.audioType',
      message: 'The file must be an MP3 or M4A audio file',
    });
  if (file.size > AUDIO_MAX_BYTES)
    return i18n._({
      id: 'admin.teachings.audioSize',
      message: 'The audio file must be at most 300 MB',
    });
  if (file.size === 0)
    return i18n._({ id: 'admin.teachings.fileEmpty', message: 'The file is empty' });
  return null;
}

/** A duration as a player shows it: 42:07, or 1:02:07 past an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The teachings a group holds, as its card's line says: "3 teachings". */
export const teachingCount = (count: number) =>
  i18n._({
    id: 'admin.teachings.count',
    message: '{count, plural, one {# teaching} other {# teachings}}',
    values: { count },
  });
