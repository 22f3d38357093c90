import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { MailProvider, ProviderEventKind } from '../entities/email-provider-event.entity';
import type { SuppressionReason } from '../entities/email-suppression.entity';
import { deliveryOfMessageId } from '../tracking/tracking-tokens';
import { AddressHash } from '../unsubscribe/address-hash';

/** One bounce or complaint as a provider reported it, already verified and parsed. */
export interface ProviderEvent {
  provider: MailProvider;
  /** The provider's own id of the event (with the address when one event names several). */
  eventId: string;
  /** Lower-cased. */
  email: string;
  kind: ProviderEventKind;
  occurredAt: Date;
  detail: string | null;
  /** Mailgun's signing token, kept so the same signature cannot carry another event. */
  signingToken?: string;
  /**
   * The Message-ID header of the message the event is about, when the provider tells it: a campaign
   * message's names its delivery (campaignMessageId), so the event counts in the campaign's report.
   */
  messageId?: string | null;
}

/** What applying an event did. */
export type AppliedEvent =
  | { outcome: 'duplicate' }
  | { outcome: 'recorded' }
  | { outcome: 'suppressed'; reason: 'bounce' | 'complaint' };

export interface SuppressionRow {
  email: string;
  reason: SuppressionReason;
  source: string | null;
  detail: string | null;
  suppressedAt: Date;
}

/** Soft bounces that suppress an address: this many within SOFT_BOUNCE_WINDOW. */
export const SOFT_BOUNCE_LIMIT = 3;
export const SOFT_BOUNCE_WINDOW = '30 days';

const MAX_DETAIL = 1000;

/**
 * The providers' bounce and complaint events and what they do to the suppression list, each applied
 * in one transaction under a per-address lock: the event row's unique key decides whether it is new,
 * and concurrent soft bounces of one address are counted one after the other.
 */
