import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const GIVING_MAIL_KINDS = ['receipt', 'payment_failed', 'statement'] as const;
export type GivingMailKind = (typeof GIVING_MAIL_KINDS)[number];

/**
 * The outbox of giving mail: written in the transaction that records the gift (or the failed
 * payment), so a recorded gift always gets its receipt; a queue job sends it and marks it sent, and a
 * sweep enqueues any row whose job was never added. `key` makes a second row for the same thing
 * impossible (a receipt per gift, a notice per failed invoice).
 */
@Entity('giving_mail')
@Index('UQ_giving_mail_key', ['key'], { unique: true })
@Index('IDX_giving_mail_unsent', ['createdAt'], { where: 'sent_at IS NULL' })
export class GivingMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: GivingMailKind;

  /** `receipt-<gift id>`, `failed-<invoice id>`, `statement-<year>-<hash of the address>`. */
  @Column({ type: 'varchar', length: 300 })
  key: string;

  @Column({ type: 'integer', nullable: true })
  giftId: number | null;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  /** What the mail says, fixed when it was queued (amount, fund, date, name). */
  @Column({ type: 'jsonb' })
  content: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
