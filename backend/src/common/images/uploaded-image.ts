import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** A decompression bomb is refused before it is decoded. */
const MAX_PIXELS = 50_000_000;
const ACCEPTED = new Set(['png', 'jpeg', 'webp']);

/** Apple Podcasts (and Spotify) take square artwork of 1400 to 3000 pixels a side. */
export const PODCAST_ARTWORK = { min: 1400, max: 3000 } as const;

/** An upload's size as it shows, upright (a phone photo's orientation applied). */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size of an uploaded PNG, JPEG or WebP, read from its bytes (not its name or type); null for
 * anything else, a bomb or an unreadable header.
 */
export async function uploadedImageSize(upload: Buffer): Promise<ImageSize | null> {
  try {
    const metadata = await sharp(upload, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!metadata.format || !ACCEPTED.has(metadata.format) || !metadata.width || !metadata.height)
      return null;
    const { width, height } = metadata;
    return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return null;
  }
}

/** Whether an image may stand as a podcast's artwork: square, at least 1400 pixels a side. */
export const isPodcastArtwork = ({ width, height }: ImageSize): boolean =>
  width === height && width >= PODCAST_ARTWORK.min;

/**
 * The upload written again as a JPEG of at most `maxSide` pixels a side, upright, on white, without
 * its metadata (a phone photo's location stays private); null when the picture itself is unreadable
 * (truncated or corrupt) though its header was not.
 */
export async function asJpeg(upload: Buffer, maxSide: number): Promise<Buffer | null> {
  try {
    return await sharp(upload, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}

/** A file name's part that changes with the bytes: 16 hex digits of their SHA-256. */
export const contentHash = (bytes: Buffer): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16);
