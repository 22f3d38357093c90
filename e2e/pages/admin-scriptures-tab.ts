import type { Locator } from '@playwright/test';
import type { AdminDashboardPage } from './admin-dashboard-page';

/** The Scriptures tab: 'Scripture Management'. */
export class AdminScripturesTab {
  readonly section: Locator;
  readonly addButton: Locator;

  constructor(readonly dashboard: AdminDashboardPage) {
    this.section = dashboard.page.getByRole('region', {
      name: 'Scripture Management',
      exact: true,
    });
    this.addButton = this.section.getByRole('button', { name: 'Add Scripture' });
  }

  async open(): Promise<void> {
    await this.dashboard.open('Scriptures', 'Scripture Management');
  }

  card(reference: string): Locator {
    return this.section.getByRole('article', { name: reference, exact: true });
  }
}
