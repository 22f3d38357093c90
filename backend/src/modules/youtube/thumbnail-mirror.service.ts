import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { StoredFiles } from '../storage/stored-files.service';
import { THUMBNAIL_ID, thumbnailFileKey } from '../videos/thumbnail-files';
import { ChannelVideo, VideoCatalogService } from '../videos/video-catalog.service';
import { copyHash, MAX_SOURCE_BYTES, renderThumbnail } from './thumbnail-image';

/**
 * A copy is looked at again after this long: the platform keeps a thumbnail's address when the channel
 * uploads a new picture, so only its bytes tell. (An unchanged one is downloaded, not stored again.)
 */
export const RECHECK_AFTER_MS = 7 * 24 * 3600 * 1000;
const DOWNLOAD_TIMEOUT_MS = 15_000;
/** Downloads at once during a sync. */
const CONCURRENCY = 4;

/**
 * Whether the server fetches a thumbnail from this address: the platform's image hosts only (or the
 * API's own host, as a stand-in or a proxy serving both). The address comes from the API's answer.
 */
export function isThumbnailAddress(address: string, apiBaseUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const imageHost = url.hostname === 'ytimg.com' || url.hostname.endsWith('.ytimg.com');
  return (imageHost && url.protocol === 'https:') || url.host === new URL(apiBaseUrl).host;
}

/** A thumbnail to copy: the video and the platform's address of the picture. */
export interface ThumbnailCopy {
  youtubeId: string;
  source: string;
  /** The copy the video shows now, if any (replaced, then removed, when the picture changed). */
  current: string | null;
}

export interface ThumbnailCopies {
  /** New copies stored (a picture found unchanged is not counted). */
  copied: number;
  failed: number;
}

/**
 * Copies the thumbnails of synced videos to this site (no visitor's address reaches a third party
 * before they play a video): downloaded once on the server, made card-sized (thumbnail-image.ts)
 * and kept in stored_files, so every process and every backup has them. A failed copy fails nothing:
 * the video keeps what it showed (its title card, or an earlier copy) and the next sync tries again.
 */
@Injectable()
export class ThumbnailMirror {
  private readonly logger = new Logger(ThumbnailMirror.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: VideoCatalogService,
    private readonly files: StoredFiles,
  ) {}

  /**
   * The thumbnails of these videos to copy: those not copied yet, listed at a new address, whose last
   * try failed, or last looked at a week ago. Ask before the videos are saved: their row holds the
   * address last listed.
   */
  async due(videos: ChannelVideo[], now = new Date()): Promise<ThumbnailCopy[]> {
    const states = new Map(
      (await this.catalog.thumbnailStates(videos.map((v) => v.youtubeId))).map((s) => [
        s.youtubeId,
        s,
      ]),
    );
    return videos
      .filter((video) => video.thumbnail && THUMBNAIL_ID.test(video.youtubeId))
      .filter((video) => {
        const state = states.get(video.youtubeId);
        return (
          !state?.thumbnailFile ||
          !state.thumbnailCheckedAt ||
          state.thumbnail !== video.thumbnail ||
          now.getTime() - state.thumbnailCheckedAt.getTime() >= RECHECK_AFTER_MS
        );
      })
      .map((video) => ({
        youtubeId: video.youtubeId,
        source: video.thumbnail,
        current: states.get(video.youtubeId)?.thumbnailFile ?? null,
      }));
  }

  /** Copies each thumbnail (a few at a time) and records the outcome on its video. */
  async copy(due: ThumbnailCopy[]): Promise<ThumbnailCopies> {
    const result: ThumbnailCopies = { copied: 0, failed: 0 };
    let firstError: string | undefined;
    let next = 0;
    const work = async () => {
      while (next < due.length) {
        const item = due[next++];
        try {
          if (await this.copyOne(item)) result.copied += 1;
        } catch (error) {
          result.failed += 1;
          firstError ??= `${item.youtubeId}: ${(error as Error).message}`;
          await this.catalog.recordThumbnail(item.youtubeId, null);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, work));
    if (result.failed) {
      this.logger.warn(
        `${result.failed} of ${due.length} thumbnails could not be copied (they are tried again at the next sync); first: ${firstError}`,
      );
    }
    return result;
  }

  /** True when a new copy was stored; false when the picture is the one copied already. */
  private async copyOne({ youtubeId, source, current }: ThumbnailCopy): Promise<boolean> {
    const bytes = await this.download(source);
    const key = thumbnailFileKey(youtubeId, copyHash(bytes));
    const changed = key !== current;
    if (changed) {
      await this.files.put(key, { contentType: 'image/webp', bytes: await renderThumbnail(bytes) });
    }
    await this.catalog.recordThumbnail(youtubeId, key);
    if (current && changed) await this.files.remove(current);
    return changed;
  }

  private async download(address: string): Promise<Buffer> {
    if (!isThumbnailAddress(address, this.config.youtube.apiBaseUrl))
      throw new Error(`not an address of the video platform's images: ${address}`);
    const res = await fetch(address, {
      headers: { accept: 'image/webp,image/jpeg,image/png' },
      redirect: 'error',
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    if (Number(res.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES)
      throw new Error('larger than a thumbnail');
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_SOURCE_BYTES) throw new Error('larger than a thumbnail');
    return bytes;
  }
}
