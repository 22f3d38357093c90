import type { Locator } from '@playwright/test';
import type { AdminDashboardPage } from './admin-dashboard-page';

export interface EventFields {
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  isSpecial?: boolean;
}

/** The Events tab: 'Manage Events'. */
export class AdminEventsTab {
  readonly section: Locator;
  readonly addButton: Locator;

  constructor(readonly dashboard: AdminDashboardPage) {
    this.section = dashboard.page.getByRole('region', { name: 'Manage Events', exact: true });
    this.addButton = this.section.getByRole('button', { name: 'Add New Event' });
  }

  async open(): Promise<void> {
    await this.dashboard.open('Events', 'Manage Events');
  }

  card(title: string): Locator {
    return this.section.getByRole('article', { name: title, exact: true });
  }

  /** Fills the add or edit dialog; only the given fields are changed. */
  async fill(dialog: Locator, fields: Partial<EventFields>): Promise<void> {
    if (fields.title !== undefined) await dialog.getByLabel('Title').fill(fields.title);
    if (fields.description !== undefined) {
      await dialog.getByLabel('Description').fill(fields.description);
    }
    if (fields.date !== undefined) {
      const date = dialog.getByLabel('Date');
      await date.click();
      await date.fill(fields.date);
      // Leaving the field commits the typed date (Enter would also submit the form).
      await dialog.getByLabel('Time').click();
    }
    if (fields.time !== undefined) await dialog.getByLabel('Time').fill(fields.time);
    if (fields.location !== undefined) await dialog.getByLabel('Location').fill(fields.location);
    if (fields.isSpecial !== undefined) {
      const toggle = dialog.getByRole('switch', { name: 'Special event' });
      if ((await toggle.getAttribute('aria-checked')) !== String(fields.isSpecial)) {
        await toggle.click();
      }
    }
  }
}
