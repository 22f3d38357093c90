import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { EmailDelivery } from './email-delivery.entity';

/** What a recipient did with a campaign's message: opened it, clicked one of its links, unsubscribed. */
export type TrackingKind = 'open' | 'click' | 'unsubscribe';

/**
 * Every open, click and unsubscribe of a campaign's message, one row each: the campaign's report
 * counts these rows (unique = distinct deliveries), so every process, before and after a restart,
 * counts the same. Goes with its delivery.
 */
@Entity('email_tracking_events')
@Index('IDX_email_tracking_events_campaign_kind', ['campaignId', 'kind', 'occurredAt'])
export class EmailTrackingEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  campaignId: number;

  @Index('IDX_email_tracking_events_delivery')
  @Column({ type: 'integer' })
  deliveryId: number;

  @ManyToOne(() => EmailDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id' })
  delivery?: EmailDelivery;

  @Column({ type: 'varchar', length: 12 })
  kind: TrackingKind;

  /** The link's place among the campaign's links (see trackedLinks); null for an open or unsubscribe. */
  @Column({ type: 'smallint', nullable: true })
  link: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  occurredAt: Date;
}
