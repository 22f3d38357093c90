import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { QUEUES } from '../queues';
import {
  FailedJobDto,
  FailedJobsPageDto,
  QueueSummaryDto,
  RetryResultDto,
} from './queue-admin.dto';
import { FailedJobNotFoundError, UnknownQueueError } from './queue-admin.errors';

const STATES = ['waiting', 'active', 'failed', 'delayed', 'completed'] as const;
/** Failed jobs moved back per round of "retry all". */
const RETRY_BATCH = 1000;

/** What administrators see of the queues and do with failed jobs. */
@Injectable()
export class QueueAdminService {
  constructor(private readonly moduleRef: ModuleRef) {}

  async summaries(): Promise<QueueSummaryDto[]> {
    return Promise.all(
      QUEUES.map(async (name) => {
        const counts = await this.queue(name).getJobCounts(...STATES);
        const count = (state: (typeof STATES)[number]) => counts[state] ?? 0;
        return {
          name,
          counts: {
            waiting: count('waiting'),
            active: count('active'),
            failed: count('failed'),
            delayed: count('delayed'),
            completed: count('completed'),
          },
        };
      }),
    );
  }

  async failed(name: string, page: number, pageSize: number): Promise<FailedJobsPageDto> {
    const queue = this.queue(name);
    const start = (page - 1) * pageSize;
    const [total, jobs] = await Promise.all([
      queue.getFailedCount(),
      queue.getJobs(['failed'], start, start + pageSize - 1, false),
    ]);
    return {
      items: jobs.filter(Boolean).map((job): FailedJobDto => ({
        id: String(job.id),
        name: job.name,
        failedReason: job.failedReason ?? '',
        attemptsMade: job.attemptsMade,
        createdAt: new Date(job.timestamp).toISOString(),
        failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      })),
      total,
      page,
      pageSize,
    };
  }

  async retry(name: string, jobId: string): Promise<RetryResultDto> {
    const queue = this.queue(name);
    const job = await queue.getJob(jobId);
    if (!job || (await job.getState()) !== 'failed') throw new FailedJobNotFoundError();
    await job.retry('failed');
    return { retried: 1 };
  }

  async retryAll(name: string): Promise<RetryResultDto> {
    const queue = this.queue(name);
    const failed = await queue.getFailedCount();
    if (failed > 0) await queue.retryJobs({ state: 'failed', count: RETRY_BATCH });
    return { retried: failed };
  }

  private queue(name: string): Queue {
    if (!(QUEUES as readonly string[]).includes(name)) throw new UnknownQueueError();
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}
