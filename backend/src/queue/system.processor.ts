import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { PING_JOB, SYSTEM_QUEUE } from './queue.constants';

export interface PingResult {
  pong: true;
  echo: string;
  processedBy: number;
}

/** Answers ping jobs: proves end to end that the queue carries work from the API to a worker. */
@Processor(SYSTEM_QUEUE)
export class SystemProcessor extends WorkerHost {
  async process(job: Job<{ echo: string }>): Promise<PingResult> {
    if (job.name !== PING_JOB) throw new Error(`Unknown system job ${job.name}`);
    return { pong: true, echo: job.data.echo, processedBy: process.pid };
  }
}
