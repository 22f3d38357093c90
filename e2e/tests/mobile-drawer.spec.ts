import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/home-page';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('mobile drawer', () => {
  test('opens with an overlay, locks page scrolling and closes on an overlay tap', async ({
    page,
  }) => {
    const home = new HomePage(page);
    await home.goto();
    const { layout } = home;
    await expect(layout.mainNav).toBeHidden();
    await expect(layout.drawer).toBeHidden();

    await layout.menuButton.click();
    await expect(layout.drawer).toBeVisible();
    await expect(layout.drawerOverlay).toBeVisible();
    await expect(layout.menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(await layout.bodyOverflow()).toBe('hidden');
    for (const name of ['About', 'Study', 'Watch', 'Community', 'Events', 'Contact']) {
      await expect(layout.drawerLink(name)).toBeVisible();
    }

    await layout.tapOverlay();
    await expect(layout.drawer).toBeHidden();
    expect(await layout.bodyOverflow()).not.toBe('hidden');
  });

  test('closes when the window grows to desktop width', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const { layout } = home;
    await layout.menuButton.click();
    await expect(layout.drawer).toBeVisible();

    await page.setViewportSize({ width: 800, height: 740 });
    await expect(layout.drawer).toBeHidden();
    await expect(layout.mainNav).toBeVisible();
    expect(await layout.bodyOverflow()).not.toBe('hidden');
  });

  test('traps focus, closes on Escape and returns focus to the menu button', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const { layout } = home;
    await layout.menuButton.click();
    await expect(layout.drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();

    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      expect(await layout.drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(layout.drawer).toBeHidden();
    await expect(layout.menuButton).toBeFocused();
  });

  test('a drawer link navigates and closes the drawer', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const { layout } = home;
    await layout.menuButton.click();
    await layout.drawerLink('Events').click();

    await expect(layout.drawer).toBeHidden();
    await expect(page).toHaveURL(/\/#events$/);
    await expect(home.section('events')).toBeInViewport();
  });
});
