import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * The size of our copy of a thumbnail. The public site's cards show it 16:9, from about 275 CSS pixels
 * wide (the Study grid's four columns) to about 690 (one carousel card per view below 768 px): 640×360
 * is sharp on the common cases, on a phone's screen too, for about 20–40 kB of WebP. A smaller source
 * is not enlarged.
 */
export const THUMBNAIL_WIDTH = 640;
export const THUMBNAIL_HEIGHT = 360;
const WEBP_QUALITY = 75;
/** Names how a copy is made: changing the size or encoding above makes every copy again. */
const RENDITION = `webp ${THUMBNAIL_WIDTH}x${THUMBNAIL_HEIGHT} q${WEBP_QUALITY}`;
/** Thumbnails are tens of kilobytes; anything near this is not one. */
export const MAX_SOURCE_BYTES = 4 * 1024 * 1024;
/** A decompression bomb is refused before it is decoded. */
const MAX_PIXELS = 20_000_000;

/**
 * The thumbnail to copy among those the Data API lists (`snippet.thumbnails`): the smallest that fills
 * the copy. `standard` (640×480) and `high` (480×360) are 4:3 with the 16:9 picture between black bars,
 * which the copy crops away; `maxres` (1280×720) is listed only for HD uploads.
 */
const SOURCE_SIZES = ['standard', 'maxres', 'high', 'medium', 'default'];

export function thumbnailSource(
  thumbnails: Record<string, { url?: string } | undefined> | undefined,
): string {
  return SOURCE_SIZES.map((size) => thumbnails?.[size]?.url).find(Boolean) ?? '';
}

/** 16 hex digits naming the copy a source makes (its bytes, and how the copy is made). */
export function copyHash(source: Buffer): string {
  return createHash('sha256').update(RENDITION).update(source).digest('hex').slice(0, 16);
}

/**
 * The card-sized copy of a thumbnail: decoded (its bytes decide: a JPEG, PNG or WebP), cropped to 16:9
 * from the middle (which drops the letterbox of the 4:3 sizes), at most 640×360, as WebP without
 * metadata. Throws when the bytes are not such an image.
 */
export async function renderThumbnail(source: Buffer): Promise<Buffer> {
  const image = sharp(source, { limitInputPixels: MAX_PIXELS, animated: false });
  const { format, width = 0, height = 0 } = await image.metadata();
  if (!format || !['jpeg', 'png', 'webp'].includes(format) || !width || !height)
    throw new Error(`not a JPEG, PNG or WebP image (${format ?? 'unknown'})`);
  const copyWidth = Math.min(THUMBNAIL_WIDTH, width, Math.floor((height * 16) / 9));
  const copyHeight = Math.round((copyWidth * 9) / 16);
  return image
    .resize(copyWidth, copyHeight, { fit: 'cover', position: 'centre' })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}
