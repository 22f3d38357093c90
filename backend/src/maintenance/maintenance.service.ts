import { Injectable } from '@nestjs/common';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { MaintenanceCounts, MaintenanceTasks } from './maintenance-tasks';

/** What a maintenance run removed: the core's own counts and every feature task's. */
export type MaintenanceResult = MaintenanceCounts & {
  rateLimits: number;
};

/** Housekeeping that nothing else does: run by the scheduled maintenance job (SystemProcessor). */
@Injectable()
export class MaintenanceService {
  constructor(
    private readonly tasks: MaintenanceTasks,
    private readonly rateLimits: RateLimitService,
  ) {}

  async run(now = new Date()): Promise<MaintenanceResult> {
    const counts: MaintenanceCounts = {};
    for (const task of this.tasks.all()) Object.assign(counts, await task(now));
    return {
      ...counts,
      rateLimits: await this.rateLimits.pruneExpired(),
    };
  }
}
