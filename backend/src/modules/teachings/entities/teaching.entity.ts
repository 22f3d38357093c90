import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A teaching: one synced video as the library shows it, with a readable address (`slug`, kept when the
 * video's title changes), its series and speaker, and what staff wrote over the channel's title,
 * description and passages. The video row stays the sync's: an override lives here, so the next sync
 * (which rewrites the video) never undoes it.
 */
@Entity('teachings')
@Index('IDX_teachings_series', ['seriesId', 'seriesPosition'])
@Index('IDX_teachings_speaker', ['speakerId'])
export class Teaching {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', unique: true })
  @ForeignKey('Video', { onDelete: 'CASCADE', name: 'FK_teachings_video' })
  videoId: number;

  /** The current address (`/teachings/<slug>`); every earlier one is in teaching_slugs and redirects. */
  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  /** Staff's title; null: the channel's. */
  @Column({ type: 'text', nullable: true })
  titleOverride: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionOverride: string | null;

  /** Staff's passages (canonical references); null: those found in the title and description. */
  @Column({ type: 'text', array: true, nullable: true })
  passagesOverride: string[] | null;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey('TeachingSeries', { onDelete: 'SET NULL', name: 'FK_teachings_series' })
  seriesId: number | null;

  /** Where it stands in its series; null: by date after the numbered ones. */
  @Column({ type: 'integer', nullable: true })
  seriesPosition: number | null;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey('TeachingSpeaker', { onDelete: 'SET NULL', name: 'FK_teachings_speaker' })
  speakerId: number | null;

  /**
   * Its audio (an MP3 or M4A in the storage module's audio files, served at `/media/audio/<file>`);
   * null: none. The file's name changes with every upload, so what was served under one never changes.
   */
  // The podcast's episodes, found among 100,000 teachings (migration TeachingLibraryIndexes, partial).
  @Index('IDX_teachings_with_audio', { synchronize: false })
  @Column({ type: 'varchar', length: 60, nullable: true })
  audioFile: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  audioMimeType: string | null;

  /** At most 300 MB: an integer holds it. */
  @Column({ type: 'integer', nullable: true })
  audioBytes: number | null;

  /** As the metadata reader found it, rounded to the second. */
  @Column({ type: 'integer', nullable: true })
  audioDurationSeconds: number | null;

  /** Bits a second; null when the file gave none. */
  @Column({ type: 'integer', nullable: true })
  audioBitrate: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  audioUploadedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
