import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { BackupService } from '../backup/backup.service';
import { MaintenanceResult, MaintenanceService } from '../maintenance/maintenance.service';
import {
  BACKUP_JOB,
  MAINTENANCE_EVERY_MS,
  MAINTENANCE_JOB,
  PING_JOB,
  SYSTEM_QUEUE,
} from './queue.constants';

export interface PingResult {
  pong: true;
  echo: string;
  processedBy: number;
}

/**
 * Answers ping jobs (proves end to end that the queue carries work from the API to a worker) and
 * runs the scheduled maintenance and backups.
 */
@Processor(SYSTEM_QUEUE)
export class SystemProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(SYSTEM_QUEUE) private readonly queue: Queue,
    private readonly maintenance: MaintenanceService,
    private readonly backups: BackupService,
  ) {
    super();
  }

  /** A repeatable job owned by the queue: one schedule however many workers run, never a timer. */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      MAINTENANCE_JOB,
      { every: MAINTENANCE_EVERY_MS },
      { name: MAINTENANCE_JOB, opts: { removeOnComplete: 24, removeOnFail: 100 } },
    );
  }

  async process(job: Job): Promise<PingResult | MaintenanceResult | string> {
    switch (job.name) {
      case PING_JOB:
        return {
          pong: true,
          echo: (job.data as { echo: string }).echo,
          processedBy: process.pid,
        };
      case MAINTENANCE_JOB:
        return this.maintenance.run();
      case BACKUP_JOB:
        return this.backups.run();
      default:
        throw new Error(`Unknown system job ${job.name}`);
    }
  }
}
