import type { Locator, Page } from '@playwright/test';

/** The shell's frame around every public screen: header, mobile drawer, footer. */
export class SiteLayout {
  readonly header: Locator;
  readonly mainNav: Locator;
  readonly menuButton: Locator;
  readonly drawer: Locator;
  readonly drawerOverlay: Locator;
  readonly footer: Locator;
  readonly contactBlock: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header.site-header');
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.menuButton = page.getByRole('button', { name: 'Open menu' });
    this.drawer = page.getByRole('dialog', { name: 'Menu' });
    this.drawerOverlay = page.getByTestId('drawer-overlay');
    this.footer = page.locator('footer.site-footer');
    this.contactBlock = page.locator('#contact');
  }

  navLink(name: string): Locator {
    return this.mainNav.getByRole('link', { name, exact: true });
  }

  drawerLink(name: string): Locator {
    return this.drawer.getByRole('link', { name, exact: true });
  }

  footerLink(name: string): Locator {
    return this.footer.getByRole('link', { name, exact: true });
  }

  async scrollTo(y: number): Promise<void> {
    await this.page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  }

  scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }

  bodyOverflow(): Promise<string> {
    return this.page.evaluate(() => getComputedStyle(document.body).overflow);
  }

  /** Taps the part of the overlay the drawer panel (on the right) does not cover. */
  async tapOverlay(): Promise<void> {
    await this.drawerOverlay.click({ position: { x: 20, y: 300 } });
  }
}
