import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { FAILED_JOBS_KEPT } from '../../../queue/queue.constants';
import { CampaignRepository } from '../campaigns/campaign.repository';
import { normalizeCriteria } from '../campaigns/target-criteria';
import {
  CAMPAIGN_QUEUE,
  CampaignJobData,
  CampaignJobRef,
  DELIVER_BATCH_JOB,
  DELIVERY_ATTEMPTS,
  DELIVERY_BATCH,
  deliveryBatchJob,
  deliveryBatchOf,
  deliveryRangeOfJobId,
  earlierDeliveryOfJobId,
} from '../email.constants';
import { CampaignStatus, EmailCampaign } from '../entities/email-campaign.entity';
import { DeliveryRepository } from './delivery.repository';

export type StartResult =
  | { ok: true; campaign: EmailCampaign }
  | { ok: false; reason: 'not-found' | 'wrong-status' | 'no-template' | 'no-recipients' };

/**
 * Jobs added per call (a 50,000-recipient campaign has 1,000): small enough that the first batches
 * start sending while the rest are added, since the queue runs each call as one transaction.
 */
const ENQUEUE_CHUNK = 100;
/** Job ids read per call when looking through a state of the queue for a campaign's. */
const JOB_ID_PAGE = 1000;
/** The states of a job that may still run. */
const LIVE_STATES = ['active', 'waiting', 'prioritized', 'delayed', 'waiting-children'] as const;

/**
 * Starting a campaign and handing its deliveries to the queue. Both steps are idempotent, so a process
 * that dies half-way can simply run them again.
 */
