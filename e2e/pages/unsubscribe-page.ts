import type { Locator, Page } from '@playwright/test';

/** The page behind every e-mail's unsubscribe link (served by the API, outside the shell). */
export class UnsubscribePage {
  readonly question: Locator;
  readonly unsubscribe: Locator;
  readonly done: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.question = page.getByText('Do you want to stop receiving e-mails');
    this.unsubscribe = page.getByRole('button', { name: 'Unsubscribe' });
    this.done = page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' });
    this.status = page.getByRole('status');
  }
}
