import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Video } from './entities/video.entity';

export type ThumbnailState = Pick<
  Video,
  'youtubeId' | 'thumbnail' | 'thumbnailFile' | 'thumbnailCheckedAt'
>;

/**
 * A unit of work another module opened (the site's demo seeding), in which the catalogue's writes
 * take part.
 */
export type Transaction = EntityManager;

/** The queries of the catalogue (table videos) outside the search. */
@Injectable()
export class VideosRepository {
  constructor(@InjectRepository(Video) private readonly videos: Repository<Video>) {}

  /** Active videos, most watched first. */
  mostWatched(limit: number): Promise<Video[]> {
    return this.videos.find({
      where: { isActive: true },
      order: { viewCount: 'DESC', id: 'ASC' },
      take: limit,
    });
  }

  findByYoutubeId(youtubeId: string): Promise<Video | null> {
    return this.videos.findOneBy({ youtubeId });
  }

  /** Inserts the rows, or updates the videos with their youtubeId. */
  async upsert(rows: Partial<Video>[]): Promise<void> {
    await this.videos.upsert(rows, ['youtubeId']);
  }

  /** The thumbnail columns of these videos (those in the catalogue). */
  thumbnailStates(youtubeIds: string[]): Promise<ThumbnailState[]> {
    return this.videos.find({
      select: { youtubeId: true, thumbnail: true, thumbnailFile: true, thumbnailCheckedAt: true },
      where: { youtubeId: In(youtubeIds) },
    });
  }

  /** Records a copy of the thumbnail made (or found unchanged) now, or a failed try (`null`). */
  async recordThumbnail(youtubeId: string, file: string | null): Promise<void> {
    await this.videos.update(
      { youtubeId },
      file ? { thumbnailFile: file, thumbnailCheckedAt: new Date() } : { thumbnailCheckedAt: null },
    );
  }

  /** Marks inactive every active video whose youtubeId is not listed; returns how many. */
  async deactivateAllExcept(youtubeIds: string[]): Promise<number> {
    const [, count] = (await this.videos.query(
      `UPDATE videos SET is_active = false, last_updated = now()
       WHERE is_active AND NOT (youtube_id = ANY($1::text[]))`,
      [youtubeIds],
    )) as [unknown[], number];
    return count ?? 0;
  }

  /** The channel most active videos came from (on a tie, the first channel id in text order). */
  async mostCommonChannelId(): Promise<string | undefined> {
    const row = await this.videos
      .createQueryBuilder('v')
      .select('v.channelId', 'channelId')
      .where('v.isActive AND v.channelId IS NOT NULL')
      .groupBy('v.channelId')
      .orderBy('COUNT(*)', 'DESC')
      .addOrderBy('v.channelId')
      .limit(1)
      .getRawOne<{ channelId: string }>();
    return row?.channelId;
  }

  /** Inserts the rows when the catalogue is empty, in the caller's transaction; true when it did. */
  async insertIfEmpty(tx: Transaction, rows: Partial<Video>[]): Promise<boolean> {
    if ((await tx.count(Video)) > 0) return false;
    await tx.insert(Video, rows);
    return true;
  }
}
