import type { Locator, Page } from '@playwright/test';

export class NotFoundPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: '404 Page Not Found' });
  }
}
