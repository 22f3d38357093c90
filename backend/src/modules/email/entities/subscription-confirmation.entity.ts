import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** What a confirmed link subscribes: the newsletter, or only a member's e-mail consent. */
export type ConfirmationPurpose = 'newsletter' | 'member';

/**
 * The last subscription confirmation mailed to an address (one row per address): its link's token
 * (stored hashed; null once used) and when it was sent, which limits such mail to one per address per
 * 24 hours, whoever asks and whichever process handles the request.
 */
@Entity('subscription_confirmations')
export class SubscriptionConfirmation {
  /** Lower-cased address. */
  @PrimaryColumn({ type: 'varchar', length: 320 })
  email: string;

  /** The name the sign-up gave (the newsletter's subscriber is made with it if none is left). */
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  purpose: ConfirmationPurpose;

  /** SHA-256 of the link's token, hex; null once the link was used. */
  @Index('IDX_subscription_confirmations_token', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  tokenHash: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  sentAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
