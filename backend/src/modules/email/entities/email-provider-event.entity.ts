import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** What a provider reported about one address: a bounce (hard or soft) or a spam complaint. */
export type ProviderEventKind = 'hard_bounce' | 'soft_bounce' | 'complaint';

/**
 * Who reported it: a provider's webhook (see EmailWebhooksController), or `imap`, the bounce mailbox
 * of a plain-SMTP set-up (see BounceMailboxService).
 */
export type MailProvider = 'ses' | 'sendgrid' | 'postmark' | 'mailgun' | 'imap';

/**
 * Every bounce and complaint a provider reported, once: the unique (provider, event id) pair is what
 * makes a repeated or late delivery of the same event change nothing. Soft bounces are counted here.
 * `email` is null when the address belonged to an erased member (only its hash may be kept).
 */
@Entity('email_provider_events')
@Unique('UQ_email_provider_events_provider_event', ['provider', 'eventId'])
@Unique('UQ_email_provider_events_provider_token', ['provider', 'signingToken'])
@Index('IDX_email_provider_events_email_kind', ['email', 'kind', 'occurredAt'])
@Index('IDX_email_provider_events_campaign_kind', ['campaignId', 'kind'])
export class EmailProviderEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  provider: MailProvider;

  @Column({ type: 'varchar', length: 255 })
  eventId: string;

  /** Lower-cased address; null for an erased member's. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 20 })
  kind: ProviderEventKind;

  /** When the provider says it happened (events may arrive in any order). */
  @Column({ type: 'timestamptz' })
  occurredAt: Date;

  /** The provider's diagnostic (SMTP reply, bounce type), shortened. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  detail: string | null;

  /** Mailgun's one-use signing token: a signature replayed with another body is refused. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  signingToken: string | null;

  /**
   * The campaign and delivery the event is about, when the report quoted the campaign message's
   * Message-ID (see campaignMessageId); null for any other mail, and for events stored before.
   */
  @Column({ type: 'integer', nullable: true })
  campaignId: number | null;

  @Column({ type: 'integer', nullable: true })
  deliveryId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
