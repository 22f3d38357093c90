import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SuppressionRepository } from '../unsubscribe/suppression.repository';
import { DataSource } from 'typeorm';
import type { DeliveryStatus } from '../entities/email-delivery.entity';
import { MicroBatcher } from './micro-batcher';

/** A pending delivery about to be sent. */
export interface DeliveryForSend {
  id: number;
  email: string;
  name: string;
  firstName: string;
  /** The recipient's recorded language when the audience was frozen (null before languages). */
  language: string | null;
  /** The address is on the suppression list now: the delivery is skipped. */
  suppressed: boolean;
}

export interface DeliveryOutcome {
  id: number;
  /** `pending` records a temporary failure; the job is retried later. */
  status: DeliveryStatus;
  messageId?: string | null;
  error?: string | null;
}

export interface DeliveryCounts {
  pending: number;
  sent: number;
  failed: number;
  skipped: number;
}

/** Progress before any outcome: `pending` deliveries written (none before the audience is frozen). */
export const nothingSentYet = (pending = 0): DeliveryCounts => ({
  pending,
  sent: 0,
  failed: 0,
  skipped: 0,
});

/**
 * Delivery rows: a batch's pending rows read just before its sends (including whether each address is
 * suppressed now), and each outcome written right after its send, many sends' outcomes per statement.
 * A send job completes only after its outcomes are committed, so a worker that dies in between leaves
 * the job to be retried, and the retry finds the rows already final.
 */
@Injectable()
export class DeliveryRepository {
  /** The outcomes of the sends that end within 10 ms of each other are written by one statement. */
  private readonly recorder = new MicroBatcher<DeliveryOutcome, void>((outcomes) =>
    this.recordMany(outcomes),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly suppressions: SuppressionRepository,
  ) {}

