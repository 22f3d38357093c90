import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, signUpMember, submitTestimony, unique } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminTestimonialsTab } from '../pages/admin-testimonials-tab';

// Long flows through several dialogs on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

interface Testimonial {
  title: string;
  status: string;
  isFeatured: boolean;
}

async function adminList(page: Page): Promise<Testimonial[]> {
  return (await (await page.request.get('/api/admin/testimonials')).json()) as Testimonial[];
}

async function publicTitles(page: Page, path: string): Promise<string[]> {
  const list = (await (await page.request.get(path)).json()) as Testimonial[];
  return list.map((item) => item.title);
}

test('an administrator approves, features, rejects and deletes testimonies', async ({
  page,
  baseURL,
}) => {
  const email = `${unique('witness').replace(/\W/g, '')}@example.test`;
  const member = await signUpMember(baseURL!, { firstName: 'Ruth', lastName: 'Moab', email });
  const [approved, rejected, removed] = ['Healed', 'Provided for', 'Restored'].map((word) =>
    unique(`${word} by grace`),
  );
  for (const title of [approved, rejected, removed]) {
    await submitTestimony(member, {
      name: 'Ruth Moab',
      email,
      title,
      testimony: `My story: ${title}. Praise God for His faithfulness.`,
    });
  }
  await member.dispose();

  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  const testimonials = new AdminTestimonialsTab(dashboard);
  await dashboard.goto();
  await testimonials.open();
  await expect(testimonials.pendingTab).toHaveAttribute('aria-selected', 'true');
  await expect(testimonials.approvedTab).toBeVisible();

  const pendingCard = testimonials.card(approved);
  await expect(pendingCard.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(pendingCard.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expect(pendingCard.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(pendingCard.getByRole('button', { name: /Feature/ })).toHaveCount(0);
  const pendingBefore = (await adminList(page)).filter((t) => t.status === 'pending').length;
  await expect(testimonials.count('Pending')).toHaveText(String(pendingBefore));

  // The view modal shows the whole story and the sender.
  await pendingCard.getByRole('button', { name: 'View' }).click();
  const view = dashboard.dialog(approved);
  await expect(view).toContainText(`My story: ${approved}.`);
  await expect(view).toContainText(email);
  await dashboard.closeButton(view).click();
  await expect(view).toBeHidden();

  await pendingCard.getByRole('button', { name: 'Approve' }).click();
  await expect(dashboard.toast).toContainText('Testimonial approved');
  await expect(pendingCard).toHaveCount(0);
  expect(await publicTitles(page, '/api/testimonials')).toContain(approved);

  await testimonials.card(rejected).getByRole('button', { name: 'Reject' }).click();
  await expect(dashboard.toast).toContainText('Testimonial rejected');
  await expect(testimonials.card(rejected)).toHaveCount(0);
  expect(await publicTitles(page, '/api/testimonials')).not.toContain(rejected);

  await testimonials.card(removed).getByRole('button', { name: 'Delete' }).click();
  const confirm = dashboard.dialog('Delete Testimonial');
  await expect(confirm).toContainText('Are you sure you want to delete this testimonial?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(dashboard.toast).toContainText('Testimonial deleted');
  await expect(testimonials.card(removed)).toHaveCount(0);

  await testimonials.approvedTab.click();
  const liveCard = testimonials.card(approved);
  await expect(liveCard.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(liveCard.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await liveCard.getByRole('button', { name: 'Feature', exact: true }).click();
  await expect(dashboard.toast).toContainText('Testimonial featured');
  await expect(liveCard).toContainText('Featured');
  expect(await publicTitles(page, '/api/testimonials/featured')).toContain(approved);

  const list = await adminList(page);
  await expect(testimonials.count('Pending')).toHaveText(
    String(list.filter((t) => t.status === 'pending').length),
  );
  await expect(testimonials.count('Approved')).toHaveText(
    String(list.filter((t) => t.status === 'approved').length),
  );
  await expect(testimonials.count('Featured')).toHaveText(
    String(list.filter((t) => t.isFeatured).length),
  );

  await liveCard.getByRole('button', { name: 'Unfeature' }).click();
  await expect(dashboard.toast).toContainText('Testimonial unfeatured');
  await expect(liveCard.getByRole('button', { name: 'Feature', exact: true })).toBeVisible();
  expect(await publicTitles(page, '/api/testimonials/featured')).not.toContain(approved);
});
