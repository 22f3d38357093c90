import type { Locator, Page } from '@playwright/test';
import type { AdminDashboardPage } from './admin-dashboard-page';

/**
 * The dashboard's Settings tab (docs/settings-contract.md) and the "Make it yours" checklist above
 * the tabs.
 */
export class AdminSettingsTab {
  readonly page: Page;
  readonly section: Locator;
  readonly checklist: Locator;

  constructor(readonly dashboard: AdminDashboardPage) {
    this.page = dashboard.page;
    this.section = this.page.getByRole('region', { name: 'Site Settings', exact: true });
    this.checklist = this.page.getByRole('region', { name: 'Make it yours' });
  }

  async open(): Promise<void> {
    await this.dashboard.open('Settings', 'Site Settings');
    await this.field('Ministry name').waitFor();
  }

  /** A text box (or select) of the form by its visible label. */
  field(label: string): Locator {
    return this.section.getByLabel(label, { exact: true });
  }

  /** The error antd shows under the field labelled `label` (within `scope`, e.g. a row). */
  fieldError(label: string, scope: Locator = this.section): Locator {
    return scope
      .locator('.ant-form-item')
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .locator('.ant-form-item-explain-error');
  }

  /** The heading of one section (Identity, Home texts, Contact, Links, Region, E-mail identity). */
  heading(name: string): Locator {
    return this.section.getByRole('heading', { level: 3, name, exact: true });
  }

  /** One row of the service-times list, counted from 1. */
  serviceTime(row: number): Locator {
    return this.section.getByRole('group', { name: `Service time ${row}`, exact: true });
  }

  get serviceTimes(): Locator {
    return this.section.getByRole('group', { name: /^Service time \d+$/ });
  }

  /** A switch of the form (e.g. double opt-in) by its visible label. */
  switch(label: string): Locator {
    return this.section.getByRole('switch', { name: label, exact: true });
  }

  button(name: string): Locator {
    return this.section.getByRole('button', { name, exact: true });
  }

  get save(): Locator {
    return this.button('Save settings');
  }

  /** The file input behind "Upload logo" (hidden; the button opens it). */
  get logoFile(): Locator {
    return this.section.getByTestId('logo-file');
  }

  get logo(): Locator {
    return this.section.getByRole('img', { name: 'The current logo' });
  }

  get favicon(): Locator {
    return this.section.locator('.settings-favicon img');
  }

  /** A checklist item's link by its text. */
  checklistLink(name: string): Locator {
    return this.checklist.getByRole('link', { name, exact: true });
  }

  /** A checklist item's row, ending in 'Done' or 'To do'. */
  checklistItem(name: string): Locator {
    return this.checklist.getByRole('listitem').filter({ hasText: name });
  }
}
