import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { DeliverJobData, deliveryJobId } from '../email.constants';
import { EmailCampaign } from '../entities/email-campaign.entity';
import { MAIL_REASONS, MailComposerService } from '../mail/mail-composer.service';
import {
  isTemporaryMailError,
  mailErrorText,
  MailTransportService,
} from '../mail/mail-transport.service';
import { campaignBody } from '../mail/render';
import { DeliveryRepository } from './delivery.repository';

type CampaignForSend = Pick<
  EmailCampaign,
  'id' | 'jobKey' | 'status' | 'content' | 'lessonLinks' | 'videoMessageUrl'
>;

const CAMPAIGN_CACHE_MS = 5000;

/**
 * Sends one campaign delivery. The order is what makes a crash harmless: read the row and the
 * suppression list just before sending, send, then commit the outcome and only then let the job
 * complete. A job repeated after a crash finds its row final and sends nothing; only a message whose
 * send had started but whose outcome was not yet committed can go out twice.
 */
@Injectable()
export class CampaignDeliveryService {
  private readonly campaigns = new Map<
    number,
    { at: number; campaign: Promise<CampaignForSend | null> }
  >();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deliveries: DeliveryRepository,
    private readonly composer: MailComposerService,
    private readonly transport: MailTransportService,
  ) {}

  async deliver(job: Job<DeliverJobData>): Promise<string> {
    const { campaignId, deliveryId } = job.data;
    const delivery = await this.deliveries.load(deliveryId);
    if (!delivery) return 'gone';
    if (delivery.status !== 'pending') {
      await this.deliveries.record({
        id: deliveryId,
        campaignId,
        status: delivery.status,
        checkOnly: true,
      });
      return `already ${delivery.status}`;
    }
    if (delivery.suppressed) {
      await this.deliveries.record({ id: deliveryId, campaignId, status: 'skipped' });
      return 'skipped';
    }
    let campaign = await this.campaign(campaignId);
    if (campaign && job.id !== deliveryJobId(campaign, deliveryId)) {
      // The cache may hold the campaign an earlier life of the database (restored or reset) had
      // under this id; if the database's own still differs, the job is such a leftover, and the
      // delivery now under its ids has a job of its own.
      campaign = await this.campaign(campaignId, true);
      if (campaign && job.id !== deliveryJobId(campaign, deliveryId)) return 'not this campaign';
    }
    if (!campaign?.content || campaign.status !== 'sending') {
      await this.deliveries.record({
        id: deliveryId,
        campaignId,
        status: 'skipped',
        error: 'The campaign is no longer sending',
      });
      return 'skipped';
    }
    const message = this.composer.compose(
      campaignBody(campaign.content, campaign.lessonLinks, campaign.videoMessageUrl),
      delivery,
      MAIL_REASONS.campaign,
      { 'X-Campaign-Id': String(campaignId) },
    );
    let messageId: string;
    try {
      ({ messageId } = await this.transport.send(message));
    } catch (error) {
      const text = mailErrorText(error);
      const attempts = job.opts.attempts ?? 1;
      if (isTemporaryMailError(error) && job.attemptsMade + 1 < attempts) {
        await this.deliveries.record({
          id: deliveryId,
          campaignId,
          status: 'pending',
          error: text,
        });
        throw error; // BullMQ retries it after the backoff
      }
      await this.deliveries.record({ id: deliveryId, campaignId, status: 'failed', error: text });
      return 'failed';
    }
    await this.deliveries.record({ id: deliveryId, campaignId, status: 'sent', messageId });
    return 'sent';
  }

  /** The campaign as sent; its content is a snapshot that no longer changes, so it is cached briefly. */
  private campaign(id: number, fresh = false): Promise<CampaignForSend | null> {
    const cached = this.campaigns.get(id);
    if (!fresh && cached && Date.now() - cached.at < CAMPAIGN_CACHE_MS) return cached.campaign;
    const campaign = this.dataSource.getRepository(EmailCampaign).findOne({
      where: { id },
      select: ['id', 'jobKey', 'status', 'content', 'lessonLinks', 'videoMessageUrl'],
    });
    this.campaigns.set(id, { at: Date.now(), campaign });
    campaign.catch(() => this.campaigns.delete(id));
    if (this.campaigns.size > 100) this.campaigns.delete(this.campaigns.keys().next().value!);
    return campaign;
  }
}
