import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A campaign's target audience kept under a name, to be chosen again for the next campaign. It keeps
 * the criteria, never the addresses: who it reaches is counted when it is used.
 */
@Entity('email_saved_audiences')
export class SavedAudience {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique whatever its case (see `nameKey`). */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The name lower-cased: the unique constraint, so "Widows" and "widows" are one audience. */
  @Column({ type: 'varchar', length: 100, unique: true })
  nameKey: string;

  /** The criteria as a campaign stores them (`TargetCriteria`, every choice filled in). */
  @Column({ type: 'jsonb' })
  criteria: Record<string, unknown>;

  /** Username of the staff member who saved it. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
