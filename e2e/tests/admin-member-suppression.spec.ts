import { expect, test } from '@playwright/test';
import { suppress } from '../fixtures/suppressions';
import { signInAsAdmin, signUpMember, unique } from '../pages/admin-api';
import { AdminCommunityTab } from '../pages/admin-community-tab';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';

test.describe.configure({ timeout: 120_000 });

test("a member's profile says why campaigns skip the address; a bounce can be lifted, a complaint cannot", async ({
  page,
  baseURL,
}) => {
  const tag = unique('sup').replace(/\W/g, '');
  const bounced = {
    firstName: 'Silas',
    lastName: `Bounce${tag}`,
    email: `silas.${tag}@example.test`,
  };
  const complained = {
    firstName: 'Demas',
    lastName: `Spam${tag}`,
    email: `demas.${tag}@example.test`,
  };
  for (const member of [bounced, complained]) {
    await (await signUpMember(baseURL!, { ...member, subscribeToEmails: true })).dispose();
  }
  await suppress(bounced.email, 'bounce', 'sendgrid', '550 5.1.1 user unknown');
  await suppress(complained.email, 'complaint', 'ses', 'abuse');

  // Opening a member whose address campaigns reach is an ordinary answer, not a failed request.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  const community = new AdminCommunityTab(dashboard);
  await dashboard.goto();
  await community.open();

  await community.search.fill(complained.email);
  await community.row(complained.email).getByRole('button', { name: 'View' }).click();
  const spam = page.getByRole('dialog', { name: `Demas Spam${tag}` });
  await expect(spam).toContainText('Marked as spam');
  await expect(spam).toContainText('reported by ses');
  await expect(spam.getByRole('button', { name: 'Lift the bounce' })).toHaveCount(0);
  await spam.getByRole('button', { name: 'Close' }).click();
  // Closed before the next row's View: the drawer, still sliding out, covered the table.
  await expect(spam).toBeHidden();

  await community.search.fill(bounced.email);
  await community.row(bounced.email).getByRole('button', { name: 'View' }).click();
  const profile = page.getByRole('dialog', { name: `Silas Bounce${tag}` });
  await expect(profile).toContainText('Bounced');
  await expect(profile).toContainText('550 5.1.1 user unknown');
  await profile.getByRole('button', { name: 'Lift the bounce' }).click();
  await page.getByRole('button', { name: 'Lift', exact: true }).click();
  await expect(profile).toContainText('Delivered');
  await expect(profile.getByRole('button', { name: 'Lift the bounce' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
