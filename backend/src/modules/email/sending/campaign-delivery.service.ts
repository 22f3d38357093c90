import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { CampaignJobData, deliveryRangeOfJobId } from '../email.constants';
import type { Language } from '../../../common/i18n/languages';
import { CampaignForSend, CampaignRepository } from '../campaigns/campaign.repository';
import { CampaignVersions } from '../campaigns/campaign-versions';
import { MAIL_REASONS, MailComposerService } from '../mail/mail-composer.service';
import {
  isTemporaryMailError,
  mailErrorText,
  MailTransportService,
} from '../mail/mail-transport.service';
import { campaignBody, type MailBody } from '../mail/render';
import { CampaignTracking } from '../tracking/campaign-tracking.service';
import { DeliveryForSend, DeliveryRepository } from './delivery.repository';
import { SendSlots } from './send-slots';

/** What became of one message of a batch; `retry` when a temporary error leaves it pending. */
type Outcome = 'sent' | 'skipped' | 'failed' | { retry: string };

/** The campaign's bodies of a batch, one per language its recipients get. */
type Bodies = CampaignVersions<MailBody>;

const CAMPAIGN_CACHE_MS = 5000;

/**
 * Sends a batch of campaign deliveries (a job of the campaign queue). The order is what makes a crash
 * harmless: read the batch's pending rows and the suppression list just before sending, send each
 * message, commit its outcome, and only let the job complete once every outcome is committed. A job
 * repeated after a crash finds the rows already sent final and sends only the others; only a message
 * whose send had started but whose outcome was not yet committed can go out twice, and at most
 * EMAIL_CONCURRENCY of those are in flight at a time.
 */
@Injectable()
export class CampaignDeliveryService {
  private readonly campaigns = new Map<
    number,
    { at: number; campaign: Promise<CampaignForSend | null> }
  >();
  /** The messages this process has in flight (EMAIL_CONCURRENCY), each until its outcome is committed. */
  private readonly slots: SendSlots;
  /** Time between two messages of a batch when EMAIL_RATE_PER_SECOND limits the rate. */
  private readonly spacingMs: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly campaignRows: CampaignRepository,
    private readonly deliveries: DeliveryRepository,
    private readonly composer: MailComposerService,
    private readonly transport: MailTransportService,
    private readonly tracking: CampaignTracking,
  ) {
    this.slots = new SendSlots(config.mail.concurrency);
    this.spacingMs = config.mail.ratePerSecond > 0 ? 1000 / config.mail.ratePerSecond : 0;
  }

  async deliver(job: Job<CampaignJobData>): Promise<string> {
    const { campaignId } = job.data;
    let campaign = await this.campaign(campaignId);
    // The job's id says which deliveries it covers, under the campaign's random key.
    let range = campaign && deliveryRangeOfJobId(campaign, job.id!);
    if (campaign && !range) {
      // The cache may hold the campaign an earlier life of the database (restored or reset) had
      // under this id; if the database's own still differs, the job is such a leftover, and the
      // deliveries now under its ids have jobs of their own.
      campaign = await this.campaign(campaignId, true);
      range = campaign && deliveryRangeOfJobId(campaign, job.id!);
      if (campaign && !range) return 'not this campaign';
    }
    if (!campaign || !range) return 'gone';
    const pending = await this.deliveries.pendingInRange(campaignId, range.firstId, range.lastId);
    let result = 'nothing pending';
    if (pending.length && campaign.content && campaign.status === 'sending') {
      // Each recipient's version is chosen from what is in memory: no query per recipient.
      const bodies: Bodies = new CampaignVersions(
        campaign.content,
        campaign.translations ?? {},
        this.composer.offeredLanguages(),
        ({ content }) => campaignBody(content, campaign.lessonLinks, campaign.videoMessageUrl),
      );
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const outcomes = await this.sendAll(campaign, bodies, pending, lastAttempt);
      const retries = outcomes.filter((o) => typeof o === 'object');
      if (retries.length) {
        // BullMQ retries the job after the backoff; the messages already sent stay final.
        throw new Error(
          `${retries.length} of ${pending.length} messages met a temporary error (${retries[0].retry}); retrying them`,
        );
      }
      const count = (what: Outcome) => outcomes.filter((o) => o === what).length;
      result = `sent ${count('sent')}, skipped ${count('skipped')}, failed ${count('failed')}`;
    } else if (pending.length) {
      await Promise.all(
        pending.map((d) =>
          this.deliveries.record({
            id: d.id,
            status: 'skipped',
            error: 'The campaign is no longer sending',
          }),
        ),
      );
      result = `skipped ${pending.length}`;
    }
    // Also for a job repeated after a crash that left nothing pending: the campaign may be done.
    await this.deliveries.completeFinished([campaignId]);
    return result;
  }

  /**
   * Sends the batch's messages, each as soon as a slot is free (spaced out when the rate is limited),
   * and records each outcome. Settles only when every message has, so a failing write leaves no send
   * running behind the job's back.
   */
  private async sendAll(
    campaign: CampaignForSend,
    bodies: Bodies,
    pending: DeliveryForSend[],
    lastAttempt: boolean,
  ): Promise<Outcome[]> {
    const start = Date.now();
    const results = await Promise.allSettled(
      pending.map(async (delivery, i): Promise<Outcome> => {
        if (delivery.suppressed) {
          await this.deliveries.record({ id: delivery.id, status: 'skipped' });
          return 'skipped';
        }
        const wait = start + i * this.spacingMs - Date.now();
        if (wait > 0) await sleep(wait);
        const { language, value: body } = bodies.for(delivery.language);
        return this.slots.run(() => this.sendOne(campaign, body, language, delivery, lastAttempt));
      }),
    );
    const failure = results.find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
    return results.map((r) => (r as PromiseFulfilledResult<Outcome>).value);
  }

  private async sendOne(
    campaign: CampaignForSend,
    body: MailBody,
    language: Language,
    delivery: DeliveryForSend,
    lastAttempt: boolean,
  ): Promise<Outcome> {
    const message = this.composer.compose(
      body,
      delivery,
      MAIL_REASONS.campaign,
      { 'X-Campaign-Id': String(campaign.id) },
      { ...this.tracking.messageOptions(campaign, delivery), language },
    );
    let messageId: string;
    try {
      ({ messageId } = await this.transport.send(message));
    } catch (error) {
      const text = mailErrorText(error);
      if (isTemporaryMailError(error) && !lastAttempt) {
        await this.deliveries.record({ id: delivery.id, status: 'pending', error: text });
        return { retry: text };
      }
      await this.deliveries.record({ id: delivery.id, status: 'failed', error: text });
      return 'failed';
    }
    await this.deliveries.record({ id: delivery.id, status: 'sent', messageId });
    return 'sent';
  }

  /** The campaign as sent; its content is a snapshot that no longer changes, so it is cached briefly. */
  private campaign(id: number, fresh = false): Promise<CampaignForSend | null> {
    const cached = this.campaigns.get(id);
    if (!fresh && cached && Date.now() - cached.at < CAMPAIGN_CACHE_MS) return cached.campaign;
    const campaign = this.campaignRows.findForSend(id);
    this.campaigns.set(id, { at: Date.now(), campaign });
    campaign.catch(() => this.campaigns.delete(id));
    if (this.campaigns.size > 100) this.campaigns.delete(this.campaigns.keys().next().value!);
    return campaign;
  }
}
