import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DATABASE_DIRECT_URL } from '../database/database.tokens';
import { BACKUP_JOB, SYSTEM_QUEUE } from '../queue/queue.constants';
import { createBackup, pruneScheduledBackups } from './backup';

/**
 * Scheduled backups: a job scheduler the queue owns (one schedule however many workers run), set
 * only when BACKUP_SCHEDULE is; each run writes an archive to BACKUP_DIR and keeps BACKUP_KEEP.
 */
@Injectable()
export class BackupService implements OnApplicationBootstrap {
  private readonly logger = new Logger(BackupService.name);

  constructor(
    @InjectQueue(SYSTEM_QUEUE) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    // Past a pooler, the direct address: a dump holds one session for a long time.
    @Inject(DATABASE_DIRECT_URL) private readonly databaseUrl: string,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { schedule } = this.config.backup;
    if (!schedule) {
      await this.queue.removeJobScheduler(BACKUP_JOB).catch(() => false);
      return;
    }
    await this.queue.upsertJobScheduler(BACKUP_JOB, schedule, {
      name: BACKUP_JOB,
      // A failed backup is not retried at once (the next one comes on schedule); it stays visible.
      opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 },
    });
    this.logger.log(
      `Backups scheduled (${JSON.stringify(schedule)}) into ${this.config.backup.dir}`,
    );
  }

  /** One scheduled backup, then the retention. */
  async run(): Promise<string> {
    const { dir, keep, pgBinDir } = this.config.backup;
    const { file, fallback } = await createBackup(
      { databaseUrl: this.databaseUrl, storage: this.config.storage, pgBinDir },
      dir,
      { scheduled: true },
    );
    if (fallback) this.logger.log(fallback);
    const deleted = await pruneScheduledBackups(dir, keep);
    this.logger.log(`Backup written to ${file}; ${deleted.length} old archives deleted`);
    return `wrote ${file}, deleted ${deleted.length}`;
  }
}
