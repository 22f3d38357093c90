import { expect, test, type Page } from '@playwright/test';
import type { Schema } from '@ministry/api-client';
import { HomePage, type StudySection, type VideoCard } from '../pages/home-page';

type Video = Schema<'VideoDto'>;

/** The same list the grid shows, read from the real API. */
async function videosFromApi(page: Page, params: string): Promise<Video[]> {
  const res = await page.request.get(`/api/youtube/videos?${params}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Video[];
}

/** Each card shows its video as spec §2 item 4 says; returns how often the '+N more' tags appeared. */
async function expectCardsToShow(study: StudySection, videos: Video[]) {
  await expect(study.cards).toHaveCount(videos.length);
  const seen = { moreThemes: 0, moreReferences: 0 };
  for (const [index, video] of videos.entries()) {
    const card: VideoCard = study.card(index);
    await expect(card.link).toHaveText(`${video.title} (opens in a new tab)`);
    await expect(card.link).toHaveAttribute('href', video.url);
    await expect(card.link).toHaveAttribute('target', '_blank');
    await expect(card.link).toHaveAttribute('rel', /noopener/);
    await expect(card.thumbnail).toHaveAttribute('src', video.thumbnail);
    await expect(card.thumbnail).toHaveAttribute('loading', 'lazy');
    await expect(card.thumbnail).toHaveAttribute('width', /\d+/);
    await expect(card.thumbnail).toHaveAttribute('height', /\d+/);
    await expect(card.duration).toHaveText(`Duration ${video.duration}`);
    await expect(card.views).toHaveText(
      `${video.viewCount.toLocaleString('en-US')} ${video.viewCount === 1 ? 'view' : 'views'}`,
    );

    const themes = video.themes.slice(0, 3);
    if (video.themes.length > 3) {
      themes.push(`+${video.themes.length - 3} more`);
      seen.moreThemes += 1;
    }
    await expect(card.themes).toHaveText(themes);
    const references = video.scriptureReferences.slice(0, 2);
    if (video.scriptureReferences.length > 2) {
      references.push(`+${video.scriptureReferences.length - 2} more`);
      seen.moreReferences += 1;
    }
    await expect(card.references).toHaveText(references);

    if (video.relevanceScore > 0) {
      await expect(card.match).toHaveText(`${Math.round(video.relevanceScore * 100)}% match`);
    } else {
      await expect(card.match).toHaveCount(0);
    }
  }
  return seen;
}

test('without a query the grid shows the 7 most popular teachings, no match badges', async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.goto();
  const { study } = home;

  await expect(study.status).toHaveText('Showing most popular biblical teachings');
  const videos = await videosFromApi(page, 'maxResults=7');
  expect(videos).toHaveLength(7);
  await expectCardsToShow(study, videos);
  await expect(study.root.locator('.badge--match')).toHaveCount(0);
});

test('a search shows up to 12 teachings with their match, tags and "+N more"', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const { study } = home;

  await study.search('faith');

  const videos = await videosFromApi(page, 'maxResults=12&q=faith');
  expect(videos).toHaveLength(12);
  await expect(study.status).toHaveText('12 teachings found for "faith"');
  const seen = await expectCardsToShow(study, videos);
  // The demo catalogue has teachings with more than 3 themes and more than 2 references.
  expect(seen.moreThemes).toBeGreaterThan(0);
  expect(seen.moreReferences).toBeGreaterThan(0);
  await expect(study.card(0).match).toHaveText(/^\d{1,3}% match$/);
});

test('a misspelt topic still finds it ("sabath" → Sabbath, with a match)', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const { study } = home;

  await study.searchBox.fill('sabath');
  await study.searchBox.press('Enter');

  await expect(study.cards.first()).toContainText('Sabbath');
  await expect(study.card(0).match).toHaveText(/^\d{1,3}% match$/);
});

test('a scripture reference finds the teachings citing it ("John 3")', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const { study } = home;

  await study.search('John 3');

  await expect(study.cards.first()).toBeVisible();
  const count = await study.cards.count();
  for (let i = 0; i < count; i += 1) {
    await expect(study.cards.nth(i)).toContainText(/John 3/);
  }
});

test('each quick topic searches for itself', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const { study } = home;

  await expect(study.quickTopics).toHaveText([
    'True Faith',
    'Prayer & Worship',
    'Obedience',
    'Sabbath',
    'The Messiah',
    'Sanctification',
  ]);
  const request = page.waitForRequest(
    (req) => req.url().includes('/api/youtube/videos?') && req.url().includes('q=Sabbath'),
  );
  await study.quickTopic('Sabbath').click();
  expect(new URL((await request).url()).searchParams.get('maxResults')).toBe('12');
  await expect(study.searchBox).toHaveValue('Sabbath');
  await expect(study.status).toHaveText(/teachings? found for "Sabbath"/);
  await expect(study.card(0).match).toBeVisible();
});

test('a search without results suggests topics and offers to clear it', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  const { study } = home;

  await study.search('qzxwvk');

  await expect(study.status).toHaveText('No results found for "qzxwvk"');
  await expect(study.cards).toHaveCount(0);
  await expect(study.suggestedTopics).toHaveText([
    'faith',
    'prayer',
    'obedience',
    'sabbath',
    'messiah',
    'sanctification',
  ]);

  await study.suggestedTopics.filter({ hasText: 'prayer' }).click();
  await expect(study.searchBox).toHaveValue('prayer');
  await expect(study.status).toHaveText(/found for "prayer"/);

  await study.search('qzxwvk');
  await study.clearSearch.click();
  await expect(study.searchBox).toHaveValue('');
  await expect(study.status).toHaveText('Showing most popular biblical teachings');
  await expect(study.cards).toHaveCount(7);
});

test('while loading the grid shows 7 skeletons, or 12 for a search', async ({ page }) => {
  const home = new HomePage(page);
  const popular = await home.holdRequests('**/api/youtube/videos?maxResults=7');
  await home.goto();
  const { study } = home;

  await expect(study.skeletons).toHaveCount(7);
  popular.release();
  await expect(study.cards).toHaveCount(7);
  await expect(study.skeletons).toHaveCount(0);

  const search = await home.holdRequests('**/api/youtube/videos?maxResults=12&q=*');
  await study.search('prayer');
  await expect(study.skeletons).toHaveCount(12);
  search.release();
  await expect(study.cards.first()).toBeVisible();
  await expect(study.skeletons).toHaveCount(0);
});

test('a failed video list reads "Failed to fetch videos" and can be tried again', async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.failRequests('**/api/youtube/videos?maxResults=7');
  await home.goto();
  const { study } = home;

  const popular = study.root.getByText('Showing most popular biblical teachings');
  await expect(study.error).toHaveText('Failed to fetch videos');
  await expect(study.cards).toHaveCount(0);
  // The error stands alone: nothing claims videos are shown.
  await expect(popular).toHaveCount(0);

  await page.unroute('**/api/youtube/videos?maxResults=7');
  await study.root.getByRole('button', { name: 'Try again' }).click();
  await expect(study.cards).toHaveCount(7);
  await expect(study.error).toHaveCount(0);
  await expect(popular).toBeVisible();
});

test('a thumbnail that cannot load gives way to a neutral placeholder, fetched from nowhere', async ({
  page,
  baseURL,
}) => {
  // The catalogue is the server's; one thumbnail in its answer points at a file the server lacks.
  const missing = `/media/thumbnails/missing-${Date.now().toString(36)}.svg`;
  await page.route(/\/api\/youtube\/videos\?maxResults=7$/, async (route) => {
    const response = await route.fetch();
    const videos = (await response.json()) as Video[];
    videos[0].thumbnail = missing;
    await route.fulfill({ response, json: videos });
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  const home = new HomePage(page);
  await home.goto();
  const first = home.study.card(0);
  await expect(first.root.getByTestId('thumbnail-placeholder')).toBeVisible();
  await expect(first.thumbnail).toHaveCount(0);
  await expect(home.study.card(1).thumbnail).toBeVisible();
  const origin = new URL(baseURL!).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual(
    [],
  );
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 800, height: 900 },
  { width: 412, height: 915 },
]) {
  test(`the 7 most popular teachings leave no hole in the grid at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const home = new HomePage(page);
    await home.goto();
    await expect(home.study.cards).toHaveCount(7);
    const cells = home.study.grid.locator(':scope > li');
    await expect(cells).toHaveCount(8);
    await expect(cells.last().getByRole('link', { name: /^Browse the channel/ })).toBeVisible();
    // Every row holds as many cells as the first one.
    const tops = await cells.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    const perRow = [
      ...tops
        .reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map<number, number>())
        .values(),
    ];
    expect(new Set(perRow).size, `cells per row: ${perRow.join(', ')}`).toBe(1);
  });
}
