import { expect, test } from '@playwright/test';
import { CommunityPage } from '../pages/community-page';

test('a remote that cannot load shows a fallback, and "Try again" loads it', async ({ page }) => {
  const community = new CommunityPage(page);
  await page.route('**/remotes/community/**', (route) => route.abort());

  await community.goto();

  await expect(community.fallback).toBeVisible({ timeout: 15_000 });
  await expect(community.tryAgain).toBeVisible();
  // The rest of the page keeps working.
  await expect(community.layout.footer).toContainText('Service Times');
  await expect(community.layout.navLink('About')).toBeVisible();

  await page.unroute('**/remotes/community/**');
  await community.tryAgain.click();

  await expect(community.heading).toBeVisible();
  await expect(community.placeholder).toBeVisible();
  await expect(community.fallback).toBeHidden();
});

test('the header still navigates while a remote is down', async ({ page }) => {
  const community = new CommunityPage(page);
  await page.route('**/remotes/community/**', (route) => route.abort());
  await community.goto();
  await expect(community.tryAgain).toBeVisible({ timeout: 15_000 });

  await community.layout.navLink('About').click();

  await expect(page).toHaveURL(/\/#about$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Walking in Spirit and Truth' }),
  ).toBeVisible();
  await expect(page.locator('#about')).toBeInViewport();
});

test('a home page that arrived prerendered gives way to the fallback when its remote cannot load', async ({
  page,
}) => {
  await page.route('**/remotes/public/**', (route) => route.abort());
  await page.goto('/');
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible({ timeout: 15_000 });
  // The picture of the page is gone; the app's frame works around the fallback.
  await expect(page.locator('[data-prerendered-page]')).toHaveCount(0);
  await expect(page.locator('.hero')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.unroute('**/remotes/public/**');
  await tryAgain.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Walking in Spirit and Truth' }),
  ).toBeVisible();
});
