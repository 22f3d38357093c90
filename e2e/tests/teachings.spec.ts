import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { mp3File } from '../../backend/test/support/audio-files';
import { expectAccessible } from '../fixtures/axe';
import { signInAsAdmin, unique } from '../pages/admin-api';

interface Summary {
  id: number;
  slug: string;
  title: string;
  passages: string[];
}

/** A series of three demo teachings and a speaker for them, made through the staff API. */
async function makeSeries(api: APIRequestContext) {
  const list = (await (await api.get('/api/teachings?book=John&pageSize=48')).json()) as {
    items: Summary[];
  };
  const john = list.items.slice(0, 3);
  expect(john.length).toBe(3);
  const name = unique('Gospel');
  const series = await (
    await api.post('/api/admin/teaching-series', {
      data: { title: name, description: 'Verse by verse through John.' },
    })
  ).json();
  const speaker = await (
    await api.post('/api/admin/teaching-speakers', {
      data: { name: unique('Elder'), bio: 'Teaching elder.' },
    })
  ).json();
  for (const [position, teaching] of john.entries()) {
    const res = await api.patch(`/api/admin/teachings/${teaching.id}`, {
      data: { seriesId: series.id, seriesPosition: position, speakerId: speaker.id },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { series, speaker, john };
}

function watchThirdParties(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (!/^(127\.0\.0\.1|localhost)$/.test(new URL(req.url()).hostname)) seen.push(req.url());
  });
  return seen;
}

let made: Awaited<ReturnType<typeof makeSeries>>;
/** The teaching given audio (the last of the series), and the address its audio is served at. */
let withAudio: { slug: string; title: string; id: number; url: string };

test.beforeAll(async ({ baseURL }) => {
  const api = await request.newContext({ baseURL });
  await signInAsAdmin(api);
  made = await makeSeries(api);
  // Twenty seconds of MPEG-1 Layer III frames, as staff upload it from the Teachings tab.
  const teaching = made.john[2];
  const res = await api.put(`/api/admin/teachings/${teaching.id}/audio`, {
    headers: { 'Content-Type': 'audio/mpeg' },
    data: mp3File(20),
  });
  expect(res.status(), await res.text()).toBe(200);
  withAudio = { ...teaching, url: ((await res.json()) as { audio: { url: string } }).audio.url };
  await api.dispose();
});

test.afterAll(async ({ baseURL }) => {
  // The stack's other suites find the teaching as it was.
  const api = await request.newContext({ baseURL });
  await signInAsAdmin(api);
  await api.delete(`/api/admin/teachings/${withAudio.id}/audio`);
  await api.dispose();
});

for (const width of [412, 1280]) {
  test.describe(`the teaching library at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('browse by series, open a teaching, follow the series and related teachings', async ({
      page,
    }) => {
      // Four pages, each checked with axe: longer than one page's test.
      test.setTimeout(240_000);
      const thirdParty = watchThirdParties(page);
      await page.goto('/teachings');
      await expect(page.getByRole('heading', { level: 1, name: 'Teaching library' })).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Teachings' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expectAccessible(page, `/teachings at ${width}`);

      // By speaker, then by series instead.
      const cards = page.getByRole('list', { name: 'Teachings' }).getByRole('article');
      await page.locator('select[name="speaker"]').selectOption({ label: made.speaker.name });
      await expect(page).toHaveURL(new RegExp(`speaker=${made.speaker.slug}`));
      await expect(cards).toHaveCount(3);
      await page.locator('select[name="speaker"]').selectOption('');
      await expect(page).not.toHaveURL(/speaker=/);
      await page.locator('select[name="series"]').selectOption({ label: made.series.title });
      await expect(page).toHaveURL(new RegExp(`series=${made.series.slug}`));
      await expect(cards).toHaveCount(3);

      await page.getByRole('link', { name: made.john[0].title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/teachings/${made.john[0].slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(made.john[0].title);
      // Its passages, each a search for it.
      const passage = made.john[0].passages[0];
      await expect(page.getByRole('link', { name: passage, exact: true })).toHaveAttribute(
        'href',
        `/teachings?q=${encodeURIComponent(passage)}`,
      );
      await expect(page.getByRole('link', { name: 'Play video' })).toBeVisible();
      await expectAccessible(page, `teaching page at ${width}`);

      await page.getByRole('link', { name: /Next in the series/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(made.john[1].title);
      await expect(page.getByRole('link', { name: /Previous in the series/ })).toBeVisible();

      const related = page
        .getByRole('list', { name: 'Related teachings' })
        .getByRole('link')
        .first();
      const relatedTitle = await related.innerText();
      await related.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);

      await page.goto(`/teachings/${made.john[2].slug}`);
      await page.getByRole('link', { name: made.speaker.name }).first().click();
      await expect(page).toHaveURL(new RegExp(`/teachings/speakers/${made.speaker.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(made.speaker.name);
      await expect(page.getByText('Teaching elder.')).toBeVisible();
      await expectAccessible(page, `speaker page at ${width}`);

      await page.goto(`/teachings/series/${made.series.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(made.series.title);
      await expect(
        page.getByRole('list', { name: `Teachings of ${made.series.title}` }).getByRole('article'),
      ).toHaveCount(3);
      await expectAccessible(page, `series page at ${width}`);
      // Nothing was asked of the video platform or any other site.
      expect(thirdParty).toEqual([]);
    });

    test('press play on a teaching\u2019s audio: it plays, streamed in ranges', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const asked: { range: string | undefined; status: number }[] = [];
      page.on('response', (res) => {
        if (new URL(res.url()).pathname === withAudio.url)
          asked.push({ range: res.request().headers()['range'], status: res.status() });
      });
      await page.goto(`/teachings/${withAudio.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(withAudio.title);
      const listen = page.getByRole('region', { name: 'Listen' });
      const player = listen.locator('audio');
      await expect(player).toBeVisible();
      await expect(player).toHaveAttribute('preload', 'none');
      await expectAccessible(page, `teaching page with audio at ${width}`);
      // Nothing of the file is fetched before the visitor asks for it.
      expect(asked).toEqual([]);

      // The play button is the first of the player's own controls, at its left end.
      const box = (await player.boundingBox())!;
      await player.click({ position: { x: 20, y: box.height / 2 } });
      await expect
        .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), {
          timeout: 20_000,
        })
        .toBeGreaterThan(1);
      const state = await player.evaluate((audio: HTMLAudioElement) => ({
        paused: audio.paused,
        error: audio.error?.code ?? null,
        duration: Math.round(audio.duration),
      }));
      expect(state).toEqual({ paused: false, error: null, duration: 20 });
      // The browser asked for a range and the server answered with part of the file.
      expect(asked.length).toBeGreaterThan(0);
      expect(asked[0].range).toMatch(/^bytes=\d+-/);
      expect(asked[0].status).toBe(206);
      await expectAccessible(page, `teaching page playing its audio at ${width}`);
    });

    test('browse by book, and search with the video search', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/teachings');
      await page.locator('select[name="book"]').selectOption('John');
      await expect(page).toHaveURL(/book=John/);
      const refs = page
        .getByRole('list', { name: 'Teachings' })
        .getByRole('list', { name: 'Scripture references' });
      await expect(refs.first()).toContainText('John');
      const search = page.locator('input[role="combobox"]');
      await search.fill('John 3:16');
      await search.press('Enter');
      await expect(page).toHaveURL(/q=John/);
      await expect(page.locator('.study__status')).toContainText('found for "John 3:16"');
      await expect(page.getByRole('link', { name: 'For God So Loved the World' })).toBeVisible();
    });
  });
}

