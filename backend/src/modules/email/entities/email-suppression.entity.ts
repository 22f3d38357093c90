import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * `erased`: a member deleted their account; the row holds only the keyed hash of the address. `bounce`:
 * a hard bounce, or soft bounces adding up (the only reason staff may lift); `complaint`: marked as spam.
 */
export type SuppressionReason = 'unsubscribe' | 'bounce' | 'complaint' | 'erased';

/**
 * Addresses that get no more marketing mail; checked when an audience is built and before each send.
 * A row names its address either plainly (`email`) or, for an erased member, only by its keyed hash
 * (`emailHash`, see AddressHash), never both.
 */
@Entity('email_suppressions')
@Unique('UQ_email_suppressions_email', ['email'])
@Unique('UQ_email_suppressions_email_hash', ['emailHash'])
@Check('CHK_email_suppressions_one_address', 'num_nonnulls("email", "email_hash") = 1')
export class EmailSuppression {
  @PrimaryGeneratedColumn()
  id: number;

  /** Lower-cased address; null on a hashed row. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  /** HMAC-SHA256 (hex) of the lower-cased address; null on a plain row. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  emailHash: string | null;

  @Column({ type: 'varchar', length: 20, default: 'unsubscribe' })
  reason: SuppressionReason;

  /**
   * Who said so: a provider's webhook (`ses`, `sendgrid`, `postmark`, `mailgun`); null for the
   * unsubscribe link, an erasure, and rows kept from before sources were recorded.
   */
  @Column({ type: 'varchar', length: 40, nullable: true })
  source: string | null;

  /** The provider's diagnostic, or how soft bounces added up; null when there is nothing to say. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  detail: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
