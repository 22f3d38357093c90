import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A series of teachings (`/teachings/series/<slug>`), in the order staff give (`position`). */
@Entity('teaching_series')
export class TeachingSeries {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The square artwork (stored_files key `teachings/<name>`, served at `/media/` + key); null: none. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  artworkFile: string | null;

  /** Lower first in the list of series. */
  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
