import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  AdminApi,
  CommunityApi,
  CommunityPage,
  memberName,
  uniqueMember,
} from '../pages/community-page';

/** One run's testimonials: a shared word in every title lets the search find just these. */
const RUN = `Jubilee${Date.now().toString(36)}`;
const STORIES = {
  named: { category: 'Provision', title: `${RUN} Bread for the week`, isAnonymous: false },
  anonymous: { category: 'Deliverance', title: `${RUN} Set free`, isAnonymous: true },
  featured: { category: 'Restoration', title: `${RUN} A family restored`, isAnonymous: false },
  pending: { category: 'Healing', title: `${RUN} Still waiting for review`, isAnonymous: false },
};

let member: ReturnType<typeof uniqueMember>;
let setup: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  member = uniqueMember('stories');
  setup = await playwright.request.newContext({ baseURL });
  const community = new CommunityApi(setup);
  await community.signUp(member);
  for (const story of Object.values(STORIES)) {
    await community.shareTestimony({
      name: memberName(member),
      email: member.email,
      category: story.category,
      title: story.title,
      testimony: `Testimony about ${story.category.toLowerCase()}: God is faithful.\nSecond line.`,
      isAnonymous: story.isAnonymous,
    });
  }
  const admin = new AdminApi(setup);
  await admin.signIn();
  await admin.approve(STORIES.named.title);
  await admin.approve(STORIES.anonymous.title);
  await admin.approve(STORIES.featured.title, { featured: true });
});

test.afterAll(async () => {
  await setup.dispose();
});

test('approved testimonials are public, anonymous ones without a name, pending ones hidden', async ({
  page,
}) => {
  const community = new CommunityPage(page);
  await community.goto();
  await community.search.fill(RUN);
  await expect(community.cards).toHaveCount(3);

  const named = community.card(STORIES.named.title);
  await expect(named).toContainText('Provision');
  await expect(named).toContainText(memberName(member));
  await expect(named).toContainText('God is faithful.');
  const today = new Date().toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  await expect(named.locator('time')).toHaveText(today);

  const anonymous = community.card(STORIES.anonymous.title);
  await expect(anonymous).toContainText('Anonymous');
  await expect(anonymous).not.toContainText(member.lastName);
  await expect(page.getByText(member.email)).toHaveCount(0);
  await expect(community.card(STORIES.pending.title)).toHaveCount(0);

  await expect(community.featured).toBeVisible();
  await expect(community.featured.getByRole('heading', { name: 'Featured Stories' })).toBeVisible();
  expect(await community.featuredCards.count()).toBeLessThanOrEqual(2);
});

test('a featured story shows once: above the list, and in the list only when searched for', async ({
  page,
}) => {
  const community = new CommunityPage(page);
  await community.goto();
  await expect(community.featuredCards.filter({ hasText: STORIES.featured.title })).toHaveCount(1);
  await expect(community.card(STORIES.named.title)).toBeVisible();
  await expect(community.card(STORIES.featured.title)).toHaveCount(0);

  await community.search.fill(STORIES.featured.title);
  await expect(community.cards).toHaveCount(1);
  await expect(community.card(STORIES.featured.title)).toBeVisible();
});

test('the search and the category buttons filter the testimonials', async ({ page }) => {
  const community = new CommunityPage(page);
  await community.goto();
  await expect(community.cards.first()).toBeVisible();

  const categories = (await community.categoryButtons.allTextContents()).slice(1);
  await expect(community.categoryButtons.first()).toHaveText('All');
  expect(categories).toEqual([...new Set(categories)].sort((a, b) => a.localeCompare(b)));
  expect(categories).toEqual(expect.arrayContaining(['Deliverance', 'Provision', 'Restoration']));
  await expect(community.categoryButton('All')).toHaveAttribute('aria-pressed', 'true');

  // Case-insensitive, over title, testimony text and category.
  await community.search.fill(RUN.toUpperCase());
  await expect(community.cards).toHaveCount(3);
  await community.search.fill(`${RUN} bread FOR`);
  await expect(community.cards).toHaveCount(1);
  await community.search.fill(RUN.toLowerCase());
  await community.categoryButton('Deliverance').click();
  await expect(community.categoryButton('Deliverance')).toHaveAttribute('aria-pressed', 'true');
  await expect(community.cards).toHaveCount(1);
  await expect(community.card(STORIES.anonymous.title)).toBeVisible();

  await community.categoryButton('All').click();
  await community.search.fill('testimony about restoration');
  await expect(community.card(STORIES.featured.title)).toBeVisible();

  await community.search.fill(`${RUN} nothing like this`);
  await expect(community.cards).toHaveCount(0);
  await expect(community.emptyMessage).toHaveText('No testimonials found matching your criteria.');
});

test('six skeletons show while loading, and an empty list invites the first story', async ({
  page,
}) => {
  // The shared database already holds approved testimonials: answer this page with none, late.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/testimonials', async (route) => {
    await released;
    await route.fulfill({ json: [] });
  });
  await page.route('**/api/testimonials/featured', (route) => route.fulfill({ json: [] }));

  const community = new CommunityPage(page);
  await community.goto();
  await expect(community.skeletons).toHaveCount(6);
  release();
  await expect(community.skeletons).toHaveCount(0);
  await expect(community.emptyMessage).toHaveText(
    'No testimonials available yet. Be the first to share your story!',
  );
  await expect(community.featured).toHaveCount(0);
  await expect(community.categoryButtons).toHaveText(['All']);
});

test('failed loads say so', async ({ page }) => {
  await page.route('**/api/testimonials', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
  );
  const community = new CommunityPage(page);
  await community.goto();
  await expect(community.toast).toContainText('Failed to fetch testimonials');
  await expect(page.getByRole('button', { name: 'Reload testimonials' })).toBeVisible();

  await page.unroute('**/api/testimonials');
  await page.getByRole('button', { name: 'Reload testimonials' }).click();
  await expect(community.cards.first()).toBeVisible();
});

test('a failed session check shows a toast and offers the login', async ({ page }) => {
  await page.route('**/api/community/session', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
  );
  const community = new CommunityPage(page);
  await community.goto();
  await expect(community.toast).toContainText('Failed to get session');
  await expect(community.loginEmail).toBeVisible();
});
