import { Injectable } from '@nestjs/common';
import { contentScore } from './content-score';
import { demoVideos } from './demo/demo-videos';
import { formatDuration } from './duration';
import { Video } from './entities/video.entity';
import { extractReferences } from './scripture-references';
import { themesOf } from './topics';
import { ThumbnailState, Transaction, VideosRepository } from './videos.repository';

/** A video as its channel describes it; the catalogue derives its themes, passages and score. */
export interface ChannelVideo {
  youtubeId: string;
  title: string;
  description: string;
  tags: string[];
  /** The platform's address of its thumbnail ('' when it lists none): copied by the sync, never shown. */
  thumbnail: string;
  publishedAt: Date | null;
  viewCount: number;
  durationSeconds: number;
  channelId: string | null;
  channelTitle: string | null;
}

/** A channel's video as a row: the duration as shown, themes and references derived, content scored. */
export function toCatalogRow(video: ChannelVideo): Partial<Video> {
  const { title, description, tags } = video;
  const themes = themesOf(title, description, tags.join(' '));
  const scriptureReferences = extractReferences(title, description, tags.join(', ')).slice(0, 30);
  return {
    ...video,
    duration: formatDuration(video.durationSeconds),
    themes,
    scriptureReferences,
    contentScore: contentScore({ themes, scriptureReferences, description, tags }),
    isActive: true,
    lastUpdated: new Date(),
  };
}

/**
 * The catalogue of teaching videos as other modules change and read it: the YouTube sync mirrors a
 * channel into it, the site names the channel, the demo seeding fills it. The search indexes it
 * (SearchIndexService, to be refreshed after a change).
 */
@Injectable()
export class VideoCatalogService {
  constructor(private readonly videos: VideosRepository) {}

  /** Adds the videos, or updates those already in the catalogue (by youtubeId); all become active. */
  async upsert(videos: ChannelVideo[]): Promise<void> {
    if (videos.length) await this.videos.upsert(videos.map(toCatalogRow));
  }

  /** Marks inactive every active video not listed (gone from the channel); returns how many. */
  deactivateAllExcept(youtubeIds: string[]): Promise<number> {
    return this.videos.deactivateAllExcept(youtubeIds);
  }

  /** What the catalogue knows of these videos' thumbnails (for those it holds). */
  thumbnailStates(youtubeIds: string[]): Promise<ThumbnailState[]> {
    return this.videos.thumbnailStates(youtubeIds);
  }

  /**
   * Records the copy of a video's thumbnail (a stored_files key) made or found unchanged now, or, with
   * `null`, a failed try: the video keeps what it showed, and the next sync tries again.
   */
  recordThumbnail(youtubeId: string, file: string | null): Promise<void> {
    return this.videos.recordThumbnail(youtubeId, file);
  }

  /** The channel most active videos came from, if any came from one. */
  mostCommonChannelId(): Promise<string | undefined> {
    return this.videos.mostCommonChannelId();
  }

  /**
   * Adds the demo teachings when the catalogue is empty, in the caller's transaction (the site's demo
   * seeding, which records that it ran); true when it added them. Refresh the search index after.
   */
  seedDemo(tx: Transaction, now: Date): Promise<boolean> {
    return this.videos.insertIfEmpty(tx, demoVideos(now));
  }
}
