import { Injectable, Logger } from '@nestjs/common';
import { MaintenanceTasks } from '../../maintenance/maintenance-tasks';
import { SettingsService } from '../settings/settings.service';
import { AuditService } from './audit.service';

/** Retention (settings): on each maintenance run, audit rows older than the period are erased. */
@Injectable()
export class AuditRetention {
  private readonly logger = new Logger('Retention');

  constructor(
    tasks: MaintenanceTasks,
    private readonly audit: AuditService,
    private readonly settings: SettingsService,
  ) {
    tasks.add(async (now) => ({ auditEvents: await this.eraseExpired(now) }));
  }

  async eraseExpired(now: Date): Promise<number> {
    const days = this.settings.values().retainAuditEventsDays;
    try {
      const erased = await this.audit.prune(now, days);
      if (erased) this.logger.log(`Erased ${erased} audit events older than ${days} days`);
      return erased;
    } catch (err) {
      // The database refuses when its period differs from this process's for a moment (a settings
      // change on its way): the next run erases them, and the other tasks still run.
      this.logger.error({ err }, 'Could not erase expired audit events');
      return 0;
    }
  }
}
