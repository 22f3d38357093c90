import { expect, test, type Dialog, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { signInAsAdmin } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminEventsTab } from '../pages/admin-events-tab';
import { AdminSettingsTab } from '../pages/admin-settings-tab';

// Edits an administrator has not saved are not lost without a question: View Site opens a tab of its
// own, Logout asks, and the browser asks before a reload or leaving the page. Nor is what a tab shows
// lost when a re-read of it fails (shared/TabSection.tsx).
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

/**
 * Reloads the page and answers the browser's "Leave site?" question, if it asks: `stay` keeps the page.
 * Resolves with whether it asked.
 */
async function reloadAnswering(page: Page, answer: 'stay' | 'leave'): Promise<boolean> {
  let asked = false;
  const handler = (dialog: Dialog) => {
    asked = dialog.type() === 'beforeunload';
    void (answer === 'stay' ? dialog.dismiss() : dialog.accept());
  };
  page.once('dialog', handler);
  const loaded = answer === 'leave' ? page.waitForEvent('load') : null;
  // Not page.reload(): a reload the visitor cancels never finishes.
  await page.evaluate(() => setTimeout(() => window.location.reload(), 0));
  if (loaded) await loaded;
  else await expect.poll(() => asked, { message: 'the browser asks before the reload' }).toBe(true);
  page.off('dialog', handler);
  return asked;
}

test('Settings: View Site keeps the edit, Logout and a reload ask first, a saved form leaves freely', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  const settings = new AdminSettingsTab(dashboard);
  await dashboard.goto();
  await settings.open();
  const headline = settings.field('Hero headline');
  const saved = await headline.inputValue();
  const typed = `${saved} today`;
  await headline.fill(typed);

  // View Site: the site in a tab of its own, the edit still here.
  const [site] = await Promise.all([
    page.context().waitForEvent('page'),
    dashboard.viewSite.click(),
  ]);
  await expect(site).toHaveURL(/\/$/);
  await site.close();
  await expect(headline).toHaveValue(typed);

  // Logout asks; Keep Editing stays.
  await dashboard.logout.click();
  const leave = dashboard.dialog('Leave without saving?');
  await expect(leave).toContainText('You have unsaved changes.');
  await leave.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/admin/);
  await expect(headline).toHaveValue(typed);

  // A reload asks; staying keeps the edit.
  await reloadAnswering(page, 'stay');
  await expect(headline).toHaveValue(typed);

  // Typing the saved text back: nothing left to lose, so nothing asks.
  await headline.fill(saved);
  expect(await reloadAnswering(page, 'leave')).toBe(false);
  await dashboard.heading.waitFor();
});

test('Settings: Logout after agreeing to discard leaves without a second question', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  const settings = new AdminSettingsTab(dashboard);
  await dashboard.goto();
  await settings.open();
  await settings.field('Tagline').fill('Something not saved');
  let browserAsked = false;
  page.on('dialog', (dialog) => {
    browserAsked = true;
    void dialog.accept();
  });

  await dashboard.logout.click();
  await dashboard.dialog('Leave without saving?').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(browserAsked).toBe(false);
});

test('an add dialog with something typed asks before a reload', async ({ page }) => {
  const dashboard = new AdminDashboardPage(page);
  const events = new AdminEventsTab(dashboard);
  await dashboard.goto();
  await events.addButton.click();
  const add = dashboard.dialog('Add New Event');
  await add.getByLabel('Title').fill('Harvest supper');

  await reloadAnswering(page, 'stay');
  await expect(add.getByLabel('Title')).toHaveValue('Harvest supper');

  // Discarded by Cancel: the page leaves freely again.
  await add.getByRole('button', { name: 'Cancel' }).click();
  await dashboard.dialog('Discard changes?').getByRole('button', { name: 'Discard' }).click();
  await expect(add).toBeHidden();
  expect(await reloadAnswering(page, 'leave')).toBe(false);
});

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
]) {
  test(`an admin tab at ${viewport.width} px keeps its list when a re-read fails, under the failure, and Retry by keyboard clears it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const dashboard = new AdminDashboardPage(page);
    const events = new AdminEventsTab(dashboard);
    await dashboard.goto();
    await events.open();
    const cards = events.section.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.count();

    // Admin lists are read again when the window comes back into view; this read fails.
    await page.route('**/api/admin/events**', (route) =>
      route.request().method() === 'GET' ? route.abort() : route.continue(),
    );
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    const failure = events.section
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expect(failure).toBeVisible();
    await expect(cards).toHaveCount(shown);
    await expectAccessible(page, `the Events tab under a failed re-read at ${viewport.width} px`);

    await page.unroute('**/api/admin/events**');
    await failure.getByRole('button', { name: 'Retry' }).focus();
    await page.keyboard.press('Enter');
    await expect(failure).toBeHidden();
    await expect(cards).toHaveCount(shown);
  });
}
