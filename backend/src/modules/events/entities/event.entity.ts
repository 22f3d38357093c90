import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('events')
export class Event {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** ISO calendar date, YYYY-MM-DD, so text order is date order. */
  @Index('IDX_events_date')
  @Column({ type: 'varchar', length: 10 })
  date: string;

  @Column({ type: 'varchar', length: 100 })
  time: string;

  @Column({ type: 'text' })
  location: string;

  @Column({ type: 'boolean', default: false })
  isSpecial: boolean;

  /**
   * Where an event imported from a calendar file came from: its UID, and for one occurrence of a
   * recurring event its original start (`uid@20260904T230000Z`), so importing the file again updates
   * it. Null for an event typed in the dashboard.
   */
  @Index('UQ_events_source_key', { unique: true })
  @Column({ type: 'varchar', length: 600, nullable: true })
  sourceKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
