import { WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Worker } from 'bullmq';

/** What owns a BullMQ worker built by hand (not through @Processor), e.g. the campaign deliveries. */
export interface QueueConsumer {
  closeConsumer(): Promise<void>;
}

const isQueueConsumer = (instance: unknown): instance is QueueConsumer =>
  typeof (instance as Partial<QueueConsumer> | null)?.closeConsumer === 'function';

/**
 * Stops every queue consumer of the process before anything they use goes away. Nest runs all destroy
 * hooks, then all before-shutdown hooks, then all shutdown hooks (where the mail pool, the database and
 * the queue connections close): closing the workers here lets their running jobs finish and commit
 * their outcome, and leaves the jobs not yet started waiting in the queue for the next process.
 */
@Injectable()
export class QueueConsumersService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('QueueConsumers');

  constructor(private readonly discovery: DiscoveryService) {}

  async beforeApplicationShutdown(): Promise<void> {
    const closing: Promise<void>[] = [];
    for (const { instance } of this.discovery.getProviders()) {
      if (instance instanceof WorkerHost) {
        const worker = workerOf(instance);
        if (worker) closing.push(worker.close());
      } else if (isQueueConsumer(instance)) {
        closing.push(instance.closeConsumer());
      }
    }
    if (!closing.length) return;
    const started = Date.now();
    await Promise.all(closing);
    this.logger.log(`Closed ${closing.length} queue consumers in ${Date.now() - started} ms`);
  }
}

/** A @Processor's worker, if it was started (WorkerHost's getter throws before that). */
function workerOf(host: WorkerHost): Worker | undefined {
  try {
    return host.worker;
  } catch {
    return undefined;
  }
}
