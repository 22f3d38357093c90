import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Every Stripe event applied, by its id: written in the transaction that applies it, so an event
 * delivered again (Stripe retries, replays) changes nothing the second time.
 */
@Entity('giving_stripe_events')
export class StripeEventRecord {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  appliedAt: Date;
}
