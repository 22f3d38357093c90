import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/home-page';

test('the home page shows its sections in the order of the spec', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();

  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual(['about', 'study', 'watch', 'events', 'teachings']);
  await expect(page.locator('main h2').last()).toHaveText('Stay Connected');
  await expect(page).toHaveTitle('Walking in Spirit and Truth | Spirit & Truth Ministry');
});

test('the hero has the headline, the sub-line and its two buttons', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();

  await expect(home.heading).toBeVisible();
  await expect(page.locator('.hero')).toContainText('authentic faith');
  await expect(page.getByRole('link', { name: 'Watch Sermons' })).toHaveAttribute(
    'href',
    '/#watch',
  );
  const fellowship = page.getByRole('link', { name: 'Join Our Shabbat Fellowship' });
  await expect(fellowship).toHaveAttribute('href', '/#events');

  await fellowship.click();
  await expect(page).toHaveURL(/\/#events$/);
  await expect(home.events.root).toBeInViewport();
});

test('the About video loads no third-party frame until it is played', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (req) => {
    if (!new URL(req.url()).hostname.match(/^(127\.0\.0\.1|localhost)$/))
      thirdParty.push(req.url());
  });
  // The player itself is not what is tested here: keep the test offline.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  const home = new HomePage(page);
  await home.goto();
  const { about } = home;

  await expect(about.root.getByRole('heading', { name: 'About Our Ministry' })).toBeVisible();
  await expect(about.playVideo).toBeVisible();
  await expect(about.poster).toContainText('Spirit & Truth Ministry');
  await expect(about.playVideo.locator('img')).toHaveCount(0);
  await expect(about.frame).toHaveCount(0);
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);

  await about.playVideo.click();

  await expect(about.frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  await expect(about.frame).toHaveAttribute('title', /.+/);
  await expect(about.frame).toBeFocused();
});

test('the head carries the description, Open Graph data and the organisation', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();

  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Walking in Spirit and Truth',
  );
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-image/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');

  const organisation = JSON.parse(
    (await page.locator('head script[type="application/ld+json"]').textContent()) ?? '',
  );
  expect(organisation).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Spirit & Truth Ministry',
  });

  const image = await page.request.get('/og-image.jpg');
  expect(image.headers()['content-type']).toBe('image/jpeg');
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test('the home page loads no admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  const home = new HomePage(page);
  await home.goto();
  await page.mouse.wheel(0, 6000);
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /\/remotes\/admin\/|antd/i.test(url))).toEqual([]);
});

test.describe('the home page arrives prerendered', () => {
  test('its first screen shows before any JavaScript runs, its controls waiting for the app', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Walking in Spirit and Truth');
    await expect(page.locator('.hero a', { hasText: 'Watch Sermons' })).toBeVisible();
    await expect(page.locator('nav.main-nav')).toBeVisible();
    await expect(page.getByTestId('video-skeleton')).toHaveCount(7);
    // A picture of the page: its controls are not usable, nor offered to assistive technology,
    // until the app's own arrive.
    await expect(page.locator('#study input[role="combobox"]')).toBeDisabled();
    await expect(page.locator('[data-prerendered-page]')).toHaveAttribute('inert', '');
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('heading')).toHaveCount(0);
    await context.close();
  });

  test('the app takes over the same page with no shift and no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[])
          if (!entry.hadRecentInput) w.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const home = new HomePage(page);
    await home.goto();
    await expect(home.study.cards.first()).toBeVisible();
    await expect(page.locator('[data-prerendered-page]')).toHaveCount(0);
    await expect(page.locator('[data-prerendered-control]')).toHaveCount(0);
    await expect(page.locator('.hero')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('what is typed at once waits for the app’s own search box and is kept', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByRole('combobox', { name: 'Search teachings' });
    await search.pressSequentially('sabath');
    await expect(search).toHaveValue('sabath');
    await expect(page.locator('[data-prerendered-page]')).toHaveCount(0);
    await expect(search).toHaveValue('sabath');
  });
});
