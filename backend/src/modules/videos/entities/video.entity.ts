import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('videos')
@Index('IDX_videos_popular', ['viewCount'], { where: '"is_active"' })
@Index('IDX_videos_published_at', ['publishedAt'])
export class Video {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  youtubeId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /**
   * The video platform's address of its thumbnail, as the channel last listed it ('' when none, as for
   * the demo teachings). Only the sync reads it, to copy the image: it is never sent to a browser.
   */
  @Column({ type: 'text', default: '' })
  thumbnail: string;

  /**
   * Our copy of the thumbnail, card-sized (stored_files key `thumbnails/<youtubeId>.<hash>.webp`,
   * served at `/media/` + key); null until the sync has copied it, and the video's title card is shown.
   */
  @Column({ type: 'varchar', length: 200, nullable: true })
  thumbnailFile: string | null;

  /**
   * When the copy was last made or found unchanged; null when the last try failed (the next sync tries
   * again).
   */
  @Column({ type: 'timestamptz', nullable: true })
  thumbnailCheckedAt: Date | null;

  /**
   * Also indexed newest first among the active videos (migration TeachingLibraryIndexes:
   * `published_at DESC NULLS LAST, id DESC`, which a decorator cannot say), the teaching library's
   * order.
   */
  @Index('IDX_videos_active_newest', { synchronize: false })
  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  viewCount: number;

  /** Human form, "12:34" or "1:02:03". */
  @Column({ type: 'varchar', length: 16, default: '' })
  duration: string;

  @Column({ type: 'integer', default: 0 })
  durationSeconds: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  themes: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  scriptureReferences: string[];

  @Column({ type: 'real', default: 0 })
  contentScore: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'varchar', length: 64, nullable: true })
  channelId: string | null;

  @Column({ type: 'text', nullable: true })
  channelTitle: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastUpdated: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /**
   * Weighted full-text vector kept by a trigger (migration AddVideoSearch): title A, themes and passage
   * references B, book references and tags C, description D. Indexed with GIN once per relevance tier's
   * weights, since GIN keeps no weights: whole, and filtered (ts_filter) to A-C, A-B and A.
   */
  @Index('IDX_videos_search', { synchronize: false })
  @Index('IDX_videos_search_primary', { synchronize: false })
  @Index('IDX_videos_search_themes', { synchronize: false })
  @Index('IDX_videos_search_title', { synchronize: false })
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector: string | null;
}
