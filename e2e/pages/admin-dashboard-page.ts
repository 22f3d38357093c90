import type { Locator, Page } from '@playwright/test';

export const ADMIN_TABS = [
  'Events',
  'Scriptures',
  'Testimonials',
  'Counseling',
  'Community',
  'Email Marketing',
  'System',
  'Settings',
];

export class AdminDashboardPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly viewSite: Locator;
  readonly logout: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Admin Dashboard' });
    this.tabs = page.getByRole('tab');
    this.viewSite = page.getByRole('button', { name: 'View Site' });
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

  /** Picks an option of an antd Select (the listbox is rendered at the end of the body). */
  async choose(select: Locator, option: string): Promise<void> {
    await select.click();
    await this.page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .locator(`.ant-select-item-option[title="${option}"]`)
      .click();
  }
}
