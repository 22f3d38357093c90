import type { Locator, Page } from '@playwright/test';
import { ADMIN_ACCOUNT } from '../fixtures/admin-account';
import { chooseOption } from './select';

/** The Email Marketing tab of the admin dashboard (spec §2 "Admin: Email Marketing"). */
export class EmailMarketingPage {
  readonly heading: Locator;
  readonly createTemplate: Locator;
  readonly createCampaign: Locator;
  readonly campaignsTab: Locator;
  readonly templatesTab: Locator;
  readonly dialog: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 2, name: 'Email Marketing' });
    this.createTemplate = page.getByRole('button', { name: 'Create Template', exact: true });
    this.createCampaign = page.getByRole('button', { name: 'Create Campaign', exact: true });
    this.campaignsTab = page.getByRole('tab', { name: 'Email Campaigns' });
    this.templatesTab = page.getByRole('tab', { name: 'Email Templates' });
    this.dialog = page.getByRole('dialog').last();
    this.toast = page.getByRole('status').getByTestId('toast');
  }

  /** Signs in and opens the tab. */
  async goto(): Promise<void> {
    await this.page.goto('/admin/login');
    await this.page.getByLabel('Username').fill(ADMIN_ACCOUNT.username);
    await this.page.getByLabel('Password').fill(ADMIN_ACCOUNT.password);
    await this.page.getByRole('button', { name: /Sign In$/ }).click();
    await this.page.waitForURL(/\/admin$/);
    await this.page.getByRole('tab', { name: 'Email Marketing', exact: true }).click();
    await this.heading.waitFor();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  /** Picks an option of a select by the select's label and waits until the select shows it. */
  async choose(label: string, option: string): Promise<void> {
    await chooseOption(this.page, this.dialog.getByLabel(label, { exact: true }), option);
  }
}
