import type { Locator, Page } from '@playwright/test';

export const ADMIN_TABS = [
  'Events',
  'Scriptures',
  'Testimonials',
  'Counseling',
  'Community',
  'Email Marketing',
];

export class AdminDashboardPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly viewSite: Locator;
  readonly logout: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Admin Dashboard' });
    this.tabs = page.getByRole('tab');
    this.viewSite = page.getByRole('button', { name: 'View Site' });
    this.logout = page.getByRole('link', { name: 'Logout' });
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }
}
