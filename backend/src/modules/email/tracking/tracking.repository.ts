import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TrackingKind } from '../entities/email-tracking-event.entity';

/** A sent delivery with what its campaign linked to. */
export interface TrackedDelivery {
  deliveryId: number;
  campaignId: number;
  lessonLinks: string[];
  videoMessageUrl: string | null;
}

/** What a campaign's report counts, all from stored rows. */
export interface ReportCounts {
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
  pending: number;
  hardBounced: number;
  softBounced: number;
  complaints: number;
  unsubscribed: number;
  uniqueOpens: number;
  totalOpens: number;
  uniqueClicks: number;
  totalClicks: number;
  firstSentAt: Date | null;
}

export interface LinkCounts {
  link: number;
  unique: number;
  total: number;
}

export interface HourCounts {
  hour: number;
  opens: number;
  clicks: number;
  bounces: number;
}

/** The opens, clicks and unsubscribes of campaign messages, and the counts of a campaign's report. */
@Injectable()
export class TrackingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The delivery a token names, if it was sent (only a sent message can be opened or clicked). */
  async sentDelivery(deliveryId: number): Promise<TrackedDelivery | null> {
    const rows: Array<{
      campaign_id: number;
      lesson_links: string[];
      video_message_url: string | null;
    }> = await this.dataSource.query(
      `SELECT d.campaign_id, c.lesson_links, c.video_message_url
       FROM email_deliveries d JOIN email_campaigns c ON c.id = d.campaign_id
       WHERE d.id = $1 AND d.status = 'sent'`,
      [deliveryId],
    );
    const row = rows[0];
    return row
      ? {
          deliveryId,
          campaignId: row.campaign_id,
          lessonLinks: row.lesson_links,
          videoMessageUrl: row.video_message_url,
        }
      : null;
  }

  async record(
    delivery: { campaignId: number; deliveryId: number },
    kind: TrackingKind,
    link: number | null = null,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO email_tracking_events (campaign_id, delivery_id, kind, link) VALUES ($1, $2, $3, $4)`,
      [delivery.campaignId, delivery.deliveryId, kind, link],
    );
  }

  /**
   * An unsubscribe through a campaign's link, once per delivery (the form and the one-click POST of
   * the same message count once), and only for the address the message went to.
   */
  async recordUnsubscribe(deliveryId: number, email: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO email_tracking_events (campaign_id, delivery_id, kind)
       SELECT d.campaign_id, d.id, 'unsubscribe' FROM email_deliveries d
       WHERE d.id = $1 AND d.email = $2
         AND NOT EXISTS (SELECT 1 FROM email_tracking_events t
                         WHERE t.delivery_id = d.id AND t.kind = 'unsubscribe')`,
      [deliveryId, email],
    );
  }

  async counts(campaignId: number): Promise<ReportCounts> {
    const [deliveries]: Array<Record<string, number | Date | null>> = await this.dataSource.query(
      `SELECT count(*)::int AS recipients,
              count(*) FILTER (WHERE status = 'sent')::int AS sent,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              count(*) FILTER (WHERE status = 'skipped')::int AS skipped,
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              min(sent_at) AS first_sent_at
       FROM email_deliveries WHERE campaign_id = $1`,
      [campaignId],
    );
    const [events]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT count(DISTINCT delivery_id) FILTER (WHERE kind = 'hard_bounce')::int AS hard,
              count(DISTINCT delivery_id) FILTER (WHERE kind = 'soft_bounce')::int AS soft,
              count(DISTINCT delivery_id) FILTER (WHERE kind = 'complaint')::int AS complaints
       FROM email_provider_events WHERE campaign_id = $1`,
      [campaignId],
    );
    const [tracking]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT count(DISTINCT delivery_id) FILTER (WHERE kind = 'unsubscribe')::int AS unsubscribed,
              count(DISTINCT delivery_id) FILTER (WHERE kind = 'open')::int AS unique_opens,
              count(*) FILTER (WHERE kind = 'open')::int AS total_opens,
              count(DISTINCT delivery_id) FILTER (WHERE kind = 'click')::int AS unique_clicks,
              count(*) FILTER (WHERE kind = 'click')::int AS total_clicks
       FROM email_tracking_events WHERE campaign_id = $1`,
      [campaignId],
    );
    return {
      recipients: Number(deliveries.recipients),
      sent: Number(deliveries.sent),
      failed: Number(deliveries.failed),
      skipped: Number(deliveries.skipped),
      pending: Number(deliveries.pending),
      firstSentAt: (deliveries.first_sent_at as Date | null) ?? null,
      hardBounced: events.hard,
      softBounced: events.soft,
      complaints: events.complaints,
      unsubscribed: tracking.unsubscribed,
      uniqueOpens: tracking.unique_opens,
      totalOpens: tracking.total_opens,
      uniqueClicks: tracking.unique_clicks,
      totalClicks: tracking.total_clicks,
    };
  }

  /** The campaign's skipped deliveries by why their address is suppressed now. */
  async skippedReasons(campaignId: number): Promise<Array<{ reason: string; count: number }>> {
    return this.dataSource.query(
      `SELECT coalesce(s.reason, 'other') AS reason, count(*)::int AS count
       FROM email_deliveries d LEFT JOIN email_suppressions s ON s.email = d.email
       WHERE d.campaign_id = $1 AND d.status = 'skipped'
       GROUP BY 1 ORDER BY 2 DESC, 1`,
      [campaignId],
    );
  }

  async linkCounts(campaignId: number): Promise<LinkCounts[]> {
    const rows: Array<{ link: number; unique: number; total: number }> =
      await this.dataSource.query(
        `SELECT link, count(DISTINCT delivery_id)::int AS unique, count(*)::int AS total
         FROM email_tracking_events WHERE campaign_id = $1 AND kind = 'click'
         GROUP BY link ORDER BY link`,
        [campaignId],
      );
    return rows;
  }

  /**
   * Opens, clicks and bounces per hour of the 48 from `start` (hours without any are left out).
   * Providers stamp their events to the second (SendGrid's `timestamp`), so a bounce in the send's
   * first second can read as a little before `start`: the window opens at `start`'s second, and such
   * an event counts in hour 0.
   */
  async hours(campaignId: number, start: Date): Promise<HourCounts[]> {
    const rows: Array<{ hour: number; kind: string; n: number }> = await this.dataSource.query(
      `SELECT floor(greatest(0, extract(epoch FROM (at - $2::timestamptz))) / 3600)::int AS hour,
              kind, count(*)::int AS n
       FROM (SELECT occurred_at AS at, kind FROM email_tracking_events
              WHERE campaign_id = $1 AND kind IN ('open', 'click')
             UNION ALL
             SELECT occurred_at, 'bounce' FROM email_provider_events
              WHERE campaign_id = $1 AND kind IN ('hard_bounce', 'soft_bounce')) events
       WHERE at >= date_trunc('second', $2::timestamptz)
         AND at < $2::timestamptz + interval '48 hours'
       GROUP BY 1, 2`,
      [campaignId, start],
    );
    const byHour = new Map<number, HourCounts>();
    for (const row of rows) {
      const hour = byHour.get(row.hour) ?? { hour: row.hour, opens: 0, clicks: 0, bounces: 0 };
      if (row.kind === 'open') hour.opens = row.n;
      else if (row.kind === 'click') hour.clicks = row.n;
      else hour.bounces = row.n;
      byHour.set(row.hour, hour);
    }
    return [...byHour.values()];
  }
}
