import type { Locator, Page } from '@playwright/test';

export class AdminLoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly signIn: Locator;
  readonly failure: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Admin Login' });
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password');
    // Not 'Sign in with a passkey'; after a failed try antd's loading icon may still be named in it.
    this.signIn = page.getByRole('button', { name: /Sign In$/ });
    this.failure = page.getByText('Login failed. Please check your credentials.');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/login');
    await this.heading.waitFor();
  }
}
