import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CommunityApi, CommunityPage, COMMUNITY_TABS, uniqueMember } from '../pages/community-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { SiteLayout } from '../pages/site-layout';

/** axe-core over the page as it is now; serious and critical violations fail the test. */
async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `${where}: serious or critical axe violations`).toEqual([]);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 412, height: 915 },
]) {
  test.describe(`axe-core at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the home page, and its event and calendar dialogs', async ({ page }) => {
      const home = new HomePage(page);
      await home.goto();
      await expect(home.study.cards.first()).toBeVisible();
      await expect(home.watch.visibleSlides.first()).toBeVisible();
      await expect(home.events.cards.first()).toBeVisible();
      await expect(home.scripture.quote).toBeVisible();
      await expectNoSeriousViolations(page, '/');

      await home.events.cards.first().getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, '/ (event dialog)');
      await page.keyboard.press('Escape');
      await home.events.calendarButton.click();
      await expect(home.events.calendarDialog).toBeVisible();
      await expectNoSeriousViolations(page, '/ (calendar dialog)');
    });

    test('the community page, logged out and in, on each tab', async ({ page }) => {
      // Five axe runs, the last over the long My account tab.
      test.setTimeout(60_000);
      const community = new CommunityPage(page);
      await community.goto();
      await expect(community.loginEmail).toBeVisible();
      await expect(community.skeletons).toHaveCount(0);
      await expectNoSeriousViolations(page, '/community (logged out)');

      await new CommunityApi(page.request).signUp(uniqueMember('axe'));
      await community.goto();
      await expect(community.welcome).toBeVisible();
      for (const tab of COMMUNITY_TABS) {
        await community.tab(tab).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await expect(page.locator('[aria-busy]')).toHaveCount(0);
        await expectNoSeriousViolations(page, `/community (${tab})`);
      }
    });

    test('the sign-up page and the 404 page', async ({ page }) => {
      const community = new CommunityPage(page);
      await community.gotoSignup();
      await expect(community.signupHeading).toBeVisible();
      await expectNoSeriousViolations(page, '/community/signup');

      await page.goto('/no-such-page');
      await expect(new NotFoundPage(page).heading).toBeVisible();
      await expectNoSeriousViolations(page, '404');
    });
  });
}

test('the focus ring of a community tab is drawn whole, not clipped by the scrolling tab list', async ({
  page,
}) => {
  await new CommunityApi(page.request).signUp(uniqueMember('focus'));
  const community = new CommunityPage(page);
  await community.goto();
  await expect(community.welcome).toBeVisible();
  await community.tab('Read Testimonials').focus();
  await page.keyboard.press('ArrowRight');
  await expect(community.tab('Share Your Story')).toBeFocused();

  const ring = await page.evaluate(() => {
    const tab = document.activeElement as HTMLElement;
    const list = tab.closest('[role="tablist"]') as HTMLElement;
    const style = getComputedStyle(tab);
    // The outline's outer edge lies this far outside the tab's border box.
    const extent = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const t = tab.getBoundingClientRect();
    const l = list.getBoundingClientRect();
    // The list clips at its padding box (it scrolls sideways).
    const clip = {
      top: l.top + list.clientTop,
      left: l.left + list.clientLeft,
      bottom: l.top + list.clientTop + list.clientHeight,
      right: l.left + list.clientLeft + list.clientWidth,
    };
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      inside:
        t.top - extent >= clip.top &&
        t.bottom + extent <= clip.bottom &&
        t.left - extent >= clip.left &&
        t.right + extent <= clip.right,
    };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThan(0);
  expect(ring.inside).toBe(true);
});

test.describe('the current page in the navigation', () => {
  test('the header marks Community on /community, and nothing on the home page', async ({
    page,
  }) => {
    const layout = new SiteLayout(page);
    await new CommunityPage(page).goto();
    await expect(layout.navLink('Community')).toHaveAttribute('aria-current', 'page');
    await expect(layout.mainNav.locator('[aria-current]')).toHaveCount(1);

    await new HomePage(page).goto();
    await expect(layout.mainNav.locator('[aria-current]')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 915 } });

    test('the drawer marks Community on /community', async ({ page }) => {
      const layout = new SiteLayout(page);
      await new CommunityPage(page).goto();
      await layout.menuButton.click();
      await expect(layout.drawerLink('Community')).toHaveAttribute('aria-current', 'page');
      await expect(layout.drawer.locator('[aria-current]')).toHaveCount(1);
    });
  });
});
