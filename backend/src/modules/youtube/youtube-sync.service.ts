import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { Video } from '../entities/video.entity';
import { contentScore } from '../videos/content-score';
import { extractReferences } from '../videos/scripture-references';
import { SearchIndexService } from '../videos/search-index.service';
import { themesOf } from '../videos/topics';
import { formatDuration, parseIsoDuration } from './iso-duration';
import { PAGE_SIZE, YoutubeApiClient, YoutubeVideoResource } from './youtube-api.client';

export interface YoutubeSyncResult {
  upserted: number;
  deactivated: number;
}

const MAX_VIEW_COUNT = 2_147_483_647;
const THUMBNAIL_SIZES = ['maxres', 'standard', 'high', 'medium', 'default'];

/** A video resource as a row: durations parsed, themes and references derived, content scored. */
export function toVideoRow(
  resource: YoutubeVideoResource,
  fallbackChannelTitle?: string,
): Partial<Video> {
  const snippet = resource.snippet ?? {};
  const title = snippet.title?.trim() || 'Untitled teaching';
  const description = snippet.description ?? '';
  const tags = (snippet.tags ?? []).filter((t) => typeof t === 'string').slice(0, 50);
  const durationSeconds = parseIsoDuration(resource.contentDetails?.duration) ?? 0;
  const views = Number(resource.statistics?.viewCount ?? 0);
  const thumbnail =
    THUMBNAIL_SIZES.map((size) => snippet.thumbnails?.[size]?.url).find(Boolean) ??
    `https://i.ytimg.com/vi/${encodeURIComponent(resource.id)}/hqdefault.jpg`;
  const publishedAt = snippet.publishedAt ? new Date(snippet.publishedAt) : null;
  const themes = themesOf(title, description, tags.join(' '));
  const scriptureReferences = extractReferences(title, description, tags.join(', ')).slice(0, 30);
  return {
    youtubeId: resource.id,
    title,
    description,
    thumbnail,
    publishedAt: publishedAt && !Number.isNaN(publishedAt.getTime()) ? publishedAt : null,
    viewCount: Number.isFinite(views)
      ? Math.min(MAX_VIEW_COUNT, Math.max(0, Math.floor(views)))
      : 0,
    durationSeconds,
    duration: formatDuration(durationSeconds),
    themes,
    scriptureReferences,
    tags,
    contentScore: contentScore({ themes, scriptureReferences, description, tags }),
    channelId: snippet.channelId ?? null,
    channelTitle: snippet.channelTitle ?? fallbackChannelTitle ?? null,
    isActive: true,
    lastUpdated: new Date(),
  };
}

/**
 * Mirrors the configured channel's uploads into `videos`: upserts by youtubeId, and marks inactive
 * whatever is no longer on the channel, but only after the whole listing succeeded (a failed run, such
 * as a quota error halfway, changes nothing it did not fully see).
 */
@Injectable()
export class YoutubeSyncService {
  private readonly logger = new Logger(YoutubeSyncService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly searchIndex: SearchIndexService,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.youtube.apiKey && this.config.youtube.channelId);
  }

  async sync(): Promise<YoutubeSyncResult> {
    const { apiKey, channelId, apiBaseUrl } = this.config.youtube;
    if (!apiKey || !channelId) throw new Error('YouTube sync is not configured');
    const client = new YoutubeApiClient(apiBaseUrl, apiKey);
    const { playlistId, channelTitle } = await client.uploadsPlaylist(channelId);
    const seen = new Set<string>();
    let upserted = 0;
    for await (const page of client.playlistVideoIds(playlistId)) {
      const ids = [...new Set(page)].filter((id) => !seen.has(id));
      for (let i = 0; i < ids.length; i += PAGE_SIZE) {
        const resources = await client.videos(ids.slice(i, i + PAGE_SIZE));
        const rows = resources.map((r) => toVideoRow(r, channelTitle));
        if (rows.length) {
          await this.dataSource.getRepository(Video).upsert(rows, ['youtubeId']);
          upserted += rows.length;
        }
        // Private or deleted uploads are not returned: they count as gone.
        for (const r of resources) seen.add(r.id);
      }
    }
    const deactivated = (await this.dataSource.query(
      `UPDATE videos SET is_active = false, last_updated = now()
       WHERE is_active AND NOT (youtube_id = ANY($1::text[]))`,
      [[...seen]],
    )) as [unknown[], number];
    const result = { upserted, deactivated: deactivated[1] ?? 0 };
    await this.searchIndex.refresh();
    this.logger.log(`YouTube sync: ${result.upserted} videos upserted, ${result.deactivated} gone`);
    return result;
  }
}
