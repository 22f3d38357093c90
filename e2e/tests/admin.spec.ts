import { expect, test } from '@playwright/test';
import { ADMIN_ACCOUNT } from '../fixtures/admin-account';
import { signInAsAdmin } from '../pages/admin-api';
import { ADMIN_TABS, AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminLoginPage } from '../pages/admin-login-page';

// Several full page loads per test on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

test('an administrator signs in, uses the dashboard and signs out', async ({ page }) => {
  const login = new AdminLoginPage(page);
  const dashboard = new AdminDashboardPage(page);
  await login.goto();

  await login.username.fill('e2e-nobody');
  await login.password.fill('not-the-password');
  await login.signIn.click();
  await expect(login.failure).toBeVisible();

  await login.username.fill(ADMIN_ACCOUNT.username);
  await login.password.fill(ADMIN_ACCOUNT.password);
  await login.signIn.click();

  await expect(page).toHaveURL(/\/admin$/);
  const toast = page.getByRole('status').getByTestId('toast');
  await expect(toast).toContainText('Login successful');
  await expect(toast).toContainText('Welcome back!');
  await expect(dashboard.heading).toBeVisible();
  await expect(page.getByText(ADMIN_ACCOUNT.email)).toBeVisible();
  await expect(dashboard.tabs).toHaveText(ADMIN_TABS);
  await expect(dashboard.tab('Events')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Manage Events' })).toBeVisible();

  await dashboard.tab('Email Marketing').click();
  await expect(page.getByRole('heading', { name: 'Email Marketing', level: 2 })).toBeVisible();

  // Signed in, the login screen sends the administrator to the dashboard.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(dashboard.heading).toBeVisible();

  // The site opens in a tab of its own; the dashboard stays.
  const [site] = await Promise.all([
    page.context().waitForEvent('page'),
    dashboard.viewSite.click(),
  ]);
  await expect(site).toHaveURL(/\/$/);
  await expect(
    site.getByRole('heading', { level: 1, name: 'Walking in Spirit and Truth' }),
  ).toBeVisible();
  await site.close();
  await expect(dashboard.heading).toBeVisible();

  await page.goto('/admin');
  await expect(dashboard.logout).toHaveAttribute('href', '/api/logout');
  await dashboard.logout.click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('every dashboard tab loads on demand with its heading', async ({ page }) => {
  const dashboard = new AdminDashboardPage(page);
  await signInAsAdmin(page);
  const tabChunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/admin/') && request.url().endsWith('.js')) {
      tabChunks.push(request.url());
    }
  });
  await dashboard.goto();
  await expect(page.getByRole('heading', { level: 2, name: 'Manage Events' })).toBeVisible();
  const loadedAtStart = tabChunks.length;
  for (const [tab, heading] of [
    ['Scriptures', 'Scripture Management'],
    ['Testimonials', 'Manage Testimonials'],
    ['Counseling', 'Counseling Requests'],
    ['Community', 'Community'],
  ]) {
    await dashboard.open(tab, heading);
  }
  // Each further tab fetched code of its own.
  expect(tabChunks.length).toBeGreaterThan(loadedAtStart);
});

test('a signed-in user without admin rights sees Access Denied', async ({ page }) => {
  await page.route('**/api/auth/user', (route) =>
    route.fulfill({
      json: {
        id: 999,
        username: 'someone',
        email: 'someone@example.test',
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        isAdmin: false,
      },
    }),
  );
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need admin privileges to access this page.')).toBeVisible();
  await expect(new AdminDashboardPage(page).heading).toHaveCount(0);
});

test('the login form requires both fields', async ({ page }) => {
  const login = new AdminLoginPage(page);
  await login.goto();
  await expect(login.username).toHaveAttribute('placeholder', 'Enter your username');
  await expect(login.password).toHaveAttribute('placeholder', 'Enter your password');
  await login.signIn.click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('an admin list that fails shows the HTTP status', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route('**/api/admin/events', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 503, body: 'down' })
      : route.continue(),
  );
  await new AdminDashboardPage(page).goto();
  await expect(
    page.getByRole('alert').filter({ hasText: 'HTTP error! status: 503' }),
  ).toBeVisible();
});
