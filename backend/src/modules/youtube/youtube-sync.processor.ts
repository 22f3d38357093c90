import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import { toJobFailure } from '../../common/errors/job-failure';
import { YoutubeRefusedError } from './youtube.errors';
import { CONTENT_QUEUE, YOUTUBE_SYNC_JOB } from './youtube.constants';
import { YoutubeApiError } from './youtube-api.client';
import { YoutubeSyncResult, YoutubeSyncService } from './youtube-sync.service';

/** Runs YouTube syncs from the content queue (at start, on schedule, on an admin's request). */
@Processor(CONTENT_QUEUE, { concurrency: 1 })
export class YoutubeSyncProcessor extends WorkerHost {
  private readonly logger = new Logger(YoutubeSyncProcessor.name);

  constructor(private readonly youtube: YoutubeSyncService) {
    super();
  }

  async process(job: Job): Promise<YoutubeSyncResult> {
    if (job.name !== YOUTUBE_SYNC_JOB)
      throw new UnrecoverableError(`Unknown content job ${job.name}`);
    try {
      return await this.youtube.sync();
    } catch (error) {
      // Retrying cannot help until the quota resets or the key is fixed: the next scheduled run will.
      if (error instanceof YoutubeApiError && !error.retryable) {
        this.logger.warn(error.message);
        throw toJobFailure(new YoutubeRefusedError(error.message, { cause: error }));
      }
      throw toJobFailure(error);
    }
  }
}
