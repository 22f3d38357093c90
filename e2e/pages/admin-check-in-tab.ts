import type { Locator, Page } from '@playwright/test';

/** The Check-in tab: the day's event, the counts, the scanner, and the people found by name. */
export class AdminCheckInTab {
  readonly section: Locator;
  readonly counts: Locator;
  readonly scan: Locator;
  readonly scanner: Locator;
  readonly search: Locator;
  readonly people: Locator;
  readonly outcome: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Check-in', exact: true });
    this.counts = this.section.getByRole('status', { name: 'Arrived' });
    this.scan = this.section.getByRole('button', { name: 'Scan ticket' });
    this.scanner = this.section.getByRole('group', { name: 'Ticket scanner' });
    this.search = this.section.getByLabel('Find by name or e-mail');
    this.people = this.section.getByRole('list', { name: 'People' });
    this.outcome = this.section.locator('.check-in__outcome');
  }

  /** Picks the event when the day has several. */
  async pick(title: string): Promise<void> {
    const choice = this.section.getByRole('radio', { name: new RegExp(`^${title}`) });
    if (await choice.count()) await choice.check();
    await this.section.getByRole('heading', { level: 3, name: new RegExp(title) }).waitFor();
  }

  person(name: string): Locator {
    return this.people.getByRole('listitem').filter({ hasText: name });
  }
}
