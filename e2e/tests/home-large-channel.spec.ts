import { expect, test, type Page } from '@playwright/test';
import { largeChannel } from '../fixtures/large-channel';
import { HomePage } from '../pages/home-page';

/**
 * The home page of a ministry with a synced channel of 159 teachings with real-length titles and
 * descriptions (the one bench:web measures): the app takes the prerendered page's place without React
 * reporting anything (a mismatch, a recoverable error, a warning) at a phone's width and a desktop's.
 */
const CHANNEL = largeChannel(159);

/** Answers the video list as the server does for that channel (most popular first, maxResults). */
async function serveChannel(page: Page) {
  await page.route('**/api/youtube/videos?**', (route) => {
    const url = new URL(route.request().url());
    const max = Number(url.searchParams.get('maxResults') ?? 12);
    return route.fulfill({ json: CHANNEL.slice(0, max) });
  });
  await page.route('**/api/youtube/videos', (route) =>
    route.fulfill({ json: CHANNEL.slice(0, 12) }),
  );
  // The channel's thumbnails, as this site's copies would be.
  await page.route('**/media/thumbnails/chan*', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#3b6e8f"/></svg>',
    }),
  );
}

for (const { name, width, height } of [
  { name: 'a phone (412 px)', width: 412, height: 823 },
  { name: 'a desktop (1350 px)', width: 1350, height: 940 },
]) {
  test(`with a 159-teaching channel the app takes over on ${name} with nothing in the console`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const messages: string[] = [];
    page.on('pageerror', (error) => messages.push(`pageerror: ${String(error)}`));
    page.on('console', (message) => {
      if (['error', 'warning', 'assert'].includes(message.type()))
        messages.push(`${message.type()}: ${message.text()}`);
    });
    await serveChannel(page);
    const home = new HomePage(page);
    await home.goto();

    await expect(home.study.cards).toHaveCount(7);
    await expect(home.study.cards.first()).toContainText(CHANNEL[0].title);
    await expect(home.watch.slides).toHaveCount(12);
    await expect(page.locator('[data-prerendered-page]')).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
    // React's own words for a first render that differs from the server's markup, and its errors.
    expect(messages.filter((m) => /hydrat|did not match|Minified React error/i.test(m))).toEqual(
      [],
    );
    expect(messages).toEqual([]);
  });
}
