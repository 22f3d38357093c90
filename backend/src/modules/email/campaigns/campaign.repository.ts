import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Queries over campaigns that the sweeper, the maintenance job and the metrics need. */
@Injectable()
export class CampaignRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Campaigns a crash or an outage may have left behind: `sending` with no progress for two minutes,
   * or `scheduled` for over a minute past their date.
   */
  async stalledOrOverdue(): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT c.id FROM email_campaigns c
       WHERE (c.status = 'sending' AND c.updated_at < now() - interval '2 minutes'
              AND NOT EXISTS (SELECT 1 FROM email_deliveries d
                              WHERE d.campaign_id = c.id AND d.updated_at > now() - interval '2 minutes'))
          OR (c.status = 'scheduled' AND c.scheduled_date < now() - interval '1 minute')`,
    );
    return rows.map((r) => r.id);
  }

  /** Deliveries of each campaign being sent, by status. */
  async sendingProgress(): Promise<{ campaignId: number; status: string; count: number }[]> {
    const rows: { campaignId: number; status: string; count: string }[] =
      await this.dataSource.query(
        `SELECT d.campaign_id AS "campaignId", d.status, count(*) AS count
         FROM email_deliveries d JOIN email_campaigns c ON c.id = d.campaign_id
         WHERE c.status = 'sending' GROUP BY 1, 2`,
      );
    return rows.map((r) => ({ ...r, count: Number(r.count) }));
  }

  /** How many campaigns there are in each status. */
  async countsByStatus(): Promise<{ status: string; count: number }[]> {
    const rows: { status: string; count: string }[] = await this.dataSource.query(
      'SELECT status, count(*) AS count FROM email_campaigns GROUP BY 1',
    );
    return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
  }

  /** Every video address some campaign uses. */
  async videoUrlsInUse(): Promise<Set<string>> {
    const rows: { url: string }[] = await this.dataSource.query(
      `SELECT DISTINCT video_message_url AS url FROM email_campaigns WHERE video_message_url IS NOT NULL`,
    );
    return new Set(rows.map((r) => r.url));
  }
}
