import type { Locator, Page } from '@playwright/test';
import { SiteLayout } from './site-layout';

export class HomePage {
  readonly layout: SiteLayout;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Walking in Spirit and Truth' });
  }

  async goto(hash = ''): Promise<void> {
    await this.page.goto(`/${hash}`);
    await this.heading.waitFor();
  }

  section(id: 'about' | 'study' | 'watch' | 'events' | 'teachings' | 'contact'): Locator {
    return this.page.locator(`#${id}`);
  }
}
