/** A teaching's audio: one MP3 or M4A of at most 300 MB (314,572,800 bytes). */
export const MAX_AUDIO_BYTES = 300 * 1024 * 1024;
/** Bytes needed to recognise both formats below. */
export const AUDIO_MAGIC_BYTES = 12;

export type AudioMimeType = 'audio/mpeg' | 'audio/mp4';

/** The types an upload may announce, with the stored type each one means. */
export const AUDIO_CONTENT_TYPES: Record<string, AudioMimeType> = {
  'audio/mpeg': 'audio/mpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/mp4': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/x-m4a': 'audio/mp4',
};

/** The announced Content-Type as a stored type, or null when it is no MP3 or M4A. */
export function audioTypeOf(contentType: string | undefined): AudioMimeType | null {
  const type = contentType?.split(';')[0].trim().toLowerCase();
  return (type && AUDIO_CONTENT_TYPES[type]) || null;
}

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  text.split('').every((c, i) => bytes[start + i] === c.charCodeAt(0));

/** ISO media brands of audio files (iTunes' M4A and M4B, and the generic ones encoders write). */
const AUDIO_BRANDS = ['M4A ', 'M4B ', 'M4P ', 'mp42', 'mp41', 'isom', 'iso2', 'dash', 'F4A '];

/**
 * Recognises an MP3 (an ID3v2 tag, or an MPEG audio frame's sync word with a valid layer, bitrate
 * and sample rate) or an M4A (ISO media whose `ftyp` names an audio brand) by its first bytes. Null
 * when it is neither.
 */
export function sniffAudio(head: Uint8Array): AudioMimeType | null {
  if (head.length >= 3 && ascii(head, 0, 'ID3')) return 'audio/mpeg';
  if (head.length >= 4 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0) {
    const version = (head[1] >> 3) & 0b11; // 01 is reserved
    const layer = (head[1] >> 1) & 0b11; // 00 is reserved
    const bitrate = head[2] >> 4; // 1111 is invalid
    const sampleRate = (head[2] >> 2) & 0b11; // 11 is reserved
    if (version !== 1 && layer !== 0 && bitrate !== 0xf && sampleRate !== 3) return 'audio/mpeg';
  }
  if (head.length >= 12 && ascii(head, 4, 'ftyp')) {
    const brand = Buffer.from(head.subarray(8, 12)).toString('latin1');
    if (AUDIO_BRANDS.includes(brand)) return 'audio/mp4';
  }
  return null;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const AUDIO_FILE = new RegExp(`^${UUID}\\.(mp3|m4a)$`);

/** A stored audio file's name: its id and the extension of its type. */
export const audioFileName = (id: string, type: AudioMimeType) =>
  `${id}.${type === 'audio/mpeg' ? 'mp3' : 'm4a'}`;
export const isAudioFileName = (name: string) => AUDIO_FILE.test(name);
export const audioTypeOfFile = (name: string): AudioMimeType =>
  name.endsWith('.mp3') ? 'audio/mpeg' : 'audio/mp4';

export const AUDIO_URL_PREFIX = '/media/audio/';
export const audioPath = (name: string) => `${AUDIO_URL_PREFIX}${name}`;
