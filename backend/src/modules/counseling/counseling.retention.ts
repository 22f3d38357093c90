import { Injectable, Logger } from '@nestjs/common';
import { MaintenanceTasks } from '../../maintenance/maintenance-tasks';
import { SettingsService } from '../settings/settings.service';
import { CounselingRepository } from './counseling.repository';

/**
 * Retention (settings): on each maintenance run, closed counseling requests whose period since closing
 * has passed are erased, with their responses (the foreign key cascades).
 */
@Injectable()
export class CounselingRetention {
  private readonly logger = new Logger('Retention');

  constructor(
    tasks: MaintenanceTasks,
    private readonly counseling: CounselingRepository,
    private readonly settings: SettingsService,
  ) {
    tasks.add(async (now) => ({ closedCounselingRequests: await this.eraseClosed(now) }));
  }

  async eraseClosed(now: Date): Promise<number> {
    const months = this.settings.values().retainClosedCounselingMonths;
    const erased = await this.counseling.deleteClosedBefore(now, months);
    if (erased) this.logger.log(`Erased ${erased} counseling requests closed ${months} months ago`);
    return erased;
  }
}
