import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { encryptedText } from '../../../encryption/field-cipher';

/**
 * The ministry's giving configuration: one row (id 1). The Stripe secrets are encrypted at rest like
 * counseling text and never leave the server; the rest is what the form shows. Amounts are integers
 * in the currency's minor units (cents), never floats.
 */
@Entity('giving_settings')
@Check('CHK_giving_settings_single', '"id" = 1')
export class GivingSettings {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** Stripe's secret API key (`sk_…` or a restricted `rk_…`); null: Stripe is not configured. */
  @Column({ type: 'text', nullable: true, transformer: encryptedText })
  stripeSecretKey: string | null;

  /** The signing secret of the webhook endpoint (`whsec_…`). */
  @Column({ type: 'text', nullable: true, transformer: encryptedText })
  stripeWebhookSecret: string | null;

  /** ISO 4217, upper case. Fixed server-side: every checkout is made in it. */
  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency: string;

  /** The preset amounts the page offers, in minor units. */
  @Column({ type: 'jsonb', default: () => "'[2500, 5000, 10000, 25000]'" })
  suggestedAmounts: number[];

  @Column({ type: 'boolean', default: true })
  coverFeeEnabled: boolean;

  /** The percentage part of the processing fee, in basis points (290 = 2.9 %). */
  @Column({ type: 'integer', default: 290 })
  feePercentBasisPoints: number;

  /** The fixed part of the fee per payment, in minor units. */
  @Column({ type: 'integer', default: 30 })
  feeFixed: number;

  @Column({ type: 'integer', default: 100 })
  minAmount: number;

  @Column({ type: 'integer', default: 1_000_000 })
  maxAmount: number;

  /** Written under every receipt (tax wording, charity number, signer). */
  @Column({ type: 'text', default: '' })
  receiptText: string;

  /** Written under every year-end statement. */
  @Column({ type: 'text', default: '' })
  statementText: string;

  /** Where the Give entry leads while Stripe is not configured (another giving site); null: none. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  externalUrl: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
