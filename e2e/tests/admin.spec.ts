import { expect, test } from '@playwright/test';
import { ADMIN_ACCOUNT } from '../fixtures/admin-account';
import { ADMIN_TABS, AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminLoginPage } from '../pages/admin-login-page';

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

  await dashboard.viewSite.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Walking in Spirit and Truth' }),
  ).toBeVisible();

  await page.goto('/admin');
  await expect(dashboard.logout).toHaveAttribute('href', '/api/logout');
  await dashboard.logout.click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
