import type { Locator, Page } from '@playwright/test';

/** The page behind a subscription confirmation link (served by the API, outside the shell). */
export class SubscriptionConfirmationPage {
  readonly heading: Locator;
  readonly confirm: Locator;
  readonly done: Locator;
  readonly invalid: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Confirm your subscription' });
    this.confirm = page.getByRole('button', { name: 'Confirm my subscription' });
    this.done = page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' });
    this.invalid = page.getByRole('heading', { level: 1, name: 'This link is no longer valid' });
    this.status = page.getByRole('status');
  }
}
