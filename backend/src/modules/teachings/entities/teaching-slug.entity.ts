import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * Every address a teaching has had, the current one too: an address once given never names another
 * teaching, and an old one redirects (301) to the current.
 */
@Entity('teaching_slugs')
@Index('IDX_teaching_slugs_teaching', ['teachingId'])
export class TeachingSlug {
  @PrimaryColumn({ type: 'varchar', length: 120 })
  slug: string;

  @Column({ type: 'integer' })
  @ForeignKey('Teaching', { onDelete: 'CASCADE', name: 'FK_teaching_slugs_teaching' })
  teachingId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
