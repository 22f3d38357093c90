import { Injectable, Logger } from '@nestjs/common';
import { MaintenanceTasks } from '../../maintenance/maintenance-tasks';
import { SettingsService } from '../settings/settings.service';
import { TestimonialsRepository } from './testimonials.repository';

const DAY_MS = 24 * 3600 * 1000;

/** Retention (settings): on each maintenance run, testimonies rejected past their period are erased. */
@Injectable()
export class TestimonialsRetention {
  private readonly logger = new Logger('Retention');

  constructor(
    tasks: MaintenanceTasks,
    private readonly testimonials: TestimonialsRepository,
    private readonly settings: SettingsService,
  ) {
    tasks.add(async (now) => ({ rejectedTestimonies: await this.eraseRejected(now) }));
  }

  async eraseRejected(now: Date): Promise<number> {
    const days = this.settings.values().retainRejectedTestimoniesDays;
    const erased = await this.testimonials.deleteRejectedBefore(
      new Date(now.getTime() - days * DAY_MS),
    );
    if (erased) this.logger.log(`Erased ${erased} testimonies rejected ${days} days ago`);
    return erased;
  }
}
