import type { Locator, Page } from '@playwright/test';

import { chooseOption } from './select';

export const ADMIN_TABS = [
  'Events',
  'Check-in',
  'Scriptures',
  'Teachings',
  'Testimonials',
  'Counseling',
  'Community',
  'Email Marketing',
  'Giving',
  'Staff',
  'Audit',
  'System',
  'Settings',
  'My account',
];

export class AdminDashboardPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  /** The dashboard's own tabs, without the tabs inside a tab (e.g. Testimonials' lists). */
  readonly dashboardTabs: Locator;
  readonly viewSite: Locator;
  readonly logout: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Admin Dashboard' });
    this.tabs = page.getByRole('tab');
    this.dashboardTabs = page.locator('.admin-dashboard-tabs > .ant-tabs-nav').getByRole('tab');
    // A link that opens the site in a new tab, so the dashboard keeps what is being edited.
    this.viewSite = page.getByRole('link', { name: /^View Site/ });
    this.logout = page.getByRole('link', { name: 'Logout' });
    this.toast = page.getByTestId('toast');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin');
    await this.heading.waitFor();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** Opens a dashboard tab and waits for its heading. */
  async open(tab: string, heading: string): Promise<Locator> {
    await this.tab(tab).click();
    const section = this.page.getByRole('region', { name: heading, exact: true });
    await section.getByRole('heading', { level: 2, name: heading }).waitFor();
    return section;
  }

  /** An open antd dialog by its title. */
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** The Close button in a dialog's footer (the corner × is also named Close). */
  closeButton(dialog: Locator): Locator {
    return dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' });
  }

  /** Picks an option of an antd Select and waits until the select shows it. */
  async choose(select: Locator, option: string): Promise<void> {
    await chooseOption(this.page, select, option);
  }
}
