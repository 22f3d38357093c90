import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { TeachingsService } from '../teachings/teachings.service';
import { SearchIndexService } from '../videos/search-index.service';
import { ChannelVideo, VideoCatalogService } from '../videos/video-catalog.service';
import { parseIsoDuration } from './iso-duration';
import { thumbnailSource } from './thumbnail-image';
import { ThumbnailCopies, ThumbnailMirror } from './thumbnail-mirror.service';
import { YoutubeSyncNotConfiguredError } from './youtube.errors';
import { PAGE_SIZE, YoutubeApiClient, YoutubeVideoResource } from './youtube-api.client';

export interface YoutubeSyncResult {
  upserted: number;
  deactivated: number;
  /** Thumbnails copied to this site in this run, and those that could not be (tried again next run). */
  thumbnails: ThumbnailCopies;
}

const MAX_VIEW_COUNT = 2_147_483_647;

/** A video resource as the catalogue takes it: missing fields defaulted, duration parsed, views clamped. */
export function toChannelVideo(
  resource: YoutubeVideoResource,
  fallbackChannelTitle?: string,
): ChannelVideo {
  const snippet = resource.snippet ?? {};
  const views = Number(resource.statistics?.viewCount ?? 0);
  const publishedAt = snippet.publishedAt ? new Date(snippet.publishedAt) : null;
  return {
    youtubeId: resource.id,
    title: snippet.title?.trim() || 'Untitled teaching',
    description: snippet.description ?? '',
    tags: (snippet.tags ?? []).filter((t) => typeof t === 'string').slice(0, 50),
    thumbnail: thumbnailSource(snippet.thumbnails),
    publishedAt: publishedAt && !Number.isNaN(publishedAt.getTime()) ? publishedAt : null,
    viewCount: Number.isFinite(views)
      ? Math.min(MAX_VIEW_COUNT, Math.max(0, Math.floor(views)))
      : 0,
    durationSeconds: parseIsoDuration(resource.contentDetails?.duration) ?? 0,
    channelId: snippet.channelId ?? null,
    channelTitle: snippet.channelTitle ?? fallbackChannelTitle ?? null,
  };
}

/**
 * Mirrors the configured channel's uploads into the video catalogue: upserts by youtubeId, copies the
 * thumbnails that are new or changed to this site (ThumbnailMirror), marks inactive whatever is no longer
 * on the channel, but only after the whole listing succeeded (a failed run, such as a quota error
 * halfway, changes nothing it did not fully see).
 */
@Injectable()
export class YoutubeSyncService {
  private readonly logger = new Logger(YoutubeSyncService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: VideoCatalogService,
    private readonly searchIndex: SearchIndexService,
    private readonly thumbnails: ThumbnailMirror,
    private readonly teachings: TeachingsService,
  ) {}

  async sync(): Promise<YoutubeSyncResult> {
    const { apiKey, channelId, apiBaseUrl } = this.config.youtube;
    if (!apiKey || !channelId) throw new YoutubeSyncNotConfiguredError();
    const client = new YoutubeApiClient(apiBaseUrl, apiKey);
    const { playlistId, channelTitle } = await client.uploadsPlaylist(channelId);
    const seen = new Set<string>();
    let upserted = 0;
    const thumbnails: ThumbnailCopies = { copied: 0, failed: 0 };
    for await (const page of client.playlistVideoIds(playlistId)) {
      const ids = [...new Set(page)].filter((id) => !seen.has(id));
      for (let i = 0; i < ids.length; i += PAGE_SIZE) {
        const resources = await client.videos(ids.slice(i, i + PAGE_SIZE));
        const videos = resources.map((r) => toChannelVideo(r, channelTitle));
        if (videos.length) {
          // Which thumbnails to copy is read before the rows take the addresses listed now.
          const due = await this.thumbnails.due(videos);
          await this.catalog.upsert(videos);
          upserted += videos.length;
          const copies = await this.thumbnails.copy(due);
          thumbnails.copied += copies.copied;
          thumbnails.failed += copies.failed;
        }
        // Private or deleted uploads are not returned: they count as gone.
        for (const r of resources) seen.add(r.id);
      }
    }
    const deactivated = await this.catalog.deactivateAllExcept([...seen]);
    // The channel's own playlists, offered to staff as series of the teaching library.
    const playlists: {
      playlistId: string;
      title: string;
      description: string;
      youtubeIds: string[];
    }[] = [];
    for await (const page of client.channelPlaylists(channelId)) {
      for (const playlist of page) {
        const youtubeIds: string[] = [];
        for await (const ids of client.playlistVideoIds(playlist.id)) youtubeIds.push(...ids);
        playlists.push({
          playlistId: playlist.id,
          title: playlist.title,
          description: playlist.description,
          youtubeIds: [...new Set(youtubeIds)].filter((id) => seen.has(id)),
        });
      }
    }
    await this.teachings.recordPlaylists(playlists);
    const result = { upserted, deactivated, thumbnails };
    await this.searchIndex.refresh();
    this.logger.log(
      `YouTube sync: ${upserted} videos upserted, ${deactivated} gone, ${thumbnails.copied} thumbnails copied` +
        (thumbnails.failed ? `, ${thumbnails.failed} not (tried again next time)` : ''),
    );
    return result;
  }
}
