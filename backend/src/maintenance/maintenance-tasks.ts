import { Global, Injectable, Module } from '@nestjs/common';

/** What one housekeeping task did, as counts by name (e.g. `{ unusedVideos: 2 }`). */
export type MaintenanceCounts = Record<string, number>;

/** A feature's housekeeping, run by the scheduled maintenance job; `now` is the run's time. */
export type MaintenanceTask = (now: Date) => Promise<MaintenanceCounts>;

/**
 * The core's register of housekeeping: features add what only they can clean up (e.g. the e-mail
 * module the uploaded videos no campaign uses), and MaintenanceService runs every task each hour.
 */
@Injectable()
export class MaintenanceTasks {
  private readonly tasks: MaintenanceTask[] = [];

  add(task: MaintenanceTask): void {
    this.tasks.push(task);
  }

  all(): readonly MaintenanceTask[] {
    return this.tasks;
  }
}

@Global()
@Module({ providers: [MaintenanceTasks], exports: [MaintenanceTasks] })
export class MaintenanceModule {}
