import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MaintenanceTasks } from '../../maintenance/maintenance-tasks';
import { SettingsService } from '../settings/settings.service';
import { Testimonial } from './entities/testimonial.entity';

const DAY_MS = 24 * 3600 * 1000;

/** Retention (settings): on each maintenance run, testimonies rejected past their period are erased. */
@Injectable()
export class TestimonialsRetention {
  private readonly logger = new Logger('Retention');

  constructor(
    tasks: MaintenanceTasks,
    @InjectRepository(Testimonial) private readonly testimonials: Repository<Testimonial>,
    private readonly settings: SettingsService,
  ) {
    tasks.add(async (now) => ({ rejectedTestimonies: await this.eraseRejected(now) }));
  }

  async eraseRejected(now: Date): Promise<number> {
    const days = this.settings.values().retainRejectedTestimoniesDays;
    const result = await this.testimonials
      .createQueryBuilder()
      .delete()
      .where(`status = 'rejected' AND rejected_at < :before`, {
        before: new Date(now.getTime() - days * DAY_MS),
      })
      .execute();
    const erased = result.affected ?? 0;
    if (erased) this.logger.log(`Erased ${erased} testimonies rejected ${days} days ago`);
    return erased;
  }
}
