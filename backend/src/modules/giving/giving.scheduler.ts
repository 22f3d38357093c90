import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { GIVING_QUEUE, GivingJobs, SWEEP_EVERY_MS } from './giving.constants';

/** The outbox sweep's schedule, owned by the queue: one schedule however many processes start. */
@Injectable()
export class GivingScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(GIVING_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      GivingJobs.sweep,
      { every: SWEEP_EVERY_MS },
      { name: GivingJobs.sweep, data: {} },
    );
  }
}
