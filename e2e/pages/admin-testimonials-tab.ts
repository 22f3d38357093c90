import type { Locator } from '@playwright/test';
import type { AdminDashboardPage } from './admin-dashboard-page';

/** The Testimonials tab: 'Manage Testimonials'. */
export class AdminTestimonialsTab {
  readonly section: Locator;
  readonly counts: Locator;
  readonly pendingTab: Locator;
  readonly approvedTab: Locator;

  constructor(readonly dashboard: AdminDashboardPage) {
    this.section = dashboard.page.getByRole('region', { name: 'Manage Testimonials', exact: true });
    this.counts = this.section.getByRole('list', { name: 'Testimonial counts' });
    this.pendingTab = this.section.getByRole('tab', { name: /^Pending Approval/ });
    this.approvedTab = this.section.getByRole('tab', { name: /^Approved & Live/ });
  }

  async open(): Promise<void> {
    await this.dashboard.open('Testimonials', 'Manage Testimonials');
  }

  count(label: 'Pending' | 'Approved' | 'Featured'): Locator {
    return this.counts
      .getByRole('listitem')
      .filter({ hasText: label })
      .locator('.admin-summary__value');
  }

  /** A card in the visible inner tab. */
  card(title: string): Locator {
    return this.section.getByRole('tabpanel').getByRole('article', { name: title, exact: true });
  }
}
