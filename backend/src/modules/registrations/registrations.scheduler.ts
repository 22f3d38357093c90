import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { REGISTRATIONS_QUEUE, RegistrationJobs, SWEEP_EVERY_MS } from './registrations.constants';

/** The sweep's schedule, owned by the queue: one schedule however many processes start. */
@Injectable()
export class RegistrationsScheduler implements OnApplicationBootstrap {
  constructor(@InjectQueue(REGISTRATIONS_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      RegistrationJobs.sweep,
      { every: SWEEP_EVERY_MS },
      { name: RegistrationJobs.sweep, data: {} },
    );
  }
}
