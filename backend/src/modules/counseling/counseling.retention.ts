import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MaintenanceTasks } from '../../maintenance/maintenance-tasks';
import { SettingsService } from '../settings/settings.service';
import { CounselingRequest } from './entities/counseling-request.entity';

/**
 * Retention (settings): on each maintenance run, closed counseling requests whose period since closing
 * has passed are erased, with their responses (the foreign key cascades).
 */
@Injectable()
export class CounselingRetention {
  private readonly logger = new Logger('Retention');

  constructor(
    tasks: MaintenanceTasks,
    @InjectRepository(CounselingRequest) private readonly requests: Repository<CounselingRequest>,
    private readonly settings: SettingsService,
  ) {
    tasks.add(async (now) => ({ closedCounselingRequests: await this.eraseClosed(now) }));
  }

  async eraseClosed(now: Date): Promise<number> {
    const months = this.settings.values().retainClosedCounselingMonths;
    const result = await this.requests
      .createQueryBuilder()
      .delete()
      .where(
        `status = 'closed' AND closed_at < CAST(:now AS timestamptz) - make_interval(months => :months)`,
        {
          now,
          months,
        },
      )
      .execute();
    const erased = result.affected ?? 0;
    if (erased) this.logger.log(`Erased ${erased} counseling requests closed ${months} months ago`);
    return erased;
  }
}
