import { expect, test } from '@playwright/test';
import { AdminLoginPage } from '../pages/admin-login-page';
import { CommunityPage } from '../pages/community-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';

test('the home page shows its sections in order, with one h1', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Watch Sermons' })).toHaveAttribute(
    'href',
    '/#watch',
  );
  await expect(page.getByRole('link', { name: 'Join Our Shabbat Fellowship' })).toHaveAttribute(
    'href',
    '/#events',
  );
  const ids = await page
    .locator('main [id]')
    .evaluateAll((elements) => elements.map((el) => el.id).filter((id) => !id.includes(':')));
  const order = ['about', 'study', 'watch', 'events', 'teachings'];
  expect(ids.filter((id) => order.includes(id))).toEqual(order);
  await expect(page.getByRole('heading', { name: 'Stay Connected' })).toBeVisible();
  await expect(
    page.getByText('We respect your privacy. You can unsubscribe at any time.'),
  ).toBeVisible();
});

test('an unknown path shows the not-found screen inside the layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(new NotFoundPage(page).heading).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the community page and the sign-up page render', async ({ page }) => {
  const community = new CommunityPage(page);
  await community.goto();
  await expect(community.heading).toBeVisible();
  await expect(community.placeholder).toBeVisible();

  await page.getByRole('link', { name: 'Join our community' }).click();
  await expect(page).toHaveURL(/\/community\/signup$/);
  await expect(community.signupHeading).toBeVisible();
  await expect(community.signupPlaceholder).toBeVisible();
  await expect(page).toHaveTitle(/Join Our Community/);
});

test('/admin sends a visitor without a session to /admin/login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  const login = new AdminLoginPage(page);
  await expect(login.heading).toBeVisible();
  await expect(login.username).toHaveAttribute('placeholder', 'Enter your username');
  await expect(login.password).toHaveAttribute('placeholder', 'Enter your password');
});

test('the admin login form requires a username and a password', async ({ page }) => {
  const login = new AdminLoginPage(page);
  await login.goto();
  await login.signIn.click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('public pages never load Ant Design or the admin remote', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(request.url());
    }
  });
  const home = new HomePage(page);
  await home.goto();
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Community' })).toBeVisible();
  expect(scripts.filter((url) => url.includes('/remotes/admin/'))).toEqual([]);
});
