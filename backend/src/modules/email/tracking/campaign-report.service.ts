import { Injectable } from '@nestjs/common';
import { SettingsService } from '../../settings/settings.service';
import { CampaignRepository } from '../campaigns/campaign.repository';
import { CampaignNotFoundError } from '../campaigns/email-campaigns.errors';
import type { CampaignHourReportDto, CampaignReportDto } from '../dto/campaign-report.dto';
import { CampaignTracking } from './campaign-tracking.service';
import { TrackingRepository } from './tracking.repository';

/** Hours the report's chart covers, from the first message out. */
export const REPORT_HOURS = 48;

/**
 * A campaign's report: its deliveries' outcomes, the bounces and complaints that named its messages,
 * the unsubscribes through its links, and opens and clicks, each counted from stored rows, so any
 * process at any time gives the same answer.
 */
@Injectable()
export class CampaignReportService {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly rows: TrackingRepository,
    private readonly tracking: CampaignTracking,
    private readonly settings: SettingsService,
  ) {}

  async report(campaignId: number): Promise<CampaignReportDto> {
    const campaign = await this.campaigns.findById(campaignId);
    if (!campaign) throw new CampaignNotFoundError();
    const counts = await this.rows.counts(campaignId);
    const linkCounts = new Map(
      (await this.rows.linkCounts(campaignId)).map((row) => [row.link, row]),
    );
    const links = this.tracking.links(campaign).map((url, link) => ({
      url,
      uniqueClicks: linkCounts.get(link)?.unique ?? 0,
      totalClicks: linkCounts.get(link)?.total ?? 0,
    }));
    let hours: CampaignHourReportDto[] = [];
    if (counts.firstSentAt) {
      const byHour = new Map(
        (await this.rows.hours(campaignId, counts.firstSentAt)).map((row) => [row.hour, row]),
      );
      hours = Array.from(
        { length: REPORT_HOURS },
        (_, hour) => byHour.get(hour) ?? { hour, opens: 0, clicks: 0, bounces: 0 },
      );
    }
    return {
      campaignId,
      recipients: counts.recipients,
      sent: counts.sent,
      failed: counts.failed,
      skipped: counts.skipped,
      pending: counts.pending,
      skippedReasons: await this.rows.skippedReasons(campaignId),
      hardBounced: counts.hardBounced,
      softBounced: counts.softBounced,
      complaints: counts.complaints,
      unsubscribed: counts.unsubscribed,
      tracking: this.settings.values().trackOpensAndClicks,
      uniqueOpens: counts.uniqueOpens,
      totalOpens: counts.totalOpens,
      uniqueClicks: counts.uniqueClicks,
      totalClicks: counts.totalClicks,
      links,
      hours,
      startedAt: counts.firstSentAt?.toISOString() ?? null,
    };
  }
}
