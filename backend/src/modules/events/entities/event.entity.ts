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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
