import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** `erased`: a member deleted their account; the row holds only the keyed hash of the address. */
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
