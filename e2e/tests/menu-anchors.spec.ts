import { expect, test, type Page } from '@playwright/test';
import { HomePage } from '../pages/home-page';

/**
 * A menu entry chosen on another page opens the home page at its section, and keeps it there while
 * the sections above it fill in (videos, sermons, events), however late they come.
 */
const ANCHOR_ENTRIES = [
  ['About', 'about'],
  ['Study', 'study'],
  ['Watch', 'watch'],
  ['Events', 'events'],
  ['Contact', 'contact'],
] as const;

const WIDTHS = [
  { name: 'header menu at 1280 px', width: 1280, height: 800, drawer: false },
  { name: 'drawer at 412 px', width: 412, height: 915, drawer: true },
] as const;

/** Where the section is: its top at the top of the window, or, near the end, the page at its end. */
async function placeOf(page: Page, id: string) {
  return page.evaluate((anchor) => {
    const target = document.getElementById(anchor);
    if (!target) return { offset: Number.NaN, top: Number.NaN, atEnd: false, inView: false };
    const top = target.getBoundingClientRect().top;
    // Where scrollIntoView puts a section: its scroll margin (the fixed header) below the top.
    const px = (value: string) => parseFloat(value) || 0;
    const wanted =
      px(getComputedStyle(document.documentElement).scrollPaddingTop) +
      px(getComputedStyle(target).scrollMarginTop);
    const end = document.documentElement.scrollHeight - window.innerHeight;
    return {
      offset: top - wanted,
      top,
      atEnd: window.scrollY >= end - 2,
      inView: top >= 0 && top < window.innerHeight,
    };
  }, id);
}

async function expectLandedOn(page: Page, id: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const place = await placeOf(page, id);
        // The section's top just below the fixed header, or the end of the page reached with the
        // section in view (the footer's Contact is too short to reach the top).
        return (Math.abs(place.offset) <= 2 || (place.atEnd && place.inView)) as boolean;
      },
      { message: `#${id} at the top of the window` },
    )
    .toBe(true);
}

async function chooseEntry(page: Page, label: string, drawer: boolean): Promise<void> {
  const home = new HomePage(page);
  if (drawer) {
    await home.layout.menuButton.click();
    await home.layout.drawerLink(label).click();
  } else {
    await home.layout.navLink(label).click();
  }
}

/**
 * Browsers without scroll anchoring (Safari's), and Chromium's whenever it suspends it (from the top
 * of a page, during a smooth scroll, after a style change above the anchor), let content arriving
 * above the visitor's place push that place down: here it never helps, so the page must hold the
 * section itself.
 */
async function withoutScrollAnchoring(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '* { overflow-anchor: none !important; }';
      document.head.append(style);
    });
  });
}

/**
 * Waits until every section above the anchors has what it loads: no skeleton is left. On a throttled
 * CPU the wait may be longer than an assertion's usual 10 s (the test is about where the page lands,
 * not how fast it fills).
 */
async function expectSectionsFilled(home: HomePage, timeout?: number): Promise<void> {
  await expect(home.study.grid).toBeVisible({ timeout });
  await expect(home.watch.skeletons).toHaveCount(0, { timeout });
  await expect(home.events.skeletons).toHaveCount(0, { timeout });
  await expect(home.study.skeletons).toHaveCount(0, { timeout });
}

for (const size of WIDTHS) {
  test.describe(`menu entries from /community, ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.beforeEach(({ page }) => withoutScrollAnchoring(page));

    test('land on their section while the sections above fill in late', async ({ page }) => {
      test.slow();
      const home = new HomePage(page);
      for (const [label, id] of ANCHOR_ENTRIES) {
        await page.goto('/community');
        await expect(page.getByRole('heading', { level: 1, name: 'Our Community' })).toBeVisible();
        // The lists above the sections come only after the page has scrolled to its anchor.
        const videos = await home.holdRequests(/\/api\/youtube\/videos/);
        const events = await home.holdRequests(/\/api\/events$/);

        await chooseEntry(page, label, size.drawer);

        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
        await expectLandedOn(page, id);
        videos.release();
        events.release();
        await expectSectionsFilled(home);
        await expectLandedOn(page, id);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
    });

    test('land on their section on a slow CPU', async ({ page }) => {
      test.slow();
      const home = new HomePage(page);
      const cdp = await page.context().newCDPSession(page);
      for (const [label, id] of ANCHOR_ENTRIES) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await page.goto('/community');
        await expect(page.getByRole('heading', { level: 1, name: 'Our Community' })).toBeVisible();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

        await chooseEntry(page, label, size.drawer);

        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
        await expectSectionsFilled(home, 30_000);
        await expectLandedOn(page, id);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    });
  });
}

test('the visitor scrolling takes the page over from the anchor', async ({ page }) => {
  await withoutScrollAnchoring(page);
  const home = new HomePage(page);
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Community' })).toBeVisible();
  const videos = await home.holdRequests(/\/api\/youtube\/videos/);

  await home.layout.navLink('Events').click();
  await expectLandedOn(page, 'events');
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => (await placeOf(page, 'events')).top).toBeGreaterThan(200);
  const before = await home.layout.scrollY();
  videos.release();
  await expectSectionsFilled(home);

  // The page stays where the visitor scrolled to: only the content above it grew.
  await expect.poll(async () => (await placeOf(page, 'events')).top).toBeGreaterThan(200);
  expect(await home.layout.scrollY()).toBeGreaterThanOrEqual(before);
});
