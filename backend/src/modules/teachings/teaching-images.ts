import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { TeachingImageInvalidError, TeachingMessages } from './teachings.errors';

/** The largest image accepted, in bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A decompression bomb is refused before it is decoded. */
const MAX_PIXELS = 50_000_000;
/** Podcast apps ask for square artwork from 1400 to 3000 pixels a side (Apple Podcasts). */
export const MIN_ARTWORK = 1400;
const MAX_ARTWORK = 3000;
const PHOTO_SIZE = 800;
const ACCEPTED = new Set(['png', 'jpeg', 'webp']);

/** Where the library's images are kept (stored_files) and served (`/media/` + key). */
export const IMAGE_PREFIX = 'teachings/';
/** `series-<id>-<hash>.jpg` or `speaker-<id>-<hash>.jpg`. */
export const IMAGE_FILE = /^(?:series|speaker)-\d{1,9}-[0-9a-f]{16}\.jpg$/;

export interface TeachingImage {
  /** The stored_files key, e.g. `teachings/series-3-5c1e0f9a3b7d2e48.jpg`. */
  key: string;
  bytes: Buffer;
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/**
 * Checks an upload by decoding it (its bytes decide, not its name or type) and writes it again as a
 * JPEG without metadata (a phone photo's location stays private): a series' artwork square and at
 * least 1400 pixels a side (at most 3000, as podcast apps take it), a speaker's photo at most 800.
 */
export async function processTeachingImage(
  upload: Buffer,
  kind: 'series' | 'speaker',
  id: number,
): Promise<TeachingImage> {
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(upload, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!metadata.format || !ACCEPTED.has(metadata.format) || !metadata.width || !metadata.height)
      throw new Error('not accepted');
    ({ width, height } = metadata);
    if ((metadata.orientation ?? 1) >= 5) [width, height] = [height, width];
  } catch {
    throw new TeachingImageInvalidError();
  }
  if (kind === 'series' && (width !== height || width < MIN_ARTWORK))
    throw new TeachingImageInvalidError(TeachingMessages.artworkNotSquare);
  const size = kind === 'series' ? MAX_ARTWORK : PHOTO_SIZE;
  try {
    const bytes = await sharp(upload, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
    return { key: `${IMAGE_PREFIX}${kind}-${id}-${hashOf(bytes)}.jpg`, bytes };
  } catch {
    throw new TeachingImageInvalidError();
  }
}

/** The address a browser loads a stored image from. */
export const imageUrl = (key: string | null): string | null => (key ? `/media/${key}` : null);
