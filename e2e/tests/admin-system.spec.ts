import { expect, test } from '@playwright/test';
import { enqueueFailingJob } from '../fixtures/failed-job';
import { signInAsAdmin, unique } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminSystemTab } from '../pages/admin-system-tab';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('an administrator sees a failed job with its error in the System tab and retries it', async ({
  page,
}) => {
  const name = unique('e2e-broken').replace(/\s/g, '-');
  const id = await enqueueFailingJob(name);

  const dashboard = new AdminDashboardPage(page);
  const system = new AdminSystemTab(dashboard);
  await dashboard.goto();
  await system.open();

  for (const queue of ['system', 'content', 'email', 'email-campaign'])
    await expect(system.queueRow(queue)).toBeVisible();
  await expect(system.queues.getByRole('columnheader')).toHaveText([
    'Queue',
    'Waiting',
    'Active',
    'Failed',
    'Delayed',
    'Completed',
  ]);

  await system.chooseQueue('system');
  const row = system.failedJob(id);
  // The server's worker fails it; the tab refreshes by itself.
  await expect(row).toContainText(`Unknown system job ${name}`, { timeout: 20_000 });
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(system.queueRow('system').getByRole('cell').nth(3)).not.toHaveText('0');

  await row.getByRole('button', { name: `Retry ${name} #${id}` }).click();
  await expect(dashboard.toast).toContainText('Job retried');
  // Back in the queue, run again by the worker (which fails it again): a second attempt.
  await expect(row.getByRole('cell').nth(2)).toHaveText('2', { timeout: 20_000 });
});

test('the System tab is a tab of its own chunk, not loaded before it is opened', async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  const queueRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/admin/system/queues')) queueRequests.push(req.url());
  });
  await dashboard.goto();
  await expect(dashboard.tab('System')).toBeVisible();
  expect(queueRequests).toEqual([]);
  await new AdminSystemTab(dashboard).open();
  expect(queueRequests.length).toBeGreaterThan(0);
});

test('on a phone the System tab scrolls its tables, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 900 });
  const dashboard = new AdminDashboardPage(page);
  await dashboard.goto();
  const system = new AdminSystemTab(dashboard);
  await system.open();
  await expect(system.section.getByRole('radiogroup', { name: 'Queue' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
});
