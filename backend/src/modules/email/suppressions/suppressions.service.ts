import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEvents, EmailUnsubscribedEvent } from '../../../common/events/domain-events';
import {
  AppliedEvent,
  ProviderEvent,
  ProviderEventsRepository,
  SuppressionRow,
} from './provider-events.repository';
import {
  NotSuppressedError,
  SigningTokenReplayedError,
  SuppressionNotLiftableError,
} from './suppressions.errors';

export interface EventsOutcome {
  applied: number;
  duplicates: number;
}

/**
 * Bounces and complaints reported by the mail providers: a hard bounce or a complaint suppresses the
 * address at once (a complaint also unsubscribes it from every list), soft bounces once
 * SOFT_BOUNCE_LIMIT add up within SOFT_BOUNCE_WINDOW. Staff may lift a bounce, nothing else.
 */
@Injectable()
export class SuppressionsService {
  private readonly logger = new Logger(SuppressionsService.name);

  constructor(
    private readonly events: ProviderEventsRepository,
    private readonly emitter: EventEmitter2,
  ) {}

  /**
   * Applies each event once (by its provider's id), whatever the order or how often it comes. An event
   * whose signing token came with another event is a replay: it changes nothing and ends the batch
   * with SigningTokenReplayedError (Mailgun signs each event alone, so its batch is that one event).
   */
  async record(batch: ProviderEvent[]): Promise<EventsOutcome> {
    const outcome: EventsOutcome = { applied: 0, duplicates: 0 };
    for (const event of batch) {
      const applied: AppliedEvent = await this.events.apply(event);
      if (applied.outcome === 'replayed') throw new SigningTokenReplayedError();
      if (applied.outcome === 'duplicate') {
        outcome.duplicates += 1;
        continue;
      }
      outcome.applied += 1;
      if (applied.outcome === 'suppressed') {
        this.logger.log(`Suppressed an address for a ${applied.reason} (${event.provider})`);
      }
      // Every complaint (a repeat of one too, after the person subscribed elsewhere) leaves the lists:
      // the community's e-mail consent and the newsletter, as the unsubscribe link does.
      if (event.kind === 'complaint') {
        const unsubscribed: EmailUnsubscribedEvent = { email: event.email };
        await this.emitter.emitAsync(DomainEvents.emailUnsubscribed, unsubscribed);
      }
    }
    return outcome;
  }

  /** The address's suppression, or null when campaigns reach it. */
  lookup(email: string): Promise<SuppressionRow | null> {
    return this.events.find(email.toLowerCase());
  }

  private async find(email: string): Promise<SuppressionRow> {
    const row = await this.lookup(email);
    if (!row) throw new NotSuppressedError();
    return row;
  }

  /** Lifts a bounce suppression; a complaint or an unsubscribe stays (409). */
  async liftBounce(email: string, username: string): Promise<{ id: number; row: SuppressionRow }> {
    const row = await this.find(email);
    if (row.reason !== 'bounce') throw new SuppressionNotLiftableError(row.reason);
    const id = await this.events.liftBounce(row.email, username);
    // Changed between the read and the lift (a complaint came in): say what it is now.
    if (id === null) return this.liftBounce(email, username);
    return { id, row };
  }
}
