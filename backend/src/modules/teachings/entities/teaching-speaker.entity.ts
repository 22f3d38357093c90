import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** Who gives teachings (`/teachings/speakers/<slug>`). */
@Entity('teaching_speakers')
export class TeachingSpeaker {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', default: '' })
  bio: string;

  /** The photo (stored_files key `teachings/<name>`, served at `/media/` + key); null: none. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  photoFile: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
