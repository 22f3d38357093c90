import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { toJobFailure } from '../../../common/errors/job-failure';
import { BounceMailboxService } from '../bounces/bounce-mailbox.service';
import { CampaignRepository } from '../campaigns/campaign.repository';
import {
  CounselingResponseJobData,
  DispatchJobData,
  EarlierCounselingResponseJobData,
  EarlierWelcomeJobData,
  dispatchJobId,
  EMAIL_QUEUE,
  EmailJobs,
  MemberEmailChangedJobData,
  MemberEmailChangeJobData,
  SubscriptionConfirmJobData,
  MemberSignInJobData,
  SWEEP_EVERY_MS,
  SenderTestJobData,
  TestSendJobData,
  WelcomeJobData,
} from '../email.constants';
import { SettingsService } from '../../settings/settings.service';
import { CampaignDispatchService } from './campaign-dispatch.service';
import { DeliveryRepository } from './delivery.repository';
import { openMailJob, SEALED_MAIL_JOBS } from './sealed-mail-job';
import { TransactionalMailService } from './transactional-mail.service';

const NO_RECIPIENTS = 'No recipients matched the target audience at the scheduled time.';
const NO_TEMPLATE = "The campaign's e-mail template no longer exists.";
const NO_POSTAL_ADDRESS =
  "The ministry's postal address was removed from Settings before the scheduled time: add it and send the campaign again.";

/** Dispatching campaigns, the sweeper, and the single messages (welcome, counseling, test). */
@Processor(EMAIL_QUEUE)
@Injectable()
export class EmailProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger('EmailProcessor');

  constructor(
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue,
    private readonly dispatcher: CampaignDispatchService,
    private readonly deliveries: DeliveryRepository,
    private readonly campaigns: CampaignRepository,
    private readonly transactionalMail: TransactionalMailService,
    private readonly settings: SettingsService,
    private readonly bounceMailbox: BounceMailboxService,
  ) {
    super();
  }

  /** The sweeper is a repeatable job owned by the queue: one schedule however many workers run. */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'email-sweep',
      { every: SWEEP_EVERY_MS },
      { name: EmailJobs.sweep, opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
  }

  async process(job: Job): Promise<string> {
    try {
      return await this.run(job);
    } catch (error) {
      // A domain error retrying cannot mend fails the job at once; anything else is retried.
      throw toJobFailure(error);
    }
  }

  private run(job: Job): Promise<string> {
    if (SEALED_MAIL_JOBS.has(job.name)) return this.single(job.name, openMailJob(job.data));
    switch (job.name) {
      case EmailJobs.dispatch:
        return this.dispatch((job.data as DispatchJobData).campaignId, false, job.id);
      case EmailJobs.sweep:
        return this.sweep();
      case EmailJobs.testSend:
        return this.transactionalMail.testSend(job.data as TestSendJobData);
      case EmailJobs.senderTest:
        return this.transactionalMail.senderTest(job.data as SenderTestJobData);
      case EmailJobs.bounceMailbox:
        return this.bounceMailbox
          .read()
          .then((reading) =>
            reading ? `read ${reading.messages}, applied ${reading.applied}` : 'off',
          );
      default:
        throw new Error(`Unknown e-mail job ${job.name}`);
    }
  }

  /** A message to one person, its job opened (sealed ones; an earlier version's as it is). */
  private single(name: string, data: unknown): Promise<string> {
    switch (name) {
      case EmailJobs.welcome:
        return this.transactionalMail.welcome(data as WelcomeJobData | EarlierWelcomeJobData);
      case EmailJobs.counselingResponse:
        return this.transactionalMail.counselingResponse(
          data as CounselingResponseJobData | EarlierCounselingResponseJobData,
        );
      case EmailJobs.memberEmailChange:
        return this.transactionalMail.memberEmailChange(data as MemberEmailChangeJobData);
      case EmailJobs.memberEmailChanged:
        return this.transactionalMail.memberEmailChanged(data as MemberEmailChangedJobData);
      case EmailJobs.subscriptionConfirm:
        return this.transactionalMail.subscriptionConfirm(data as SubscriptionConfirmJobData);
      default:
        return this.transactionalMail.memberSignIn(data as MemberSignInJobData);
    }
  }

  /**
   * Starts a due scheduled campaign, then enqueues every pending delivery; safe to repeat. `jobId` is
   * the dispatch job's, when a job (not the sweeper) asks.
   */
  private async dispatch(campaignId: number, heal: boolean, jobId?: string): Promise<string> {
    const campaign = await this.campaigns.findById(campaignId);
    if (!campaign) return 'gone';
    // A job kept from an earlier life of the database must not start the campaign now under its id.
    if (jobId !== undefined && jobId !== dispatchJobId(campaign)) return 'not this campaign';
    if (campaign.status === 'scheduled') {
      // Scheduling checked it; an address removed since then must not let the campaign go out without one.
      if (!this.settings.mailIdentity().campaignPostalAddress) {
        await this.dispatcher.fail(campaignId, ['scheduled'], NO_POSTAL_ADDRESS);
        return NO_POSTAL_ADDRESS;
      }
      const started = await this.dispatcher.start(campaignId, ['scheduled']);
      if (!started.ok) {
        if (started.reason === 'no-recipients' || started.reason === 'no-template') {
          const reason = started.reason === 'no-recipients' ? NO_RECIPIENTS : NO_TEMPLATE;
          await this.dispatcher.fail(campaignId, ['scheduled'], reason);
          return reason;
        }
        return started.reason;
      }
    } else if (campaign.status !== 'sending') {
      return `not sending (${campaign.status})`;
    }
    const enqueued = await this.dispatcher.enqueuePending(campaign, heal);
    await this.deliveries.completeFinished([campaignId]);
    return `enqueued ${enqueued} batches`;
  }

  /**
   * Heals what a crash or an outage can leave behind: a `sending` campaign with no progress for two
   * minutes gets its missing or failed jobs back; a scheduled campaign whose job was lost is started.
   */
  private async sweep(): Promise<string> {
    const ids = await this.campaigns.stalledOrOverdue();
    for (const id of ids) {
      this.logger.warn(`Sweeper re-dispatching campaign ${id}`);
      await this.dispatch(id, true);
    }
    return `swept ${ids.length}`;
  }
}
