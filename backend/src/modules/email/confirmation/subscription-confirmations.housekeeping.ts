import { Injectable } from '@nestjs/common';
import { MaintenanceTasks } from '../../../maintenance/maintenance-tasks';
import { SubscriptionConfirmationsService } from './subscription-confirmations.service';

/** On each maintenance run, confirmation rows that neither confirm nor limit anything any more go. */
@Injectable()
export class SubscriptionConfirmationsHousekeeping {
  constructor(tasks: MaintenanceTasks, confirmations: SubscriptionConfirmationsService) {
    tasks.add(async (now) => ({ subscriptionConfirmations: await confirmations.prune(now) }));
  }
}
