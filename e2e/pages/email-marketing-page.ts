import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_ACCOUNT } from '../fixtures/admin-account';

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
    await this.page.getByRole('button', { name: 'Sign In' }).click();
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

  /** Picks an option of an antd Select by its label text. */
  /**
   * Picks an option of a select and waits until the select shows it: a list that is read again
   * while it is open (a template just created) can swallow a click, which a person would repeat.
   */
  async choose(label: string, option: string): Promise<void> {
    const select = this.dialog.getByLabel(label, { exact: true });
    const field = select.locator(
      'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
    );
    await expect(async () => {
      if (!(await this.page.locator('.ant-select-dropdown:visible').count())) await select.click();
      await this.page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: new RegExp(`^${option}$`) })
        .click({ timeout: 5_000 });
      await expect(field).toContainText(option, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
}
