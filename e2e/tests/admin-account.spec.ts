import { expect, test, type Browser, type Page } from '@playwright/test';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminLoginPage } from '../pages/admin-login-page';
import { staffAccount } from '../pages/staff-accounts';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'a lamp unto my feet';
const NEW_PASSWORD = 'a light unto my path';

async function signIn(page: Page, username: string, password: string): Promise<AdminDashboardPage> {
  const login = new AdminLoginPage(page);
  await login.goto();
  await login.username.fill(username);
  await login.password.fill(password);
  await login.signIn.click();
  const dashboard = new AdminDashboardPage(page);
  await dashboard.heading.waitFor();
  return dashboard;
}

async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a staff member sees where they are signed in, ends the other session and changes the password', async ({
  page,
  browser,
  baseURL,
}) => {
  // A content editor made through the API: invited by the e2e administrator, the invitation accepted.
  const email = await staffAccount(baseURL!, 'content', {
    prefix: 'editor-account',
    password: PASSWORD,
    firstName: 'Bezalel',
    lastName: 'Uri',
  });

  const here = await signIn(page, email, PASSWORD);
  const elsewhere = await otherBrowser(browser);
  await signIn(elsewhere, email, PASSWORD);

  const account = await here.open('My account', 'My account');
  const sessions = account.getByRole('table');
  await expect(sessions.getByRole('row')).toHaveCount(3);
  const thisOne = sessions.getByRole('row').filter({ hasText: 'This device' });
  await expect(thisOne).toHaveCount(1);
  await expect(thisOne).toContainText(/Chrom.* on Linux/);
  await expect(thisOne.getByRole('button')).toHaveCount(0);

  const ends = sessions.getByRole('button', { name: /^End session on/ });
  await expect(ends).toHaveCount(1);
  await ends.click();
  await expect(here.toast.filter({ hasText: 'Session ended' })).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);

  // The other browser is signed out on its next action.
  await elsewhere.reload();
  await expect(new AdminLoginPage(elsewhere).heading).toBeVisible();
  await expect(elsewhere).toHaveURL(/\/admin\/login$/);

  await account.getByLabel('Current password', { exact: true }).fill('not my password');
  await account.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await account.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await account.getByRole('button', { name: 'Change password' }).click();
  await expect(account.getByText('The current password is not right.')).toBeVisible();

  await account.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await account.getByRole('button', { name: 'Change password' }).click();
  await expect(here.toast.filter({ hasText: 'Password changed' })).toBeVisible();
  await expect(account.getByLabel('Current password', { exact: true })).toHaveValue('');
  // Still signed in here, on this one session only.
  await expect(sessions.getByRole('row')).toHaveCount(2);

  await elsewhere.context().close();
  const again = await otherBrowser(browser);
  const login = new AdminLoginPage(again);
  await login.goto();
  await login.username.fill(email);
  await login.password.fill(PASSWORD);
  await login.signIn.click();
  await expect(login.failure).toBeVisible();
  await signIn(again, email, NEW_PASSWORD);
  await again.context().close();
});
