/** Spec §9: one campaign video of at most 104,857,600 bytes (100 MB). */
export const MAX_VIDEO_BYTES = 104_857_600;
/** Signed upload addresses are valid for at most 15 minutes. */
export const UPLOAD_URL_TTL_SECONDS = 900;
/** Bytes needed to recognise every container below. */
export const MAGIC_BYTES_NEEDED = 12;

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  text.split('').every((c, i) => bytes[start + i] === c.charCodeAt(0));

/**
 * Recognises video containers by their first bytes: ISO media (MP4, MOV, M4V, 3GP), Matroska/WebM,
 * AVI, MPEG program streams, Ogg, FLV and ASF/WMV. (MPEG transport streams are not accepted: one
 * sync byte is too weak a signature; a GIF starts with the same byte.) Null when it is none of them.
 */
export function sniffVideo(head: Uint8Array): string | null {
  if (
    head.length >= 8 &&
    ['ftyp', 'moov', 'mdat', 'free', 'wide', 'skip'].some((b) => ascii(head, 4, b))
  )
    return 'video/mp4';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return 'video/webm';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return 'video/x-msvideo';
  if (head[0] === 0 && head[1] === 0 && head[2] === 1 && (head[3] === 0xba || head[3] === 0xb3))
    return 'video/mpeg';
  if (ascii(head, 0, 'OggS')) return 'video/ogg';
  if (ascii(head, 0, 'FLV')) return 'video/x-flv';
  if ([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11].every((b, i) => head[i] === b))
    return 'video/x-ms-wmv';
  return null;
}

/** `video/<subtype>` with optional parameters; anything else is refused. */
export function isVideoContentType(value: string | undefined): value is string {
  return !!value && /^video\/[\w.+-]+(\s*;.*)?$/i.test(value.trim());
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ID = new RegExp(`^${UUID}$`);
export const isVideoId = (id: string) => ID.test(id);

export const VIDEO_URL_PREFIX = '/media/videos/';
export const videoPath = (id: string) => `${VIDEO_URL_PREFIX}${id}`;
/** A `videoUrl` of this site, as `videoIdOf` reads it (for input validation). */
export const VIDEO_URL = new RegExp(`^${VIDEO_URL_PREFIX}${UUID}$`);

/** The stored video's id in a `videoUrl` of this site, or null when it names none. */
export function videoIdOf(videoUrl: string): string | null {
  if (!videoUrl.startsWith(VIDEO_URL_PREFIX)) return null;
  const id = videoUrl.slice(VIDEO_URL_PREFIX.length);
  return isVideoId(id) ? id : null;
}
