import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SuppressionRepository } from '../unsubscribe/suppression.repository';
import { DataSource } from 'typeorm';
import type { DeliveryStatus } from '../entities/email-delivery.entity';
import { MicroBatcher } from './micro-batcher';

export interface DeliveryForSend {
  id: number;
  campaignId: number;
  email: string;
  name: string;
  firstName: string;
  status: DeliveryStatus;
  suppressed: boolean;
}

export interface DeliveryOutcome {
  id: number;
  campaignId: number;
  /** `pending` records a temporary failure; the job is retried later. */
  status: DeliveryStatus;
  messageId?: string | null;
  error?: string | null;
  /** Changes nothing; only runs the campaign completion check (for a repeated job). */
  checkOnly?: boolean;
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
 * Delivery rows, read and written in batches: the state just before a send (including whether the
 * address is suppressed now) and the outcome right after it. A send job completes only after its
 * outcome is committed, so a worker that dies in between leaves the job to be retried.
 */
@Injectable()
export class DeliveryRepository {
  private readonly loader = new MicroBatcher<number, DeliveryForSend | null>((ids) =>
    this.loadMany(ids),
  );
  private readonly recorder = new MicroBatcher<DeliveryOutcome, void>((outcomes) =>
    this.recordMany(outcomes),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly suppressions: SuppressionRepository,
  ) {}

  load(id: number): Promise<DeliveryForSend | null> {
    return this.loader.call(id);
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

  /** Records an outcome; also marks the campaign finished when its last pending delivery is done. */
  record(outcome: DeliveryOutcome): Promise<void> {
    return this.recorder.call(outcome);
  }

  private async loadMany(ids: number[]): Promise<(DeliveryForSend | null)[]> {
    const params: unknown[] = [ids];
    const rows: {
      id: number;
      campaign_id: number;
      email: string;
      name: string;
      first_name: string;
      status: DeliveryStatus;
      suppressed: boolean;
    }[] = await this.dataSource.query(
      `SELECT d.id, d.campaign_id, d.email, d.name, d.first_name, d.status,
              ${this.suppressions.suppressedSql('d.email', params)} AS suppressed
       FROM email_deliveries d WHERE d.id = ANY ($1::int[])`,
      params,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const r = byId.get(id);
      return r
        ? {
            id: r.id,
            campaignId: r.campaign_id,
            email: r.email,
            name: r.name,
            firstName: r.first_name,
            status: r.status,
            suppressed: r.suppressed,
          }
        : null;
    });
  }

  private async recordMany(outcomes: DeliveryOutcome[]): Promise<void[]> {
    const updates = outcomes.filter((o) => !o.checkOnly);
    if (updates.length) {
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
          updates.map((o) => o.id),
          updates.map((o) => o.status),
          updates.map((o) => o.messageId ?? null),
          updates.map((o) => o.error ?? null),
        ],
      );
    }
    const campaignIds = [
      ...new Set(outcomes.filter((o) => o.status !== 'pending').map((o) => o.campaignId)),
    ];
    if (campaignIds.length) await this.completeFinished(campaignIds);
    return outcomes.map(() => undefined);
  }

  /**
   * Moves `sending` campaigns with no pending delivery left to `sent` (or `failed` when nobody could be
   * mailed). The status condition makes it safe to run any number of times, from any process.
   */
  async completeFinished(campaignIds: number[]): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `WITH done AS (
         SELECT c.id,
                count(*) FILTER (WHERE d.status = 'sent') AS sent,
                count(*) FILTER (WHERE d.status = 'failed') AS failed,
                max(d.last_error) FILTER (WHERE d.status = 'failed') AS last_error
         FROM email_campaigns c
         LEFT JOIN email_deliveries d ON d.campaign_id = c.id
         WHERE c.id = ANY ($1::int[]) AND c.status = 'sending' AND c.audience_frozen_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM email_deliveries p
                           WHERE p.campaign_id = c.id AND p.status = 'pending')
         GROUP BY c.id
       )
       UPDATE email_campaigns c SET
         status = CASE WHEN done.sent = 0 AND done.failed > 0 THEN 'failed' ELSE 'sent' END,
         failure_reason = CASE WHEN done.sent = 0 AND done.failed > 0
           THEN 'No message could be delivered: ' || coalesce(done.last_error, 'unknown error')
           ELSE NULL END,
         sent_date = now(),
         updated_at = now()
       FROM done WHERE c.id = done.id AND c.status = 'sending'
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

  /** Pending delivery ids of a campaign after `afterId`, in id order. */
  async pendingIds(campaignId: number, afterId: number, limit: number): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM email_deliveries WHERE campaign_id = $1 AND status = 'pending' AND id > $2
       ORDER BY id LIMIT $3`,
      [campaignId, afterId, limit],
    );
    return rows.map((r) => r.id);
  }

  /** Those of `ids` (deliveries of one campaign) that are still pending. */
  async pendingAmong(campaignId: number, ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM email_deliveries
       WHERE campaign_id = $1 AND status = 'pending' AND id = ANY ($2::int[]) ORDER BY id`,
      [campaignId, ids],
    );
    return rows.map((r) => r.id);
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
