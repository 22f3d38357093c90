import { expect, test, type Page } from '@playwright/test';
import type { Schema } from '@ministry/api-client';
import { HomePage } from '../pages/home-page';

type Video = Schema<'VideoDto'>;

async function searchApi(
  page: Page,
  params: string,
): Promise<{ videos: Video[]; corrected: string | null }> {
  const res = await page.request.get(`/api/youtube/videos?maxResults=12&${params}`);
  expect(res.ok()).toBe(true);
  return {
    videos: (await res.json()) as Video[],
    corrected: res.headers()['x-search-corrected-query'] ?? null,
  };
}

for (const width of [412, 1280]) {
  test(`"fath" shows the results for faith, and searches "fath" as typed on request (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const faith = await searchApi(page, 'q=fath');
    expect(faith.corrected).toBe('faith');
    const asTyped = await searchApi(page, 'q=fath&correct=false');
    expect(asTyped.corrected).toBeNull();

    const home = new HomePage(page);
    await home.goto();
    const { study } = home;
    // Enter, as people do: on a phone the open suggestions cover the Search button.
    await study.searchBox.fill('fath');
    await study.searchBox.press('Enter');
    await expect(study.correction).toHaveText(
      'Showing results for faith · search instead for fath',
    );
    await expect(study.status).toHaveText(`${faith.videos.length} teachings found for "faith"`);
    await expect(study.cards).toHaveCount(faith.videos.length);
    await expect(study.card(0).link).toHaveText(`${faith.videos[0].title} (opens in a new tab)`);
    // The box keeps what was typed.
    await expect(study.searchBox).toHaveValue('fath');

    await study.searchAsTyped.click();
    await expect(study.correction).toHaveCount(0);
    await expect(study.status).toHaveText(
      `${asTyped.videos.length} ${asTyped.videos.length === 1 ? 'teaching' : 'teachings'} found for "fath"`,
    );
    await expect(study.card(0).link).toHaveText(`${asTyped.videos[0].title} (opens in a new tab)`);

    // A query that needs no correction shows none.
    await study.searchBox.fill('faith');
    await study.searchBox.press('Enter');
    await expect(study.status).toHaveText(`${faith.videos.length} teachings found for "faith"`);
    await expect(study.correction).toHaveCount(0);
  });
}
