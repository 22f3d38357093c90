import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import {
  DomainEvents,
  EmailUnsubscribedEvent,
  MemberErasedEvent,
  SubscriberCreatedEvent,
  SubscriptionConfirmedEvent,
  SubscriptionUnconfirmedEvent,
} from '../../../common/events/domain-events';
import {
  consentExport,
  type ConsentGiven,
  type ConsentProofExport,
} from '../../../common/consent/consent-proof';
import { SettingsService } from '../../settings/settings.service';
import { SubscribeDto } from './subscribe.dto';
import { SubscribersRepository } from './subscribers.repository';

export const SUBSCRIBED_MESSAGE = 'You have been subscribed to our newsletter.';
/** The answer while double opt-in is on (docs/spec-departures.md). */
export const CONFIRM_BY_EMAIL_MESSAGE =
  'Please check your e-mail: we have sent you a link to confirm your subscription.';

const DAY_MS = 24 * 3600 * 1000;

@Injectable()
export class NewsletterService {
  private readonly logger = new Logger(NewsletterService.name);

  constructor(
    private readonly subscribers: SubscribersRepository,
    private readonly events: EventEmitter2,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Idempotent: a repeated address is a success that changes nothing and reveals nothing; the answer
   * depends only on the double opt-in setting. A new subscriber is announced (after the insert
   * committed), and so is a repeated one still waiting for confirmation (the e-mail module decides
   * whether a new link may be mailed yet).
   */
  async subscribe(
    input: SubscribeDto,
    consent?: ConsentGiven,
    language?: string,
  ): Promise<{ created: boolean; message: string }> {
    const doubleOptIn = this.settings.values().doubleOptIn;
    const message = doubleOptIn ? CONFIRM_BY_EMAIL_MESSAGE : SUBSCRIBED_MESSAGE;
    // With double opt-in the proof is the owner's confirmation, recorded when they click.
    const createdId = await this.subscribers.insertIfNew({
      name: input.name,
      email: input.email,
      confirmed: !doubleOptIn,
      consent: doubleOptIn ? undefined : consent,
      language,
    });
    if (createdId !== null) {
      await this.announce({
        subscriberId: createdId,
        name: input.name,
        email: input.email,
        confirmed: !doubleOptIn,
        ...(language ? { language } : {}),
      });
      return { created: true, message };
    }
    const existing = await this.subscribers.findByEmail(input.email);
    if (existing && existing.confirmedAt === null) {
      await this.announce({
        subscriberId: existing.id,
        name: input.name,
        email: input.email,
        confirmed: false,
        language: existing.language,
      });
    }
    return { created: false, message };
  }

  private async announce(event: SubscriberCreatedEvent): Promise<void> {
    try {
      await this.events.emitAsync(DomainEvents.subscriberCreated, event);
    } catch (error) {
      // The subscription itself is committed; a failing reaction must not turn it into an error.
      this.logger.error(
        { err: error, subscriberId: event.subscriberId },
        'A subscriber.created listener failed',
      );
    }
  }

  /**
   * The `subscriber.created` event of a subscriber who is still on the list, or null: for welcome jobs
   * queued by a version whose jobs carried only the id.
   */
  async subscriberCreatedEvent(subscriberId: number): Promise<SubscriberCreatedEvent | null> {
    const subscriber = await this.subscribers.findById(subscriberId);
    return subscriber
      ? {
          subscriberId,
          name: subscriber.name,
          email: subscriber.email,
          language: subscriber.language,
        }
      : null;
  }

  /**
   * An address unsubscribed through a message's link: it leaves the newsletter (subscribing again
   * later needs the owner's confirmation). The unsubscribe page waits for this, so errors are not
   * suppressed.
   */
  @OnEvent(DomainEvents.emailUnsubscribed, { promisify: true, suppressErrors: false })
  async onEmailUnsubscribed({ email }: EmailUnsubscribedEvent): Promise<void> {
    await this.subscribers.deleteByAddress(email);
  }

  /** Whether the address is on the list, and since when. */
  async statusOf(email: string): Promise<{ subscribed: boolean; subscribedAt: Date | null }> {
    const subscriber = await this.subscribers.findByAddress(email);
    return { subscribed: !!subscriber, subscribedAt: subscriber?.createdAt ?? null };
  }

  /** The proof of the address's subscription for a data export; null when it is not on the list. */
  async consentOf(email: string): Promise<ConsentProofExport | null> {
    const subscriber = await this.subscribers.findByAddress(email);
    if (!subscriber || subscriber.confirmedAt === null) return null;
    return consentExport(subscriber.consentAt, subscriber.consentAddress);
  }

  /** The address leaves the list (its owner asked, signed in); joining again is a new subscription. */
  async leave(email: string): Promise<void> {
    await this.subscribers.deleteByAddress(email);
  }

  /** An erased member: the address leaves the list, and messages sent with it go. */
  @OnEvent(DomainEvents.memberErased, { promisify: true, suppressErrors: false })
  async onMemberErased({ email }: MemberErasedEvent): Promise<void> {
    await this.leave(email);
    await this.subscribers.deleteContactMessagesByAddress(email);
  }

  /** The address had unsubscribed: its new subscription waits for the owner's link. */
  @OnEvent(DomainEvents.subscriptionUnconfirmed, { promisify: true })
  async onSubscriptionUnconfirmed({ email }: SubscriptionUnconfirmedEvent): Promise<void> {
    await this.subscribers.markUnconfirmed(email);
  }

  /**
   * The owner confirmed by the e-mailed link: the subscription counts from now. A newsletter sign-up
   * erased meanwhile (kept unconfirmed past its retention period) is made again with its name. The
   * confirmation page waits for this.
   */
  @OnEvent(DomainEvents.subscriptionConfirmed, { promisify: true, suppressErrors: false })
  async onSubscriptionConfirmed({
    email,
    name,
    purpose,
    confirmedAt,
    clientAddress,
  }: SubscriptionConfirmedEvent): Promise<void> {
    const consent: ConsentGiven | undefined = confirmedAt
      ? { at: new Date(confirmedAt), clientAddress: clientAddress ?? null }
      : undefined;
    if (purpose === 'newsletter') {
      await this.subscribers.confirmOrInsert(name, email, consent);
      return;
    }
    await this.subscribers.confirmIfListed(email, consent);
  }

  /** Retention: unconfirmed sign-ups older than the period in the settings are erased. */
  async eraseUnconfirmed(now: Date): Promise<number> {
    const days = this.settings.values().retainUnconfirmedSubscriptionsDays;
    return this.subscribers.deleteUnconfirmedBefore(new Date(now.getTime() - days * DAY_MS));
  }
}
