import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/home-page';

test.describe('header and navigation', () => {
  test('shows the brand and the menu entries of the spec', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const { layout } = home;

    await expect(
      layout.header.getByRole('link', { name: /Spirit & Truth Ministry/ }),
    ).toHaveAttribute('href', '/');
    const entries: Array<[string, string]> = [
      ['About', '/#about'],
      ['Study', '/#study'],
      ['Watch', '/#watch'],
      ['Community', '/community'],
      ['Events', '/#events'],
      ['Contact', '/#contact'],
    ];
    await expect(layout.mainNav.getByRole('link')).toHaveText(entries.map(([name]) => name));
    for (const [name, href] of entries) {
      await expect(layout.navLink(name)).toHaveAttribute('href', href);
    }
  });

  test('gets a shadow and a compact height once scrolled past 50 px', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const { layout } = home;
    await expect(layout.header).not.toHaveClass(/site-header--scrolled/);
    const tallHeight = (await layout.header.boundingBox())?.height ?? 0;

    await layout.scrollTo(40);
    await expect(layout.header).not.toHaveClass(/site-header--scrolled/);

    await layout.scrollTo(120);
    await expect(layout.header).toHaveClass(/site-header--scrolled/);
    await expect(layout.header).not.toHaveCSS('box-shadow', 'none');
    await expect
      .poll(async () => (await layout.header.boundingBox())?.height ?? 0)
      .toBeLessThan(tallHeight);

    await layout.scrollTo(0);
    await expect(layout.header).not.toHaveClass(/site-header--scrolled/);
  });

  test('anchor entries scroll smoothly on the home page', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.layout.navLink('Watch').click();

    await expect(page).toHaveURL(/\/#watch$/);
    await expect(home.section('watch')).toBeInViewport();
    await expect.poll(() => home.layout.scrollY()).toBeGreaterThan(0);
  });

  test('an anchor entry on another page opens the home page at that anchor', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Community' })).toBeVisible();
    const home = new HomePage(page);

    await home.layout.navLink('Events').click();

    await expect(page).toHaveURL(/\/#events$/);
    await expect(home.heading).toBeAttached();
    await expect(home.section('events')).toBeInViewport();
    await expect.poll(() => home.layout.scrollY()).toBeGreaterThan(0);
  });

  test('the Community entry opens the community page', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.layout.navLink('Community').click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Community' })).toBeVisible();
  });
});
