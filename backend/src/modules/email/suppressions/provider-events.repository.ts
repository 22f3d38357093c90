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
/** PostgreSQL's largest integer: the id columns' bound. */
const MAX_INT = 2_147_483_647;

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

  /**
   * Applies one event in as few statements as its kind allows (each is a round trip, and at tens of
   * thousands of webhook calls the round trips are the cost; see bench:webhooks): the lock; what the
   * event meets (an erasure, the last lift, the delivery it quotes) in one read; then the event row
   * and, for a hard bounce or a complaint, its suppression in one statement, the suppression written
   * only when the event row is new. Soft bounces are counted in a statement of their own, which sees
   * the row just stored.
   */
  async apply(event: ProviderEvent): Promise<AppliedEvent> {
    return this.dataSource.transaction(async (manager) => {
      // Its own statement: a read in the same one would use a snapshot taken before the lock.
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7036))', [
        event.email,
      ]);
      const { erased, liftedAt, delivery } = await this.stateOf(manager, event);
      // A bounce from before staff lifted the address's suppression is history, not news.
      const beforeLift = liftedAt !== null && event.occurredAt <= liftedAt;
      // An erased member's address is kept nowhere in plain: the event is recorded without it.
      const suppressAs = erased
        ? null
        : event.kind === 'complaint'
          ? 'complaint'
          : event.kind === 'hard_bounce' && !beforeLift
            ? 'bounce'
            : null;
      const detail = shorten(event.detail);
      const [row]: Array<{ inserted: number; suppressed: number }> = await manager.query(
        `WITH event AS (
           INSERT INTO email_provider_events
             (provider, event_id, email, kind, occurred_at, detail, signing_token, campaign_id, delivery_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (provider, event_id) DO NOTHING
           RETURNING id
         ), suppressed AS (
           -- A bounce suppresses an address not already on the list; a complaint outranks every
           -- other reason but itself (it can never be lifted).
           INSERT INTO email_suppressions (email, reason, source, detail)
           SELECT $3, $10::varchar, $1, $6 FROM event WHERE $10::varchar IS NOT NULL
           ON CONFLICT (email) DO UPDATE
             SET reason = 'complaint', source = EXCLUDED.source, detail = EXCLUDED.detail,
                 created_at = now()
             WHERE EXCLUDED.reason = 'complaint' AND email_suppressions.reason <> 'complaint'
           RETURNING 1
         )
         SELECT (SELECT count(*) FROM event)::int AS inserted,
                (SELECT count(*) FROM suppressed)::int AS suppressed`,
        [
          event.provider,
          event.eventId.slice(0, 255),
          erased ? null : event.email,
          event.kind,
          event.occurredAt,
          detail,
          event.signingToken ?? null,
          delivery?.campaignId ?? null,
          delivery?.deliveryId ?? null,
          suppressAs,
        ],
      );
      if (row.inserted === 0) return { outcome: 'duplicate' };
      if (erased) return { outcome: 'recorded' };
      if (event.kind === 'complaint') return { outcome: 'suppressed', reason: 'complaint' };
      if (event.kind === 'hard_bounce') {
        return row.suppressed > 0
          ? { outcome: 'suppressed', reason: 'bounce' }
          : { outcome: 'recorded' };
      }
      if (beforeLift) return { outcome: 'recorded' };
      const added = await this.suppressIfSoftBouncesAddUp(manager, event, liftedAt);
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
   * What the event meets, in one read: whether the address belongs to an erased member (only its hash
   * is kept), when staff last lifted its suppression, and the campaign delivery the event is about —
   * the one its Message-ID names, when that delivery went to the event's address under that campaign's
   * key (a report naming another address links nothing).
   */
  private async stateOf(
    manager: EntityManager,
    event: ProviderEvent,
  ): Promise<{
    erased: boolean;
    liftedAt: Date | null;
    delivery: { campaignId: number; deliveryId: number } | null;
  }> {
    const named = deliveryOfMessageId(event.messageId);
    // Ids past PostgreSQL's integer name no delivery of ours.
    const quoted =
      named && named.deliveryId <= MAX_INT && named.campaignId <= MAX_INT ? named : null;
    const [row]: Array<{ erased: boolean; lifted_at: Date | null; delivered: boolean }> =
      await manager.query(
        `SELECT
           EXISTS (SELECT 1 FROM email_suppressions WHERE email_hash = $1) AS erased,
           (SELECT max(lifted_at) FROM email_suppression_lifts WHERE email = $2) AS lifted_at,
           EXISTS (
             SELECT 1 FROM email_deliveries d JOIN email_campaigns c ON c.id = d.campaign_id
             WHERE d.id = $3 AND d.campaign_id = $4 AND d.email = $2
               AND left(replace(coalesce(c.job_key::text, '0'), '-', ''), 8) = $5
           ) AS delivered`,
        [
          this.hash.of(event.email),
          event.email,
          quoted?.deliveryId ?? null,
          quoted?.campaignId ?? null,
          quoted?.key ?? null,
        ],
      );
    return {
      erased: row.erased,
      liftedAt: row.lifted_at,
      delivery:
        quoted && row.delivered
          ? { campaignId: quoted.campaignId, deliveryId: quoted.deliveryId }
          : null,
    };
  }

  /**
   * Suppresses the address when some 30 days hold SOFT_BOUNCE_LIMIT of its soft bounces (after the
   * last lift), counted by when they happened, so their order of arrival does not matter; an address
   * already on the list keeps its reason. Whether it was added.
   */
  private async suppressIfSoftBouncesAddUp(
    manager: EntityManager,
    event: ProviderEvent,
    liftedAt: Date | null,
  ): Promise<boolean> {
    const detail = shorten(
      `${SOFT_BOUNCE_LIMIT} soft bounces within ${SOFT_BOUNCE_WINDOW}; the last: ${event.detail ?? 'no detail'}`,
    );
    const rows: unknown[] = await manager.query(
      `INSERT INTO email_suppressions (email, reason, source, detail)
       SELECT $1::varchar, 'bounce', $3::varchar, $4::varchar
       WHERE EXISTS (
         SELECT 1 FROM (
           SELECT count(*) OVER (ORDER BY occurred_at
                                 RANGE BETWEEN CURRENT ROW AND INTERVAL '${SOFT_BOUNCE_WINDOW}' FOLLOWING) AS n
           FROM email_provider_events
           WHERE email = $1::varchar AND kind = 'soft_bounce' AND ($2::timestamptz IS NULL OR occurred_at > $2)
         ) windows WHERE n >= ${SOFT_BOUNCE_LIMIT})
       ON CONFLICT (email) DO NOTHING RETURNING 1`,
      [event.email, liftedAt, event.provider, detail],
    );
    return rows.length > 0;
  }
}

function shorten(text: string | null): string | null {
  if (text === null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat ? flat.slice(0, MAX_DETAIL) : null;
}
