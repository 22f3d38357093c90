import type { Locator, Page } from '@playwright/test';
import { SiteLayout } from './site-layout';

export class CommunityPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  readonly placeholder: Locator;
  readonly signupHeading: Locator;
  readonly signupPlaceholder: Locator;
  readonly fallback: Locator;
  readonly tryAgain: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Our Community' });
    this.placeholder = page.getByTestId('community-placeholder');
    this.signupHeading = page.getByRole('heading', { level: 1, name: 'Join Our Community' });
    this.signupPlaceholder = page.getByTestId('signup-placeholder');
    this.fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    this.tryAgain = page.getByRole('button', { name: 'Try again' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/community');
  }

  async gotoSignup(): Promise<void> {
    await this.page.goto('/community/signup');
  }
}
