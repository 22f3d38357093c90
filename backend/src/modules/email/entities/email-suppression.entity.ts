import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type SuppressionReason = 'unsubscribe' | 'bounce' | 'complaint';

/** Addresses that get no more marketing mail; checked when an audience is built and before each send. */
@Entity('email_suppressions')
export class EmailSuppression {
  /** Lower-cased address. */
  @PrimaryColumn({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 20, default: 'unsubscribe' })
  reason: SuppressionReason;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
