import { Column, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type SuggestionStatus = 'pending' | 'accepted' | 'ignored';

/**
 * One of the channel's playlists, offered to staff as a series (the sync reads them): accepted, it
 * became `seriesId`; ignored, the next sync does not offer it again.
 */
@Entity('teaching_series_suggestions')
export class TeachingSeriesSuggestion {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  playlistId: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The playlist's videos, in its order. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  youtubeIds: string[];

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: SuggestionStatus;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey('TeachingSeries', {
    onDelete: 'SET NULL',
    name: 'FK_teaching_series_suggestions_series',
  })
  seriesId: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
