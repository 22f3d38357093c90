import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
  | { outcome: 'replayed' }
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

  /**
   * Applies one event in one call of `apply_email_provider_event` (migration
   * ApplyProviderEventFunction, MailgunTokenInApplyFunction), its own transaction: under a lock of the
   * address, what the event meets (an erasure, the last lift, the delivery it quotes, its signing token
   * used by another event: 'replayed', nothing stored) is read, the event row stored unless its
   * (provider, event id) is there already, and a hard bounce, a complaint or the soft bounce that
   * makes SOFT_BOUNCE_LIMIT within SOFT_BOUNCE_WINDOW suppresses the address. One round trip instead
   * of the five to seven of a transaction of statements: at tens of thousands of webhook calls the
   * round trips were the cost (bench:webhooks).
   */
  async apply(event: ProviderEvent): Promise<AppliedEvent> {
    const named = deliveryOfMessageId(event.messageId);
    // Ids past PostgreSQL's integer name no delivery of ours.
    const quoted =
      named && named.deliveryId <= MAX_INT && named.campaignId <= MAX_INT ? named : null;
    const detail = shorten(event.detail);
    const rows: Array<{ outcome: AppliedEvent['outcome']; reason: 'bounce' | 'complaint' | null }> =
      await this.dataSource.query(
        `SELECT outcome, reason FROM apply_email_provider_event(
           $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::interval)`,
        [
          event.provider,
          event.eventId.slice(0, 255),
          event.email,
          this.hash.of(event.email),
          event.kind,
          event.occurredAt,
          detail,
          event.signingToken ?? null,
          quoted?.deliveryId ?? null,
          quoted?.campaignId ?? null,
          quoted?.key ?? null,
          shorten(
            `${SOFT_BOUNCE_LIMIT} soft bounces within ${SOFT_BOUNCE_WINDOW}; the last: ${event.detail ?? 'no detail'}`,
          ),
          SOFT_BOUNCE_LIMIT,
          SOFT_BOUNCE_WINDOW,
        ],
      );
    const [{ outcome, reason }] = rows;
    if (outcome === 'suppressed' && reason) return { outcome, reason };
    if (outcome === 'duplicate' || outcome === 'replayed') return { outcome };
    return { outcome: 'recorded' };
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
}

function shorten(text: string | null): string | null {
  if (text === null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat ? flat.slice(0, MAX_DETAIL) : null;
}
