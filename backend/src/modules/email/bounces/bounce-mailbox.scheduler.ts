import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { BOUNCE_MAILBOX_EVERY_MS, EMAIL_QUEUE, EmailJobs } from '../email.constants';

/** The scheduler's id in the queue. */
export const BOUNCE_MAILBOX_SCHEDULER = 'email-bounce-mailbox';

/**
 * The bounce mailbox's reading is a repeatable job owned by the queue: one schedule however many
 * workers start, each reading taken by one of them. A reading finds the mailbox off in Settings and
 * does nothing, so switching it on needs no restart.
 */
@Injectable()
export class BounceMailboxScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(EMAIL_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      BOUNCE_MAILBOX_SCHEDULER,
      { every: BOUNCE_MAILBOX_EVERY_MS },
      { name: EmailJobs.bounceMailbox, opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
  }
}
