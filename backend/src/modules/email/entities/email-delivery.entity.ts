import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { EmailCampaign } from './email-campaign.entity';

/**
 * pending: waiting for (or between attempts of) its send job; sent: accepted by the SMTP server;
 * failed: refused permanently or out of attempts; skipped: the address unsubscribed before its turn.
 */
export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/** One recipient of one campaign. The unique (campaign, address) pair is what prevents a second mail. */
@Entity('email_deliveries')
@Unique('UQ_email_deliveries_campaign_email', ['campaignId', 'email'])
@Index('IDX_email_deliveries_campaign_status_id', ['campaignId', 'status', 'id'])
export class EmailDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  campaignId: number;

  @ManyToOne(() => EmailCampaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id' })
  campaign?: EmailCampaign;

  /** Lower-cased address. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  /** Full name for the To header and `{{name}}`. */
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  /**
   * The recipient's recorded language (member's or subscriber's) when the audience was frozen: which
   * version of the campaign they get. Null on rows frozen before campaigns had languages.
   */
  @Column({ type: 'varchar', length: 10, nullable: true })
  language: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: DeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  messageId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
