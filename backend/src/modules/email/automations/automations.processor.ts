import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { toJobFailure } from '../../../common/errors/job-failure';
import { MailComposerService } from '../mail/mail-composer.service';
import {
  isTemporaryMailError,
  mailErrorText,
  MailTransportService,
} from '../mail/mail-transport.service';
import { firstNameOf } from '../mail/render';
import { SuppressionRepository } from '../unsubscribe/suppression.repository';
import {
  AUTOMATION_BATCH,
  AUTOMATION_SWEEP_EVERY_MS,
  AUTOMATIONS_QUEUE,
  AutomationJobs,
  SERIES,
} from './automations.constants';
import { AutomationsRepository, type ClaimedSend } from './automations.repository';

/** Tries of one message meeting temporary SMTP errors, one per sweep, before it counts as failed. */
const SEND_ATTEMPTS = 5;

/**
 * The sweep of the welcome series: a job the queue schedules itself (one schedule however many
 * workers run; no timer of a process). Each sweep turns due steps into send rows, then claims and
 * sends them; both steps are single statements that two workers cannot both win, and a claim cut
 * short by a crash is never sent again, so no one gets a message of a series twice.
 */
@Processor(AUTOMATIONS_QUEUE)
@Injectable()
export class AutomationsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger('AutomationsProcessor');

  constructor(
    @InjectQueue(AUTOMATIONS_QUEUE) private readonly queue: Queue,
    private readonly automations: AutomationsRepository,
    private readonly suppressions: SuppressionRepository,
    private readonly composer: MailComposerService,
    private readonly transport: MailTransportService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      'automations-sweep',
      { every: AUTOMATION_SWEEP_EVERY_MS },
      { name: AutomationJobs.sweep, opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
  }

  async process(job: Job): Promise<string> {
    try {
      if (job.name !== AutomationJobs.sweep) throw new Error(`Unknown automation job ${job.name}`);
      return await this.sweep();
    } catch (error) {
      throw toJobFailure(error);
    }
  }

  async sweep(): Promise<string> {
    let queued = 0;
    for (let n = AUTOMATION_BATCH; n === AUTOMATION_BATCH; queued += n)
      n = await this.automations.queueDue(AUTOMATION_BATCH);
    await this.automations.skipOrphans();
    const outcomes: Record<string, number> = { sent: 0, skipped: 0, failed: 0, retry: 0 };
    for (;;) {
      const claimed = await this.automations.claim(AUTOMATION_BATCH);
      for (const send of claimed) outcomes[await this.sendOne(send)] += 1;
      if (claimed.length < AUTOMATION_BATCH || outcomes.retry > 0) break;
    }
    return `queued ${queued}, sent ${outcomes.sent}, skipped ${outcomes.skipped}, failed ${outcomes.failed}, retrying ${outcomes.retry}`;
  }

  /**
   * One claimed message: skipped (and the series stopped) for an address suppressed or no longer on
   * its list, else sent and its outcome recorded.
   */
  private async sendOne(send: ClaimedSend): Promise<'sent' | 'skipped' | 'failed' | 'retry'> {
    if (await this.suppressions.isSuppressed(send.email)) {
      await this.automations.record(send.id, 'skipped', { error: 'The address is suppressed' });
      await this.automations.stopEnrolment(send.enrolmentId, 'suppressed');
      return 'skipped';
    }
    if (!(await this.automations.stillListed(send.kind, send.email))) {
      await this.automations.record(send.id, 'skipped', { error: 'No longer on the list' });
      await this.automations.stopEnrolment(send.enrolmentId, 'left');
      return 'skipped';
    }
    const recipient = { email: send.email, name: send.name, firstName: firstNameOf(send.name) };
    const message = this.composer.compose(
      { subject: send.subject, message: send.body },
      recipient,
      SERIES[send.kind].reason,
      { 'X-Automation': send.kind },
    );
    try {
      const { messageId } = await this.transport.send(message);
      await this.automations.record(send.id, 'sent', { messageId });
      return 'sent';
    } catch (error) {
      const text = mailErrorText(error);
      // Refused for now, so certainly not sent: the next sweep tries it again.
      if (isTemporaryMailError(error) && send.attempts < SEND_ATTEMPTS) {
        await this.automations.record(send.id, 'pending', { error: text });
        return 'retry';
      }
      this.logger.warn({ sendId: send.id, error: text }, 'A welcome series message failed');
      await this.automations.record(send.id, 'failed', { error: text });
      return 'failed';
    }
  }
}
