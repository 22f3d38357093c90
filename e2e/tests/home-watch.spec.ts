import { expect, test } from '@playwright/test';
import { HomePage, type WatchSection } from '../pages/home-page';

/** How many sermons the carousel holds, once they are on screen. */
async function sermonCount(watch: WatchSection): Promise<number> {
  await expect(watch.visibleSlides.first()).toBeVisible();
  return watch.slides.count();
}

/** Spec §2 item 5 and §9: cards per view by width, arrows on desktop only. */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, perView: 3, arrows: true },
  { name: 'tablet', width: 800, perView: 2, arrows: true },
  { name: 'phone', width: 375, perView: 1, arrows: false },
];

for (const viewport of VIEWPORTS) {
  test(`the carousel shows ${viewport.perView} per view at ${viewport.width} px (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: 900 });
    const home = new HomePage(page);
    await home.goto();
    const { watch } = home;
    const videos = (await (await page.request.get('/api/youtube/videos')).json()) as unknown[];
    expect(videos.length).toBe(12);

    await expect(watch.slides).toHaveCount(videos.length);
    await expect(watch.visibleSlides).toHaveCount(viewport.perView);
    await expect(watch.dots).toHaveCount(videos.length - viewport.perView + 1);
    await expect(watch.previous).toBeVisible({ visible: viewport.arrows });
    await expect(watch.next).toBeVisible({ visible: viewport.arrows });
  });
}

test('the arrows move one card and stop at both ends (the index is clamped)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const home = new HomePage(page);
  await home.goto();
  const { watch } = home;
  const count = await sermonCount(watch);
  const lastIndex = count - 3;

  await expect(watch.previous).toBeDisabled();
  await expect(watch.visibleSlides.first()).toHaveAttribute('aria-label', `1 of ${count}`);
  await watch.next.click();
  await expect(watch.visibleSlides.first()).toHaveAttribute('aria-label', `2 of ${count}`);
  await expect(watch.currentDot).toHaveAccessibleName('Show sermons 2 to 4');

  for (let i = 1; i < lastIndex; i += 1) await watch.next.click();
  await expect(watch.next).toBeDisabled();
  await expect(watch.visibleSlides).toHaveCount(3);
  await expect(watch.visibleSlides.last()).toHaveAttribute('aria-label', `${count} of ${count}`);

  await watch.previous.click();
  await expect(watch.visibleSlides.first()).toHaveAttribute(
    'aria-label',
    `${lastIndex} of ${count}`,
  );
});

test('the dots choose a position, and a narrower screen keeps the index within range', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const home = new HomePage(page);
  await home.goto();
  const { watch } = home;
  const count = await sermonCount(watch);

  await watch.dots.last().click();
  await expect(watch.visibleSlides).toHaveCount(1);
  await expect(watch.visibleSlides.first()).toHaveAttribute('aria-label', `${count} of ${count}`);

  // Wider: 3 per view, so the last position is now count - 3 (clamped, never an empty view).
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(watch.visibleSlides).toHaveCount(3);
  await expect(watch.visibleSlides.first()).toHaveAttribute(
    'aria-label',
    `${count - 2} of ${count}`,
  );
  await expect(watch.dots.last()).toHaveAttribute('aria-current', 'true');
});

test('a phone swipes through the sermons', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const home = new HomePage(page);
  await home.goto();
  const { watch } = home;
  await watch.carousel.scrollIntoViewIfNeeded();
  const count = await sermonCount(watch);

  const box = (await watch.carousel.locator('.carousel__viewport').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.evaluate(
    ({ y, from, to }) => {
      const target = document.elementFromPoint(from, y)!;
      const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: y });
      target.dispatchEvent(
        new TouchEvent('touchstart', {
          bubbles: true,
          touches: [touch(from)],
          changedTouches: [touch(from)],
        }),
      );
      target.dispatchEvent(
        new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to)] }),
      );
    },
    { y, from: box.x + box.width - 40, to: box.x + 40 },
  );
  await expect(watch.visibleSlides.first()).toHaveAttribute('aria-label', `2 of ${count}`);
  await context.close();
});

test('each sermon card has its thumbnail, play link, duration, title, date, views and "Watch now"', async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.goto();
  const { watch } = home;
  const [video] = (await (await page.request.get('/api/youtube/videos')).json()) as {
    title: string;
    url: string;
    duration: string;
    viewCount: number;
    publishedAt: string;
  }[];
  const card = watch.visibleSlides.first();

  await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(video.title);
  const play = card.getByRole('link', { name: `Play ${video.title} (opens in a new tab)` });
  await expect(play).toHaveAttribute('href', video.url);
  await expect(play).toHaveAttribute('target', '_blank');
  await expect(card.locator('.badge--duration')).toHaveText(`Duration ${video.duration}`);
  const published = new Date(video.publishedAt).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(card.locator('time')).toHaveText(published);
  await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(card).toContainText(`${video.viewCount.toLocaleString('en-US')} views`);
  const watchNow = card.getByRole('link', { name: /^Watch now/ });
  await expect(watchNow).toHaveAttribute('href', video.url);
  await expect(watchNow).toHaveAttribute('rel', /noopener/);

  await expect(watch.channelLink).toHaveAttribute('href', /youtube\.com/);
  await expect(watch.channelLink).toHaveAttribute('target', '_blank');
});

test('while loading the carousel shows 3 skeleton cards; a failure reads "Failed to fetch videos"', async ({
  page,
}) => {
  const home = new HomePage(page);
  const held = await home.holdRequests(/\/api\/youtube\/videos$/);
  await home.goto();
  await expect(home.watch.skeletons).toHaveCount(3);
  held.release();
  await expect(home.watch.visibleSlides.first()).toBeVisible();
  await expect(home.watch.skeletons).toHaveCount(0);

  await page.unrouteAll();
  await home.failRequests(/\/api\/youtube\/videos$/);
  await page.reload();
  await expect(home.watch.error).toHaveText('Failed to fetch videos');
  await expect(home.watch.channelLink).toBeVisible();
});
