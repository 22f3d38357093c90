import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CONTENT_QUEUE, YOUTUBE_SYNC_JOB } from './youtube.constants';

/** API processes starting within the same few minutes ask for one start-up sync between them. */
const START_WINDOW_MS = 5 * 60_000;

/**
 * Puts the YouTube sync on the queue: once at start, then every YOUTUBE_SYNC_INTERVAL_MINUTES as a job
 * scheduler the queue owns (so N API processes keep one schedule), and on an administrator's request.
 */
@Injectable()
export class YoutubeSyncScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(YoutubeSyncScheduler.name);

  constructor(
    @InjectQueue(CONTENT_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.youtube.apiKey && this.config.youtube.channelId);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.configured) {
      await this.queue.removeJobScheduler(YOUTUBE_SYNC_JOB).catch(() => false);
      return;
    }
    const every = this.config.youtube.syncIntervalMinutes * 60_000;
    await this.queue.upsertJobScheduler(
      YOUTUBE_SYNC_JOB,
      { every, startDate: Date.now() + every },
      { name: YOUTUBE_SYNC_JOB, data: { reason: 'schedule' } },
    );
    await this.request('start');
    this.logger.log(
      `YouTube sync scheduled every ${this.config.youtube.syncIntervalMinutes} minutes`,
    );
  }

  /** Enqueues a sync now; the worker runs one at a time (concurrency 1). */
  async request(reason: 'start' | 'admin'): Promise<void> {
    const jobId =
      reason === 'start'
        ? `${YOUTUBE_SYNC_JOB}-start-${Math.floor(Date.now() / START_WINDOW_MS)}`
        : undefined;
    await this.queue.add(YOUTUBE_SYNC_JOB, { reason }, { jobId });
  }
}
