import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { MetricsService } from '../../../metrics/metrics.service';
import { CampaignRepository } from './campaign.repository';

/** Campaign progress in the process's metrics, read from this module's tables when scraped. */
@Injectable()
export class CampaignMetrics {
  constructor(metrics: MetricsService, campaigns: CampaignRepository) {
    new Gauge({
      name: 'ministry_campaign_deliveries',
      help: 'Deliveries of each campaign being sent, by status (campaign progress)',
      labelNames: ['campaign_id', 'status'] as const,
      registers: [metrics.registry],
      async collect() {
        this.reset();
        for (const r of await campaigns.sendingProgress())
          this.set({ campaign_id: String(r.campaignId), status: r.status }, r.count);
      },
    });
    new Gauge({
      name: 'ministry_campaigns',
      help: 'E-mail campaigns by status',
      labelNames: ['status'] as const,
      registers: [metrics.registry],
      async collect() {
        this.reset();
        for (const r of await campaigns.countsByStatus()) this.set({ status: r.status }, r.count);
      },
    });
  }
}
