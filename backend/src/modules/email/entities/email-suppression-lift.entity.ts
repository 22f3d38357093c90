import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A bounce suppression staff lifted: what it was, and who lifted it when. Bounces that happened before
 * the lift no longer count (a late copy of one does not suppress the address again).
 */
@Entity('email_suppression_lifts')
@Index('IDX_email_suppression_lifts_email', ['email', 'liftedAt'])
export class EmailSuppressionLift {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  reason: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  source: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  detail: string | null;

  @Column({ type: 'timestamptz' })
  suppressedAt: Date;

  @Column({ type: 'varchar', length: 100 })
  liftedBy: string;

  @CreateDateColumn({ type: 'timestamptz' })
  liftedAt: Date;
}
