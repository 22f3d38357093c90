import { expect, test, type Page, type Route } from '@playwright/test';
import { signInAsAdmin } from '../pages/admin-api';
import { AdminCounselingTab } from '../pages/admin-counseling-tab';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminTestimonialsTab } from '../pages/admin-testimonials-tab';

// The Testimonials and Counseling tabs show one page the server sent and ask it for the next, so
// they stay quick at a large ministry's size (DESIGN §8, budgets). The lists are answered here (a
// ministry's 5,000 testimonies are the benchmark's), so the test sees exactly what the tab asks
// for.

const testimony = (id: number, status: string) => ({
  id,
  name: `Witness ${id}`,
  email: `witness${id}@example.test`,
  category: 'Faith',
  title: `Paged story ${id}`,
  testimony: 'He is faithful.',
  isAnonymous: false,
  isFeatured: false,
  status,
  submittedAt: '2025-03-09T14:20:00.000Z',
  approvedAt: null,
  approvedBy: null,
  createdAt: '2025-03-09T14:20:00.000Z',
});

const request = (id: number) => ({
  id,
  name: `Paged seeker ${id}`,
  email: `seeker${id}@example.test`,
  phone: null,
  category: 'Other',
  background: 'Background.',
  currentSituation: 'Situation.',
  specificNeeds: 'Needs.',
  urgency: 'normal',
  preferredContact: 'email',
  status: 'pending',
  submittedAt: '2025-03-09T14:20:00.000Z',
  assignedTo: null,
  lastResponseAt: null,
  createdAt: '2025-03-09T14:20:00.000Z',
  responseCount: 0,
});

/** Answers a paged list from `items(query)`, recording each query it was asked. */
async function serveList(
  page: Page,
  path: string,
  items: (query: URLSearchParams) => { id: number }[],
  asked: URLSearchParams[],
): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      const query = new URL(route.request().url()).searchParams;
      asked.push(query);
      const all = items(query);
      const number = Number(query.get('page') ?? 1);
      const size = Number(query.get('pageSize') ?? 20);
      await route.fulfill({
        json: {
          items: all.slice((number - 1) * size, number * size),
          total: all.length,
          page: number,
          pageSize: size,
        },
      });
    },
  );
}

test('the Testimonials tab pages each status on the server', async ({ page }) => {
  const asked: URLSearchParams[] = [];
  const pending = Array.from({ length: 30 }, (_, i) => testimony(1000 + i, 'pending'));
  const approved = Array.from({ length: 5 }, (_, i) => testimony(2000 + i, 'approved'));
  await serveList(
    page,
    '/api/admin/testimonials',
    (query) => (query.get('status') === 'approved' ? approved : pending),
    asked,
  );
  await page.route(
    (url) => url.pathname === '/api/admin/testimonials/summary',
    (route) =>
      route.fulfill({ json: { total: 40, pending: 30, approved: 5, rejected: 5, featured: 0 } }),
  );
  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  const testimonials = new AdminTestimonialsTab(dashboard);
  await dashboard.goto();
  await testimonials.open();

  await expect(testimonials.pendingTab).toHaveText('Pending Approval (30)');
  await expect(testimonials.approvedTab).toHaveText('Approved & Live (5)');
  await expect(testimonials.count('Pending')).toHaveText('30');
  await expect(testimonials.card('Paged story 1000')).toBeVisible();
  await expect(testimonials.section.getByText('1-12 of 30 testimonials')).toBeVisible();
  expect(asked.at(-1)?.toString()).toBe('status=pending&page=1&pageSize=12');

  await testimonials.section.getByRole('listitem', { name: '3' }).click();
  await expect(testimonials.card('Paged story 1024')).toBeVisible();
  await expect(testimonials.card('Paged story 1000')).toHaveCount(0);
  await expect(testimonials.section.getByText('25-30 of 30 testimonials')).toBeVisible();
  expect(asked.at(-1)?.get('page')).toBe('3');

  await testimonials.approvedTab.click();
  await expect(testimonials.card('Paged story 2000')).toBeVisible();
  expect(asked.at(-1)?.toString()).toBe('status=approved&page=1&pageSize=12');
  // Five fit on one page: no pager.
  await expect(testimonials.section.getByText(/of 5 testimonials/)).toHaveCount(0);
});

test('the Counseling tab pages on the server and counts from the summary', async ({ page }) => {
  const asked: URLSearchParams[] = [];
  const all = Array.from({ length: 14 }, (_, i) => request(3000 + i));
  await serveList(page, '/api/admin/counseling', () => all, asked);
  await page.route(
    (url) => url.pathname === '/api/admin/counseling/summary',
    (route) =>
      route.fulfill({
        json: { total: 14, pending: 14, inProgress: 0, completed: 0, closed: 0, urgent: 2 },
      }),
  );
  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  const counseling = new AdminCounselingTab(dashboard);
  await dashboard.goto();
  await counseling.open();

  await expect(counseling.count('Pending')).toHaveText('14');
  await expect(counseling.count('Urgent')).toHaveText('2');
  await expect(counseling.card('Paged seeker 3000')).toBeVisible();
  await expect(counseling.section.getByText('1-12 of 14 requests')).toBeVisible();
  expect(asked.at(-1)?.toString()).toBe('page=1&pageSize=12');

  await counseling.section.getByRole('listitem', { name: '2' }).click();
  await expect(counseling.card('Paged seeker 3013')).toBeVisible();
  await expect(counseling.card('Paged seeker 3000')).toHaveCount(0);
  expect(asked.at(-1)?.toString()).toBe('page=2&pageSize=12');
  // The page is in the address: a reload comes back to it.
  await expect(page).toHaveURL(/[?&]counseling-page=2/);
  await page.reload();
  await expect(counseling.card('Paged seeker 3013')).toBeVisible();
  await expect(counseling.card('Paged seeker 3000')).toHaveCount(0);
});
