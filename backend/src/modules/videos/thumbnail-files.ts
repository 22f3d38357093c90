import type { Video } from './entities/video.entity';

/**
 * Where the thumbnails a browser loads live: all on this site, under `/media/thumbnails/`. A video whose
 * thumbnail the sync has copied (stored_files key `thumbnails/<youtubeId>.<hash>.webp`) shows that copy,
 * at an address that changes with its bytes; any other (a demo teaching, a video not copied yet) its
 * title card, drawn here (`<youtubeId>.svg`).
 */
export const THUMBNAILS_PATH = '/media/thumbnails/';
const FILE_PREFIX = 'thumbnails/';

/** A video id that can name a file (the platform's are 11 of these characters). */
export const THUMBNAIL_ID = /^[\w-]{1,64}$/;
/** `<youtubeId>.svg`: a title card. */
export const TITLE_CARD_FILE = /^([\w-]{1,64})\.svg$/;
/** `<youtubeId>.<hash>.webp`: a copied thumbnail. */
export const COPIED_THUMBNAIL_FILE = /^[\w-]{1,64}\.[0-9a-f]{16}\.webp$/;
/** The public-read paths of both (no session is looked up for them). */
export const THUMBNAIL_PATHS = /^\/media\/thumbnails\/[\w-]{1,64}(?:\.[0-9a-f]{16}\.webp|\.svg)$/;

/** The stored_files key of a copy: `hash` is 16 hex digits naming its content. */
export function thumbnailFileKey(youtubeId: string, hash: string): string {
  return `${FILE_PREFIX}${youtubeId}.${hash}.webp`;
}

/** The stored_files key behind a served file name, e.g. `abc.0123456789abcdef.webp`. */
export function thumbnailFileKeyOf(fileName: string): string {
  return FILE_PREFIX + fileName;
}

/** The address a browser loads a video's thumbnail from: always this site's. */
export function thumbnailUrl(video: Pick<Video, 'youtubeId' | 'thumbnailFile'>): string {
  return video.thumbnailFile
    ? `/media/${video.thumbnailFile}`
    : `${THUMBNAILS_PATH}${encodeURIComponent(video.youtubeId)}.svg`;
}
