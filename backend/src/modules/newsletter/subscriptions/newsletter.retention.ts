import { Injectable, Logger } from '@nestjs/common';
import { MaintenanceTasks } from '../../../maintenance/maintenance-tasks';
import { NewsletterService } from './newsletter.service';

/** Retention (settings): on each maintenance run, unconfirmed sign-ups past their period go. */
@Injectable()
export class NewsletterRetention {
  private readonly logger = new Logger('Retention');

  constructor(tasks: MaintenanceTasks, newsletter: NewsletterService) {
    tasks.add(async (now) => {
      const unconfirmedSubscribers = await newsletter.eraseUnconfirmed(now);
      if (unconfirmedSubscribers) {
        this.logger.log(`Erased ${unconfirmedSubscribers} unconfirmed newsletter subscriptions`);
      }
      return { unconfirmedSubscribers };
    });
  }
}
