import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { QueueConsumer } from '../../../queue/queue-consumers.service';
import { CAMPAIGN_QUEUE, CampaignJobData, DELIVERY_BATCH } from '../email.constants';
import { CampaignDeliveryService } from './campaign-delivery.service';

/**
 * The consumer of campaign deliveries. Built by hand rather than with @Processor because its rate
 * limit and concurrency come from configuration. Short locks let a restarted worker take over the
 * jobs of one that was killed within seconds; a job may stall several times before it counts as failed.
 *
 * Each job is a batch of DELIVERY_BATCH deliveries. EMAIL_CONCURRENCY bounds the messages in flight
 * (CampaignDeliveryService's slots); the worker takes enough batches for that, plus one whose rows are
 * read while the others send. EMAIL_RATE_PER_SECOND, across all workers, lets one batch start per
 * DELIVERY_BATCH / rate seconds, and the batch spaces its messages 1 / rate seconds apart.
 */
@Injectable()
export class CampaignDeliveryWorker implements OnApplicationBootstrap, QueueConsumer {
  private readonly logger = new Logger('CampaignDeliveryWorker');
  private worker: Worker<CampaignJobData> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(CAMPAIGN_QUEUE) private readonly queue: Queue<CampaignJobData>,
    private readonly delivery: CampaignDeliveryService,
  ) {}

  onApplicationBootstrap(): void {
    const { ratePerSecond, concurrency } = this.config.mail;
    this.worker = new Worker<CampaignJobData>(CAMPAIGN_QUEUE, (job) => this.delivery.deliver(job), {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
      concurrency: Math.ceil(concurrency / DELIVERY_BATCH) + 1,
      limiter:
        ratePerSecond > 0
          ? { max: 1, duration: Math.ceil((DELIVERY_BATCH * 1000) / ratePerSecond) }
          : undefined,
      lockDuration: 10_000,
      stalledInterval: 5_000,
      maxStalledCount: 10,
    });
    this.worker.on('error', (error) => this.logger.error(error));
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`Delivery job ${job?.id} attempt ${job?.attemptsMade}: ${error.message}`),
    );
  }

  /** Stops taking new deliveries in this process (running ones finish). */
  async pause(): Promise<void> {
    await this.worker?.pause();
  }

  resume(): void {
    this.worker?.resume();
  }

  /** Called by QueueConsumersService at shutdown, before the mail pool and the database close. */
  async closeConsumer(): Promise<void> {
    await this.worker?.close();
  }
}
