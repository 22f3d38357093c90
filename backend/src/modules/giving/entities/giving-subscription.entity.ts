import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { GiftFrequency } from './gift.entity';

/** A recurring gift: Stripe's subscription as last fetched (its status is Stripe's). */
@Entity('giving_subscriptions')
@Index('UQ_giving_subscriptions_stripe', ['stripeSubscriptionId'], { unique: true })
@Index('IDX_giving_subscriptions_email_key', ['emailKey'])
export class GivingSubscription {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  stripeSubscriptionId: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeCustomerId: string | null;

  @Column({ type: 'uuid', nullable: true })
  checkoutRef: string | null;

  @Column({ type: 'integer' })
  @ForeignKey('GivingFund', { onDelete: 'RESTRICT', name: 'FK_giving_subscriptions_fund' })
  fundId: number;

  @Column({ type: 'varchar', length: 20 })
  frequency: GiftFrequency;

  /** Each payment's amount, in minor units. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** Stripe's status: active, past_due, canceled, … */
  @Column({ type: 'varchar', length: 30 })
  status: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  donorName: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  donorEmail: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  emailKey: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  canceledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