@Injectable()
export class ProviderEventsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hash: AddressHash,
  ) {}

  /** Whether Mailgun's signing token already came with another event (a replayed signature). */
  async tokenUsedByAnotherEvent(provider: MailProvider, token: string, eventId: string) {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM email_provider_events
       WHERE provider = $1 AND signing_token = $2 AND event_id <> $3 LIMIT 1`,
      [provider, token, eventId],
    );
    return rows.length > 0;
  }

  async apply(event: ProviderEvent): Promise<AppliedEvent> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7036))', [
        event.email,
      ]);
      // An erased member's address is kept nowhere in plain: the event is recorded without it.
      const erased = await this.isErased(manager, event.email);
      const delivery = await this.deliveryOf(manager, event);
      const inserted: unknown[] = await manager.query(
        `INSERT INTO email_provider_events
           (provider, event_id, email, kind, occurred_at, detail, signing_token, campaign_id, delivery_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (provider, event_id) DO NOTHING
         RETURNING id`,
        [
          event.provider,
          event.eventId.slice(0, 255),
          erased ? null : event.email,
          event.kind,
          event.occurredAt,
          shorten(event.detail),
          event.signingToken ?? null,
          delivery?.campaignId ?? null,
          delivery?.deliveryId ?? null,
        ],
      );
      if (inserted.length === 0) return { outcome: 'duplicate' };
      if (erased) return { outcome: 'recorded' };

      if (event.kind === 'complaint') {
        await this.suppressForComplaint(manager, event);
        return { outcome: 'suppressed', reason: 'complaint' };
      }
      const liftedAt = await this.lastLift(manager, event.email);
      // A bounce from before staff lifted the address's suppression is history, not news.
      if (liftedAt && event.occurredAt <= liftedAt) return { outcome: 'recorded' };
      if (event.kind === 'hard_bounce') {
        const added = await this.suppressForBounce(manager, event, shorten(event.detail));
        return added ? { outcome: 'suppressed', reason: 'bounce' } : { outcome: 'recorded' };
      }
      if (!(await this.softBouncesAddUp(manager, event.email, liftedAt))) {
        return { outcome: 'recorded' };
      }
      const detail = shorten(
        `${SOFT_BOUNCE_LIMIT} soft bounces within ${SOFT_BOUNCE_WINDOW}; the last: ${event.detail ?? 'no detail'}`,
      );
      const added = await this.suppressForBounce(manager, event, detail);
      return added ? { outcome: 'suppressed', reason: 'bounce' } : { outcome: 'recorded' };
    });
  }

  /** The address's row on the suppression list (plain rows only: an erased one names no address). */
  async find(email: string): Promise<SuppressionRow | null> {
    const rows: Array<{
      email: string;
      reason: SuppressionReason;
      source: string | null;
      detail: string | null;
      created_at: Date;
    }> = await this.dataSource.query(
      'SELECT email, reason, source, detail, created_at FROM email_suppressions WHERE email = $1',
      [email],
    );
    const row = rows[0];
    return row
      ? {
          email: row.email,
          reason: row.reason,
          source: row.source,
          detail: row.detail,
          suppressedAt: row.created_at,
        }
      : null;
  }

  /**
   * Takes a bounce suppression off the list and keeps what it was, with who lifted it; any other
   * reason stays. Returns the lift's id, or null when the address had no bounce suppression.
   */
  async liftBounce(email: string, liftedBy: string): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7036))', [email]);
      const rows: Array<{ id: number }> = await manager.query(
        `WITH lifted AS (
           DELETE FROM email_suppressions WHERE email = $1 AND reason = 'bounce'
           RETURNING email, reason, source, detail, created_at)
         INSERT INTO email_suppression_lifts (email, reason, source, detail, suppressed_at, lifted_by)
         SELECT email, reason, source, detail, created_at, $2 FROM lifted
         RETURNING id`,
        [email, liftedBy],
      );
      return rows[0]?.id ?? null;
    });
  }

  /**
   * The campaign delivery the event is about: the one its Message-ID names, when that delivery went to
   * the event's address under that campaign's key (a report naming another address links nothing).
   */
  private async deliveryOf(
    manager: EntityManager,
    event: ProviderEvent,
  ): Promise<{ campaignId: number; deliveryId: number } | null> {
    const named = deliveryOfMessageId(event.messageId);
    if (!named) return null;
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM email_deliveries d JOIN email_campaigns c ON c.id = d.campaign_id
       WHERE d.id = $1 AND d.campaign_id = $2 AND d.email = $3
         AND left(replace(coalesce(c.job_key::text, '0'), '-', ''), 8) = $4`,
      [named.deliveryId, named.campaignId, event.email, named.key],
    );
    return rows.length ? { campaignId: named.campaignId, deliveryId: named.deliveryId } : null;
  }

  private async isErased(manager: EntityManager, email: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      'SELECT 1 FROM email_suppressions WHERE email_hash = $1 LIMIT 1',
      [this.hash.of(email)],
    );
    return rows.length > 0;
  }

  private async lastLift(manager: EntityManager, email: string): Promise<Date | null> {
    const rows: Array<{ at: Date | null }> = await manager.query(
      'SELECT max(lifted_at) AS at FROM email_suppression_lifts WHERE email = $1',
      [email],
    );
    return rows[0]?.at ?? null;
  }

  /**
   * Whether some 30 days hold SOFT_BOUNCE_LIMIT of the address's soft bounces (after the last lift),
   * counted by when they happened, so their order of arrival does not matter.
   */
  private async softBouncesAddUp(
    manager: EntityManager,
    email: string,
    liftedAt: Date | null,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM (
         SELECT count(*) OVER (ORDER BY occurred_at
                               RANGE BETWEEN CURRENT ROW AND INTERVAL '${SOFT_BOUNCE_WINDOW}' FOLLOWING) AS n
         FROM email_provider_events
         WHERE email = $1 AND kind = 'soft_bounce' AND ($2::timestamptz IS NULL OR occurred_at > $2)
       ) windows WHERE n >= ${SOFT_BOUNCE_LIMIT} LIMIT 1`,
      [email, liftedAt],
    );
    return rows.length > 0;
  }

  /** A bounce suppresses an address not already on the list; any reason already there stays. */
  private async suppressForBounce(
    manager: EntityManager,
    event: ProviderEvent,
    detail: string | null,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO email_suppressions (email, reason, source, detail) VALUES ($1, 'bounce', $2, $3)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [event.email, event.provider, detail],
    );
    return rows.length > 0;
  }

  /** A complaint outranks every other reason but itself: it can never be lifted. */
  private async suppressForComplaint(manager: EntityManager, event: ProviderEvent): Promise<void> {
    await manager.query(
      `INSERT INTO email_suppressions (email, reason, source, detail) VALUES ($1, 'complaint', $2, $3)
       ON CONFLICT (email) DO UPDATE
         SET reason = 'complaint', source = EXCLUDED.source, detail = EXCLUDED.detail,
             created_at = now()
         WHERE email_suppressions.reason <> 'complaint'`,
      [event.email, event.provider, shorten(event.detail)],
    );
  }
}

function shorten(text: string | null): string | null {
  if (text === null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat ? flat.slice(0, MAX_DETAIL) : null;
}
