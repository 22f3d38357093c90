import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { namesFromRows, type AuditTargetNamer } from '../../../common/audit/audit-target-names';
import { CampaignStatus, EmailCampaign } from '../entities/email-campaign.entity';
import { EmailTemplate } from '../entities/email-template.entity';
import { AudienceRepository } from './audience.repository';
import type { TargetCriteria } from './target-criteria';

/** What a new campaign row holds (the rest is the table's). */
export type NewCampaign = Pick<
  EmailCampaign,
  | 'name'
  | 'templateId'
  | 'targetCriteria'
  | 'lessonLinks'
  | 'videoMessageUrl'
  | 'scheduledDate'
  | 'status'
  | 'jobKey'
  | 'createdBy'
  | 'translations'
>;

/** The columns the sending of a batch reads. */
export type CampaignForSend = Pick<
  EmailCampaign,
  'id' | 'jobKey' | 'status' | 'content' | 'translations' | 'lessonLinks' | 'videoMessageUrl'
>;

/**
 * The start of a campaign's sending, as one transaction that holds the campaign's row locked: what
 * the work reads and writes through it commits together (or not at all, if the work throws).
 */
export interface StartTransaction {
  /** The campaign, locked until the end of the transaction; null when there is none. */
  readonly campaign: EmailCampaign | null;
  template(id: number): Promise<EmailTemplate | null>;
  /** Writes one pending delivery per address of the audience (idempotent); returns how many exist. */
  freezeAudience(criteria: TargetCriteria): Promise<number>;
  save(campaign: EmailCampaign): Promise<void>;
}

/** The queries of table email_campaigns, and those over campaigns the sweeper and the metrics need. */
@Injectable()
export class CampaignRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audience: AudienceRepository,
  ) {}

  private get campaigns() {
    return this.dataSource.getRepository(EmailCampaign);
  }

  /** Newest first. */
  list(): Promise<EmailCampaign[]> {
    return this.campaigns.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The audit trail's names of campaigns: their own. */
  auditNamer(): AuditTargetNamer {
    return namesFromRows(this.campaigns, (c) => c.name);
  }

  findById(id: number): Promise<EmailCampaign | null> {
    return this.campaigns.findOneBy({ id });
  }

  findForSend(id: number): Promise<CampaignForSend | null> {
    return this.campaigns.findOne({
      where: { id },
      select: [
        'id',
        'jobKey',
        'status',
        'content',
        'translations',
        'lessonLinks',
        'videoMessageUrl',
      ],
    });
  }

  insert(campaign: NewCampaign): Promise<EmailCampaign> {
    return this.campaigns.save(this.campaigns.create(campaign));
  }

  /** Runs `work` in one transaction holding the campaign's row locked (see StartTransaction). */
  inStartTransaction<T>(
    campaignId: number,
    work: (tx: StartTransaction) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const campaign = await manager.getRepository(EmailCampaign).findOne({
        where: { id: campaignId },
        lock: { mode: 'pessimistic_write' },
      });
      return work({
        campaign,
        template: (id) => manager.getRepository(EmailTemplate).findOneBy({ id }),
        freezeAudience: (criteria) => this.audience.freeze(manager, campaignId, criteria),
        save: async (changed) => {
          await manager.getRepository(EmailCampaign).save(changed);
        },
      });
    });
  }

  /** Marks a campaign failed with a reason (only from the statuses given). */
  async fail(campaignId: number, from: CampaignStatus[], reason: string): Promise<void> {
    await this.campaigns
      .createQueryBuilder()
      .update()
      .set({ status: 'failed', failureReason: reason })
      .where('id = :id AND status IN (:...from)', { id: campaignId, from })
      .execute();
  }

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
