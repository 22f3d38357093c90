import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { BackupService } from '../backup/backup.service';
import { BACKUP_JOB, PING_JOB, SYSTEM_QUEUE } from './queue.constants';

export interface PingResult {
  pong: true;
  echo: string;
  processedBy: number;
}

/**
 * Ping jobs (proof end to end that the queue carries work from the API to a worker) and scheduled
 * backups.
 */
@Processor(SYSTEM_QUEUE)
export class SystemProcessor extends WorkerHost {
  constructor(private readonly backups: BackupService) {
    super();
  }

  async process(job: Job<{ echo: string }>): Promise<PingResult | string> {
    if (job.name === BACKUP_JOB) return this.backups.run();
    if (job.name !== PING_JOB) throw new Error(`Unknown system job ${job.name}`);
    return { pong: true, echo: job.data.echo, processedBy: process.pid };
  }
}
