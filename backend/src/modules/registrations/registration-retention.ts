import { Injectable, Logger } from '@nestjs/common';
import { DateTime } from 'luxon';
import { PageSettings } from '../../common/http/page-settings';
import { MaintenanceTasks } from '../../maintenance/maintenance-tasks';
import { SettingsService } from '../settings/settings.service';
import { RegistrationRetentionRepository } from './registration-retention.repository';

/**
 * The first day whose events keep their registrations: `months` before `now`'s day in the
 * ministry's zone. An event dated before it ended by the next midnight, at least `months` ago.
 */
export function registrationsKeptFrom(now: Date, months: number, zone: string): string {
  return DateTime.fromJSDate(now, { zone }).minus({ months }).toISODate()!;
}

/**
 * Retention (settings): on each maintenance run, the registrations of events that ended more than
 * `retainEventRegistrationsMonths` ago are erased, with their answers, check-ins and mail.
 */
@Injectable()
export class RegistrationRetention {
  private readonly logger = new Logger('Retention');

  constructor(
    tasks: MaintenanceTasks,
    private readonly repo: RegistrationRetentionRepository,
    private readonly settings: SettingsService,
    private readonly page: PageSettings,
  ) {
    tasks.add(async (now) => ({ pastEventRegistrations: await this.erasePast(now) }));
  }

  async erasePast(now: Date): Promise<number> {
    const months = this.settings.values().retainEventRegistrationsMonths;
    const erased = await this.repo.eraseOfEventsBefore(
      registrationsKeptFrom(now, months, this.page.timeZone()),
    );
    if (erased)
      this.logger.log(`Erased ${erased} registrations of events over ${months} months ago`);
    return erased;
  }
}
