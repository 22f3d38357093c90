import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const GIFT_FREQUENCIES = ['once', 'weekly', 'biweekly', 'monthly'] as const;
export type GiftFrequency = (typeof GIFT_FREQUENCIES)[number];

/** How a gift was given: by card through Stripe, or recorded by Finance from a deposit. */
export const GIFT_METHODS = ['card', 'cash', 'cheque', 'bank_transfer'] as const;
export type GiftMethod = (typeof GIFT_METHODS)[number];

/**
 * One successful payment to a fund: a one-time gift, one payment of a recurring gift, or an offline
 * gift. A Stripe gift's amounts are Stripe's (the payment's amount received, the charge's refunds),
 * never the browser's; it is unique by its payment so no event, repeated or reordered, records it
 * twice. Amounts are integers in the currency's minor units.
 */
@Entity('gifts')
@Index('IDX_gifts_given_at', ['givenAt'])
@Index('IDX_gifts_email_key', ['emailKey'])
@Index('IDX_gifts_fund', ['fundId', 'givenAt'])
@Index('UQ_gifts_payment_intent', ['stripePaymentIntentId'], { unique: true })
@Index('UQ_gifts_invoice', ['stripeInvoiceId'], { unique: true })
@Check(
  'CHK_gifts_amounts',
  '"amount" > 0 AND "refunded_amount" >= 0 AND "refunded_amount" <= "amount" AND "fee_covered" >= 0',
)
export class Gift {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  @ForeignKey('GivingFund', { onDelete: 'RESTRICT', name: 'FK_gifts_fund' })
  fundId: number;

  /** What was paid, the covered fee included. */
  @Column({ type: 'integer' })
  amount: number;

  /** The part of `amount` the giver added to cover the processing fee. */
  @Column({ type: 'integer', default: 0 })
  feeCovered: number;

  @Column({ type: 'integer', default: 0 })
  refundedAmount: number;

  /** A dispute (chargeback) was opened on the payment. */
  @Column({ type: 'boolean', default: false })
  disputed: boolean;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 20 })
  method: GiftMethod;

  @Column({ type: 'varchar', length: 20 })
  frequency: GiftFrequency;

  /** The donor as given; null once the person is erased (the gift is kept, detached). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  donorName: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  donorEmail: string | null;

  /** The e-mail trimmed and lower-cased: how a donor's gifts are found. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  emailKey: string | null;

  @Column({ type: 'varchar', length: 500, default: '' })
  note: string;

  @Column({ type: 'timestamptz' })
  givenAt: Date;

  /** The checkout it came from (its public reference), if any. */
  @Column({ type: 'uuid', nullable: true })
  checkoutRef: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePaymentIntentId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeInvoiceId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeChargeId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeSubscriptionId: string | null;

  /** An offline gift's deposit batch (a label such as "Sunday 2026-03-01"). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  depositBatch: string | null;

  /** Who recorded an offline gift (a staff user id). */
  @Column({ type: 'integer', nullable: true })
  recordedBy: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