@Injectable()
export class CampaignDispatchService {
  private readonly logger = new Logger('CampaignDispatch');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(CAMPAIGN_QUEUE) private readonly campaignQueue: Queue<CampaignJobData>,
    private readonly campaigns: CampaignRepository,
    private readonly deliveries: DeliveryRepository,
  ) {}

  /**
   * In one transaction: freezes the audience into delivery rows, snapshots the template and moves the
   * campaign to `sending`. Nothing changes unless all of it does.
   */
  async start(campaignId: number, from: CampaignStatus[]): Promise<StartResult> {
    const result = await this.campaigns.inStartTransaction(
      campaignId,
      async ({ campaign, template: templateOf, freezeAudience, save }): Promise<StartResult> => {
        if (!campaign) return { ok: false, reason: 'not-found' };
        if (!from.includes(campaign.status)) return { ok: false, reason: 'wrong-status' };
        const template = campaign.templateId ? await templateOf(campaign.templateId) : null;
        if (!template) return { ok: false, reason: 'no-template' };
        const recipients = await freezeAudience(normalizeCriteria(campaign.targetCriteria));
        if (recipients === 0) return { ok: false, reason: 'no-recipients' };
        campaign.status = 'sending';
        campaign.recipientCount = recipients;
        campaign.audienceFrozenAt = new Date();
        campaign.failureReason = null;
        campaign.content = {
          subject: template.subject,
          greeting: template.greeting,
          message: template.message,
          signature: template.signature,
        };
        await save(campaign);
        return { ok: true, campaign };
      },
    );
    // A failed start leaves no half-written deliveries behind.
    if (!result.ok && result.reason === 'no-recipients') {
      await this.deliveries.deleteOfCampaign(campaignId);
    }
    return result;
  }

  /** Marks a campaign failed with a reason (only from the statuses given). */
  fail(campaignId: number, from: CampaignStatus[], reason: string): Promise<void> {
    return this.campaigns.fail(campaignId, from, reason);
  }

  /**
   * Adds a job for every batch of the campaign that holds a pending delivery (see DELIVERY_BATCH), in
   * chunks. Job ids are `campaignId-jobKey-firstId-lastId`, so running this again adds only what is
   * missing. With `heal`, a batch whose job ended as failed (e.g. stalled too often, or the database
   * was down) is retried. A batch holding a delivery whose single-delivery job of an earlier version
   * may still run gets no job yet: both would find the delivery pending and send it twice; once those
   * jobs are done, a later sweep adds the batch for what they left pending. Returns how many batches
   * hold pending deliveries.
   */
  async enqueuePending(campaign: CampaignJobRef, heal = false): Promise<number> {
    if (heal) await this.retryFailedJobs(campaign);
    // Read before the pending rows: a job that ends in between has committed its delivery's outcome.
    const held = await this.batchesWithEarlierJobs(campaign);
    const batches = await this.deliveries.pendingBatches(campaign.id, DELIVERY_BATCH);
    const free = held.size ? batches.filter((firstId) => !held.has(firstId)) : batches;
    if (held.size)
      this.logger.warn(
        `Campaign ${campaign.id}: ${held.size} batches wait for single-delivery jobs of an earlier version`,
      );
    for (let i = 0; i < free.length; i += ENQUEUE_CHUNK) {
      await this.campaignQueue.addBulk(
        free.slice(i, i + ENQUEUE_CHUNK).map((firstId) => {
          const { jobId, data } = deliveryBatchJob(campaign, firstId);
          return {
            name: DELIVER_BATCH_JOB,
            data,
            opts: {
              jobId,
              attempts: DELIVERY_ATTEMPTS,
              backoff: { type: 'exponential', delay: this.config.mail.retryBaseMs },
              removeOnComplete: { age: 3600, count: 10000 },
              removeOnFail: FAILED_JOBS_KEPT,
            },
          };
        }),
      );
    }
    return batches.length;
  }

  /** The ids of the queue's jobs in `state`, a page at a time. */
  private async *jobIds(state: (typeof LIVE_STATES)[number] | 'failed'): AsyncGenerator<string> {
    for (let start = 0; ; start += JOB_ID_PAGE) {
      const ids = await this.campaignQueue.getRanges([state], start, start + JOB_ID_PAGE - 1, true);
      yield* ids;
      if (ids.length < JOB_ID_PAGE) return;
    }
  }

  /**
   * The batches (by first delivery id) holding a delivery whose single-delivery job, queued by a
   * version before batching, is still waiting or running (an upgrade while a campaign was sending).
   */
  private async batchesWithEarlierJobs(campaign: CampaignJobRef): Promise<Set<number>> {
    const held = new Set<number>();
    for (const state of LIVE_STATES) {
      for await (const jobId of this.jobIds(state)) {
        const deliveryId = earlierDeliveryOfJobId(campaign, jobId);
        if (deliveryId !== null) held.add(deliveryBatchOf(deliveryId));
      }
    }
    return held;
  }

  /**
   * Retries the campaign's failed jobs that still cover a pending delivery; failed jobs whose
   * deliveries are all final stay as they are, for inspection. A pending delivery whose failed job the
   * retention (FAILED_JOBS_KEPT) already removed has no job at all: enqueuePending adds it again. It
   * reads only the ids of the queue's failed jobs, a page at a time, and fetches the campaign's, so a
   * sweep costs calls in proportion to the failed jobs, not to the deliveries still to send.
   */
  private async retryFailedJobs(campaign: CampaignJobRef): Promise<void> {
    const failed: { jobId: string; firstId: number; lastId: number }[] = [];
    for await (const jobId of this.jobIds('failed')) {
      const range = deliveryRangeOfJobId(campaign, jobId);
      if (range) failed.push({ jobId, ...range });
    }
    if (!failed.length) return;
    const pending = await this.deliveries.rangesWithPending(campaign.id, failed);
    let retried = 0;
    for (const [i, { jobId }] of failed.entries()) {
      if (!pending[i]) continue;
      try {
        const job = await this.campaignQueue.getJob(jobId);
        if (!job) continue;
        await job.retry('failed');
        retried += 1;
      } catch (error) {
        // Retried meanwhile by another sweep, or removed: nothing left to heal.
        this.logger.warn(`Could not retry delivery job ${jobId}: ${(error as Error).message}`);
      }
    }
    if (retried)
      this.logger.warn(`Retrying ${retried} failed delivery jobs of campaign ${campaign.id}`);
  }
}
