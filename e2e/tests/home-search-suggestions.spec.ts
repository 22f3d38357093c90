import { expect, test } from '@playwright/test';
import { HomePage } from '../pages/home-page';

/** How long typing must pause before the suggestions are asked for (StudySearch.tsx). */
const SUGGESTIONS_DEBOUNCE_MS = 200;

test.describe('the study search suggestions', () => {
  let home: HomePage;

  test.beforeEach(async ({ page }) => {
    home = new HomePage(page);
    await home.goto();
  });

  test('open while typing, asked for once typing pauses, at most 16rem high', async ({ page }) => {
    const { study } = home;
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/search/suggestions')) asked.push(req.url());
    });
    await expect(study.searchBox).toHaveAttribute('aria-expanded', 'false');

    await study.searchBox.pressSequentially('sabbath', { delay: 20 });

    await expect(study.suggestions).toBeVisible();
    await expect(study.searchBox).toHaveAttribute('aria-expanded', 'true');
    await expect(study.options.first()).toContainText('Sabbath');
    // Debounced: asked once typing pauses, not once per letter. (A busy machine may pause mid-word
    // too, and show that word's list first: the full word's ask still comes, last.)
    const asks = () => asked.map((url) => new URL(url).searchParams.get('q'));
    await expect.poll(() => asks().at(-1)).toBe('sabbath');
    expect(asks().length).toBeLessThan('sabbath'.length);
    const maxHeight = await study.suggestions.evaluate((el) => getComputedStyle(el).maxHeight);
    const rem = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
    expect(parseFloat(maxHeight)).toBe(16 * rem);
  });

  test('are never asked for empty text', async ({ page }) => {
    const { study } = home;
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/search/suggestions')) {
        asked.push(new URL(req.url()).searchParams.get('q') ?? '');
      }
    });
    // The page's clock, stopped: typing pauses exactly as long as the test says.
    await page.clock.install();
    await home.goto();
    await page.clock.pauseAt(Date.now() + 1000);
    const pause = SUGGESTIONS_DEBOUNCE_MS + 100;

    await study.searchBox.fill('   ');
    await page.clock.runFor(pause);
    await expect(study.suggestions).toBeHidden();
    // After the same pause a word is asked for: that ask, and no earlier one, is what was sent.
    await study.searchBox.fill('sab');
    await page.clock.runFor(pause);
    await page.clock.resume();
    await expect(study.options.first()).toBeVisible();
    expect(asked).toEqual(['sab']);
  });

  test('are keyboard navigable and Enter chooses the highlighted one', async () => {
    const { study } = home;
    await study.searchBox.fill('sab');
    await expect(study.options.first()).toBeVisible();

    await study.searchBox.press('ArrowDown');
    const first = study.options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(study.searchBox).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    await study.searchBox.press('ArrowDown');
    await expect(study.options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await study.searchBox.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const term = (await first.locator('.suggestion__term').textContent()) ?? '';

    await study.searchBox.press('Enter');

    await expect(study.suggestions).toBeHidden();
    await expect(study.searchBox).toHaveValue(term);
    await expect(study.status).toHaveText(new RegExp(`found for "${term}"`));
  });

  test('close on Escape', async () => {
    const { study } = home;
    await study.searchBox.fill('pray');
    await expect(study.suggestions).toBeVisible();
    await study.searchBox.press('Escape');
    await expect(study.suggestions).toBeHidden();
    await expect(study.searchBox).toHaveValue('pray');
    await expect(study.searchBox).toHaveAttribute('aria-expanded', 'false');
  });

  test('close on a click outside', async ({ page }) => {
    const { study } = home;
    await study.searchBox.fill('pray');
    await expect(study.suggestions).toBeVisible();
    await page.getByRole('heading', { name: 'Study the Word' }).click();
    await expect(study.suggestions).toBeHidden();
  });

  test('close on choosing one with the mouse, which runs its search', async () => {
    const { study } = home;
    await study.searchBox.fill('messi');
    const option = study.options.first();
    const term = (await option.locator('.suggestion__term').textContent()) ?? '';
    await option.click();
    await expect(study.suggestions).toBeHidden();
    await expect(study.searchBox).toHaveValue(term);
    await expect(study.status).toHaveText(new RegExp(`found for "${term}"`));
  });

  test('close on a quick topic', async () => {
    const { study } = home;
    await study.searchBox.fill('pray');
    await expect(study.suggestions).toBeVisible();
    // The list covers the middle chips; the outer ones stay within reach of the pointer.
    await study.quickTopic('True Faith').click();
    await expect(study.suggestions).toBeHidden();
    await expect(study.searchBox).toHaveValue('True Faith');
    await expect(study.status).toHaveText(/found for "True Faith"/);
  });

  test('close on Enter, which searches the typed text', async () => {
    const { study } = home;
    await study.searchBox.fill('pray');
    await expect(study.suggestions).toBeVisible();
    await study.searchBox.press('Enter');
    await expect(study.suggestions).toBeHidden();
    await expect(study.status).toHaveText(/found for "pray"/);
  });

  test('a failed suggestion request shows no list and leaves the search working', async () => {
    const { study } = home;
    await home.failRequests('**/api/search/suggestions?*');
    const failed = home.page.waitForEvent('requestfailed', (req) =>
      req.url().includes('/api/search/suggestions'),
    );
    await study.searchBox.fill('grace');
    await failed;
    await expect(study.suggestions).toBeHidden();
    await expect(study.searchBox).toHaveAttribute('aria-expanded', 'false');
    await study.searchButton.click();
    await expect(study.status).toHaveText(/found for "grace"/);
  });
});
