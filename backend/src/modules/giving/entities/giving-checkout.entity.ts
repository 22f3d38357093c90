import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { GiftFrequency } from './gift.entity';

/**
 * What a giver asked for when a Checkout Session was made: the donor's details and the fund, joined
 * to Stripe's objects by `ref` (in their metadata). The amounts recorded come from Stripe; this row
 * supplies only who gave and to what. `ref` is the thank-you page's unguessable reference.
 */
@Entity('giving_checkouts')
@Index('UQ_giving_checkouts_session', ['stripeSessionId'], { unique: true })
// A donor's latest checkout, whose language their statement is written in (GivingRepository.donorLanguage).
@Index('IDX_giving_checkouts_email_key', ['emailKey', 'createdAt'])
export class GivingCheckout {
  @PrimaryColumn({ type: 'uuid' })
  ref: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeSessionId: string | null;

  @Column({ type: 'integer' })
  @ForeignKey('GivingFund', { onDelete: 'RESTRICT', name: 'FK_giving_checkouts_fund' })
  fundId: number;

  @Column({ type: 'varchar', length: 20 })
  frequency: GiftFrequency;

  /** The gift asked for and the fee added to it, in minor units (what the session charges). */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'integer', default: 0 })
  feeCovered: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  donorName: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  donorEmail: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  emailKey: string | null;

  @Column({ type: 'varchar', length: 500, default: '' })
  note: string;

  /** The language of the page the gift was started on (BCP 47): the giver's mails are written in it. */
  @Column({ type: 'varchar', length: 10, default: 'en' })
  language: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
