import type { Locator } from '@playwright/test';
import type { AdminDashboardPage } from './admin-dashboard-page';

/** The Counseling tab: 'Counseling Requests'. */
export class AdminCounselingTab {
  readonly section: Locator;
  readonly counts: Locator;

  constructor(readonly dashboard: AdminDashboardPage) {
    this.section = dashboard.page.getByRole('region', { name: 'Counseling Requests', exact: true });
    this.counts = this.section.getByRole('list', { name: 'Counseling request counts' });
  }

  async open(): Promise<void> {
    await this.dashboard.open('Counseling', 'Counseling Requests');
  }

  count(label: 'Pending' | 'In Progress' | 'Urgent'): Locator {
    return this.counts
      .getByRole('listitem')
      .filter({ has: this.dashboard.page.getByText(label, { exact: true }) })
      .locator('.admin-summary__value');
  }

  card(name: string): Locator {
    return this.section.getByRole('article', { name, exact: true });
  }

  statusSelect(name: string): Locator {
    return this.card(name).getByRole('combobox', { name: `Status of ${name}'s request` });
  }
}
