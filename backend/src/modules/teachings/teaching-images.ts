import {
  asJpeg,
  contentHash,
  isPodcastArtwork,
  PODCAST_ARTWORK,
  uploadedImageSize,
} from '../../common/images/uploaded-image';
import { TeachingImageInvalidError, TeachingMessages } from './teachings.errors';

/** The largest image accepted, in bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const PHOTO_SIZE = 800;

/** Where the library's images are kept (stored_files) and served (`/media/` + key). */
export const IMAGE_PREFIX = 'teachings/';
/** `series-<id>-<hash>.jpg` or `speaker-<id>-<hash>.jpg`. */
export const IMAGE_FILE = /^(?:series|speaker)-\d{1,9}-[0-9a-f]{16}\.jpg$/;

export interface TeachingImage {
  /** The stored_files key, e.g. `teachings/series-3-5c1e0f9a3b7d2e48.jpg`. */
  key: string;
  bytes: Buffer;
}

/**
 * Checks an upload by decoding it (its bytes decide, not its name or type) and writes it again as a
 * JPEG without metadata: a series' artwork square and at least 1400 pixels a side (at most 3000, as
 * podcast apps take it), a speaker's photo at most 800.
 */
export async function processTeachingImage(
  upload: Buffer,
  kind: 'series' | 'speaker',
  id: number,
): Promise<TeachingImage> {
  const size = await uploadedImageSize(upload);
  if (!size) throw new TeachingImageInvalidError();
  if (kind === 'series' && !isPodcastArtwork(size))
    throw new TeachingImageInvalidError(TeachingMessages.artworkNotSquare);
  const bytes = await asJpeg(upload, kind === 'series' ? PODCAST_ARTWORK.max : PHOTO_SIZE);
  if (!bytes) throw new TeachingImageInvalidError();
  return { key: `${IMAGE_PREFIX}${kind}-${id}-${contentHash(bytes)}.jpg`, bytes };
}

/** The address a browser loads a stored image from. */
export const imageUrl = (key: string | null): string | null => (key ? `/media/${key}` : null);
