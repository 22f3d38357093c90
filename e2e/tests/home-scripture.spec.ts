import { expect, test } from '@playwright/test';
import { ContentAdminApi, HomePage } from '../pages/home-page';

let admin: ContentAdminApi;

test.beforeEach(async ({ baseURL }) => {
  admin = await ContentAdminApi.signIn(baseURL!);
});

test.afterEach(async () => {
  await admin.dispose();
});

test('the weekly scripture set for the home page is quoted with its reference', async ({
  page,
}) => {
  const scripture = await admin.createScripture(
    `Trust in the LORD with all your heart, and lean not on your own understanding. (${Date.now()})`,
    'Proverbs 3:5',
  );
  await admin.setDisplayOnHome(scripture.id, true);
  try {
    const home = new HomePage(page);
    await home.goto('#teachings');
    await expect(
      home.scripture.root.getByRole('heading', { name: 'Weekly Scripture' }),
    ).toBeVisible();
    await expect(home.scripture.quote).toHaveText(`“${scripture.text}”`);
    await expect(home.scripture.reference).toHaveText('Proverbs 3:5');
    await expect(home.scripture.empty).toHaveCount(0);
  } finally {
    await admin.deleteScripture(scripture.id);
  }
});

test('with no scripture for the home page it reads "No scripture available"', async ({ page }) => {
  const shown = (await admin.listScriptures()).filter((s) => s.displayOnHome);
  for (const scripture of shown) await admin.setDisplayOnHome(scripture.id, false);
  try {
    const home = new HomePage(page);
    await home.goto('#teachings');
    await expect(home.scripture.empty).toBeVisible();
    await expect(home.scripture.quote).toHaveCount(0);
  } finally {
    for (const scripture of shown) await admin.setDisplayOnHome(scripture.id, true);
  }
});

test('a failing fetch is retried 3 times behind a skeleton, then reads "No scripture available"', async ({
  page,
}) => {
  test.slow(); // React Query waits 1 s, 2 s and 4 s between the retries.
  let attempts = 0;
  await page.route('**/api/scripture/weekly', (route) => {
    attempts += 1;
    return route.abort('failed');
  });
  const home = new HomePage(page);
  await home.goto();

  await expect(home.scripture.skeleton).toBeVisible();
  await expect(home.scripture.empty).toBeVisible({ timeout: 20_000 });
  await expect(home.scripture.skeleton).toHaveCount(0);
  expect(attempts).toBe(4);
});
