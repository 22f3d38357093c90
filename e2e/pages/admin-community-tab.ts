import type { Locator } from '@playwright/test';
import type { AdminDashboardPage } from './admin-dashboard-page';

/** The Community tab: summary cards, 'Search & Filter Members' and the members table. */
export class AdminCommunityTab {
  readonly section: Locator;
  readonly counts: Locator;
  readonly search: Locator;
  readonly maritalStatus: Locator;
  readonly spiritualLevel: Locator;
  readonly clearFilters: Locator;
  readonly exportButton: Locator;
  readonly showing: Locator;
  readonly table: Locator;
  /** The names in the table's rows, top to bottom. */
  readonly names: Locator;

  constructor(readonly dashboard: AdminDashboardPage) {
    const page = dashboard.page;
    this.section = page.getByRole('region', { name: 'Community', exact: true });
    this.counts = this.section.getByRole('list', { name: 'Member counts' });
    this.search = this.section.getByPlaceholder('Search by name or email...');
    this.maritalStatus = this.section.getByRole('combobox', { name: 'Marital Status' });
    this.spiritualLevel = this.section.getByRole('combobox', { name: 'Spiritual Level' });
    this.clearFilters = this.section.getByRole('button', { name: 'Clear Filters' });
    this.exportButton = this.section.getByRole('link', { name: /^Export \(\d+\)$/ });
    this.showing = this.section.getByText(/^Showing \d+ of \d+ members$/);
    this.table = this.section.getByRole('table');
    this.names = this.table.locator('tbody .admin-table__primary');
  }

  async open(): Promise<void> {
    await this.dashboard.open('Community', 'Community');
  }

  count(label: string): Locator {
    return this.counts
      .getByRole('listitem')
      .filter({ has: this.dashboard.page.getByText(label, { exact: true }) })
      .locator('.admin-summary__value');
  }

  /** Clicks a column's header: the first click sorts A to Z, the next Z to A. */
  async sortBy(column: string): Promise<void> {
    await this.table.getByRole('columnheader', { name: column, exact: true }).click();
  }

  row(email: string): Locator {
    return this.table.getByRole('row').filter({ hasText: email });
  }
}
