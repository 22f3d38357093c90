import type { Locator } from '@playwright/test';
import type { AdminDashboardPage } from './admin-dashboard-page';

export class AdminSystemTab {
  section!: Locator;

  constructor(readonly dashboard: AdminDashboardPage) {}

  async open(): Promise<Locator> {
    this.section = await this.dashboard.open('System', 'System');
    return this.section;
  }

  get queues(): Locator {
    return this.section.getByRole('table').first();
  }

  /** The row of one queue in the counts table. */
  queueRow(name: string): Locator {
    return this.section.locator(`.admin-system-queues tbody tr[data-row-key="${name}"]`);
  }

  /** The row of a failed job, found by its id. */
  failedJob(id: string): Locator {
    return this.section.locator('.admin-system-failed tbody tr', { hasText: `#${id}` });
  }

  chooseQueue(name: string): Promise<void> {
    return this.section
      .getByRole('radiogroup', { name: 'Queue' })
      .getByText(new RegExp(`^${name} \\(`))
      .click();
  }
}
