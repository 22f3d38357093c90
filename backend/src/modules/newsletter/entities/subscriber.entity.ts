import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { EmailKeyColumn } from '../../../database/email-key-column';

@Entity('subscribers')
export class Subscriber {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Stored lower-cased, so the unique constraint ignores case. */
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  /** The address as a campaign's audience compares it (see `EmailKeyColumn`); indexed (migration AudienceEmailKeyIndexes). */
  @Index('IDX_subscribers_email_key', { synchronize: false })
  @EmailKeyColumn()
  emailKey?: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /**
   * When the owner confirmed (double opt-in, or a re-subscription after an unsubscribe), or when the
   * sign-up was made without double opt-in (the default). Null: unconfirmed, never mailed, erased after the retention
   * period (settings).
   */
  @Column({ type: 'timestamptz', nullable: true, default: () => 'now()' })
  confirmedAt: Date | null;

  /**
   * The proof of the opt-in: when and from which client address the subscription took effect (the
   * sign-up, or with double opt-in the owner's confirmation). Null for subscriptions older than these
   * columns and for those still unconfirmed.
   */
  @Column({ type: 'timestamptz', nullable: true })
  consentAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  consentAddress: string | null;

  /** The language the subscriber's mail is written in (BCP 47): the one negotiated at subscription. */
  @Column({ type: 'varchar', length: 10, default: 'en' })
  language: string;
}