test('home keeps "View all sermons on YouTube" and links the library', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /View all sermons on YouTube/ })).toBeVisible();
  await page.getByRole('link', { name: 'Browse the teaching library' }).click();
  await expect(page).toHaveURL(/\/teachings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Teaching library' })).toBeVisible();
});

test('a teaching page arrives with its content: readable with JavaScript off, with its structured data', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const [first, second] = made.john;
  const res = await page.goto(`/teachings/${first.slug}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(page.getByRole('link', { name: first.passages[0], exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(first.title.replace(/[?]/g, '\\?')));
  const next = page.getByRole('link', { name: /Next in the series/ });
  await expect(next).toHaveAttribute('href', `/teachings/${second.slug}`);
  // The links work without the app.
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const video = ld.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'VideoObject');
  expect(video).toMatchObject({
    name: second.title,
    url: expect.stringContaining(`/teachings/${second.slug}`),
  });
  // The library's list and a series read the same way.
  await page.goto(`/teachings/series/${made.series.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(made.series.title);
  await page.goto('/teachings');
  await expect(page.getByRole('heading', { level: 1, name: 'Teaching library' })).toBeVisible();
  await expect(page.getByRole('link', { name: first.title, exact: true })).toBeVisible();
  await context.close();
  // An unknown teaching is a 404 page; the sitemap lists the library.
  const api = await request.newContext({ baseURL });
  expect((await api.get('/teachings/no-such-teaching-anywhere')).status()).toBe(404);
  const sitemap = await (await api.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/teachings/${first.slug}</loc>`);
  expect(sitemap).toContain(`/teachings/series/${made.series.slug}</loc>`);
  await api.dispose();
});
