import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  DomainEvents,
  EmailUnsubscribedEvent,
  SubscriberCreatedEvent,
} from '../../../common/events/domain-events';
import { Subscriber } from '../entities/subscriber.entity';
import { SubscribeDto } from './subscribe.dto';

export const SUBSCRIBED_MESSAGE = 'You have been subscribed to our newsletter.';

@Injectable()
export class NewsletterService {
  private readonly logger = new Logger(NewsletterService.name);

  constructor(
    @InjectRepository(Subscriber) private readonly subscribers: Repository<Subscriber>,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * Idempotent: a repeated address is a success that changes nothing and reveals nothing. Only a new
   * subscriber is announced (after the insert committed).
   */
  async subscribe(input: SubscribeDto): Promise<{ created: boolean }> {
    const result = await this.subscribers
      .createQueryBuilder()
      .insert()
      .into(Subscriber)
      .values({ name: input.name, email: input.email })
      .orIgnore()
      .returning(['id'])
      .execute();
    const row = (result.raw as { id: number }[])[0];
    if (!row) return { created: false };
    const event: SubscriberCreatedEvent = {
      subscriberId: row.id,
      name: input.name,
      email: input.email,
    };
    try {
      await this.events.emitAsync(DomainEvents.subscriberCreated, event);
    } catch (error) {
      // The subscription itself is committed; a failing reaction must not turn it into an error.
      this.logger.error(
        { err: error, subscriberId: row.id },
        'A subscriber.created listener failed',
      );
    }
    return { created: true };
  }

  /**
   * The `subscriber.created` event of a subscriber who is still on the list, or null: for welcome jobs
   * queued by a version whose jobs carried only the id.
   */
  async subscriberCreatedEvent(subscriberId: number): Promise<SubscriberCreatedEvent | null> {
    const subscriber = await this.subscribers.findOneBy({ id: subscriberId });
    return subscriber ? { subscriberId, name: subscriber.name, email: subscriber.email } : null;
  }

  /**
   * An address unsubscribed through a message's link: it leaves the newsletter (subscribing again
   * later is a new opt-in). The unsubscribe page waits for this, so errors are not suppressed.
   */
  @OnEvent(DomainEvents.emailUnsubscribed, { promisify: true, suppressErrors: false })
  async onEmailUnsubscribed({ email }: EmailUnsubscribedEvent): Promise<void> {
    await this.subscribers
      .createQueryBuilder()
      .delete()
      .where('lower(email) = :email', { email })
      .execute();
  }
}