  /** The campaign's pending deliveries with an id from `firstId` to `lastId`, in id order. */
  async pendingInRange(
    campaignId: number,
    firstId: number,
    lastId: number,
  ): Promise<DeliveryForSend[]> {
    const params: unknown[] = [campaignId, firstId, lastId];
    const rows: {
      id: number;
      email: string;
      name: string;
      first_name: string;
      language: string | null;
      suppressed: boolean;
    }[] = await this.dataSource.query(
      `SELECT d.id, d.email, d.name, d.first_name, d.language,
              ${this.suppressions.suppressedSql('d.email', params)} AS suppressed
       FROM email_deliveries d
       WHERE d.campaign_id = $1 AND d.id BETWEEN $2 AND $3 AND d.status = 'pending'
       ORDER BY d.id`,
      params,
    );
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      firstName: r.first_name,
      language: r.language,
      suppressed: r.suppressed,
    }));
  }

  /**
   * An erased member's address leaves every campaign's recipients: the rows stay (the campaigns' counts
   * do not change) but name nobody, and one still waiting is skipped.
   */
  async eraseAddress(email: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_deliveries SET
         email = 'erased-' || id, name = 'Anonymous', first_name = '', last_error = NULL,
         status = CASE WHEN status = 'pending' THEN 'skipped' ELSE status END, updated_at = now()
       WHERE email = $1`,
      [email.toLowerCase()],
    );
  }

  /** Records an outcome (the campaign's completion is checked once its job is done). */
  record(outcome: DeliveryOutcome): Promise<void> {
    return this.recorder.call(outcome);
  }

  private async recordMany(outcomes: DeliveryOutcome[]): Promise<void[]> {
    // Only a pending row changes: a repeated job (after a crash) cannot overwrite a final outcome.
    await this.dataSource.query(
      `UPDATE email_deliveries d SET
         status = u.status,
         message_id = COALESCE(u.message_id, d.message_id),
         last_error = CASE WHEN u.status = 'sent' THEN d.last_error ELSE u.error END,
         sent_at = CASE WHEN u.status = 'sent' THEN now() ELSE d.sent_at END,
         attempts = d.attempts + CASE WHEN u.status = 'skipped' THEN 0 ELSE 1 END,
         updated_at = now()
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS u(id, status, message_id, error)
       WHERE d.id = u.id AND d.status = 'pending'`,
      [
        outcomes.map((o) => o.id),
        outcomes.map((o) => o.status),
        outcomes.map((o) => o.messageId ?? null),
        outcomes.map((o) => o.error ?? null),
      ],
    );
    return outcomes.map(() => undefined);
  }

  /**
   * Moves `sending` campaigns with no pending delivery left to `sent` (or `failed` when nobody could be
   * mailed). The status condition makes it safe to run any number of times, from any process. It runs
   * after every batch, so a campaign still sending costs one index probe for a pending delivery: the
   * campaigns that have none are found first (MATERIALIZED keeps the planner from joining every
   * delivery before that test), and only theirs are counted.
   */
  async completeFinished(campaignIds: number[]): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `WITH finished AS MATERIALIZED (
         SELECT c.id FROM email_campaigns c
         WHERE c.id = ANY ($1::int[]) AND c.status = 'sending' AND c.audience_frozen_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM email_deliveries p
                           WHERE p.campaign_id = c.id AND p.status = 'pending')
       )
       UPDATE email_campaigns c SET
         status = CASE WHEN done.sent = 0 AND done.failed > 0 THEN 'failed' ELSE 'sent' END,
         failure_reason = CASE WHEN done.sent = 0 AND done.failed > 0
           THEN 'No message could be delivered: ' || coalesce(done.last_error, 'unknown error')
           ELSE NULL END,
         sent_date = now(),
         updated_at = now()
       FROM finished f
       CROSS JOIN LATERAL (
         SELECT count(*) FILTER (WHERE d.status = 'sent') AS sent,
                count(*) FILTER (WHERE d.status = 'failed') AS failed,
                max(d.last_error) FILTER (WHERE d.status = 'failed') AS last_error
         FROM email_deliveries d WHERE d.campaign_id = f.id
       ) done
       WHERE c.id = f.id AND c.status = 'sending'
       RETURNING c.id`,
      [campaignIds],
    );
    return rows.map((r) => r.id);
  }

  /** Removes every delivery of a campaign (a start that found nobody to mail leaves none behind). */
  async deleteOfCampaign(campaignId: number): Promise<void> {
    await this.dataSource.query('DELETE FROM email_deliveries WHERE campaign_id = $1', [
      campaignId,
    ]);
  }

  /** The first ids of the campaign's batches (runs of `size` ids) that hold a pending delivery. */
  async pendingBatches(campaignId: number, size: number): Promise<number[]> {
    const rows: { first: number }[] = await this.dataSource.query(
      `SELECT DISTINCT id - id % $2 AS first FROM email_deliveries
       WHERE campaign_id = $1 AND status = 'pending' ORDER BY 1`,
      [campaignId, size],
    );
    return rows.map((r) => r.first);
  }

  /** Which of these id ranges (`[firstId, lastId]`) hold a pending delivery of the campaign. */
  async rangesWithPending(
    campaignId: number,
    ranges: { firstId: number; lastId: number }[],
  ): Promise<boolean[]> {
    if (!ranges.length) return [];
    const rows: { pending: boolean }[] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM email_deliveries d
                      WHERE d.campaign_id = $1 AND d.status = 'pending'
                        AND d.id BETWEEN r.first_id AND r.last_id) AS pending
       FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS r(first_id, last_id, n)
       ORDER BY r.n`,
      [campaignId, ranges.map((r) => r.firstId), ranges.map((r) => r.lastId)],
    );
    return rows.map((r) => r.pending);
  }

  async counts(campaignIds: number[]): Promise<Map<number, DeliveryCounts>> {
    const result = new Map<number, DeliveryCounts>();
    if (!campaignIds.length) return result;
    const rows: { campaign_id: number; status: DeliveryStatus; n: number }[] =
      await this.dataSource.query(
        `SELECT campaign_id, status, count(*)::int AS n FROM email_deliveries
         WHERE campaign_id = ANY ($1::int[]) GROUP BY campaign_id, status`,
        [campaignIds],
      );
    for (const id of campaignIds) result.set(id, nothingSentYet());
    for (const r of rows) result.get(r.campaign_id)![r.status] = r.n;
    return result;
  }
}
