import { expect, test, type Page } from '@playwright/test';
import { requestCounseling, signInAsAdmin, signUpMember } from '../pages/admin-api';
import { AdminCommunityTab } from '../pages/admin-community-tab';
import { AdminCounselingTab } from '../pages/admin-counseling-tab';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { signInAsStaff, staffAccount, type StaffRole } from '../pages/staff-accounts';

// Every role sees only the actions its permissions (GET /api/auth/user) allow: no button whose
// action the server would refuse.
test.describe.configure({ timeout: 120_000 });

async function permissionsOf(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/auth/user');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { permissions: string[] }).permissions;
}

const tag = Date.now().toString(36);
const memberEmail = `ruth-${tag}@example.org`;
const seeker = `Lydia Thyatira ${tag}`;

test.beforeAll(async ({ baseURL }) => {
  // A member to list and a counseling request to read, on every role's screens.
  const member = await signUpMember(baseURL!, {
    firstName: 'Ruth',
    lastName: `Moab${tag}`,
    email: memberEmail,
  });
  await requestCounseling(member, { name: seeker, email: memberEmail });
  await member.dispose();
});

/** Checks the actions of every tab the account sees against its permissions. */
async function expectOnlyPermittedActions(page: Page): Promise<void> {
  const permissions = await permissionsOf(page);
  const may = (permission: string) => permissions.includes(permission);
  const dashboard = new AdminDashboardPage(page);
  await dashboard.goto();
  // The tabs render once the account's settings are read: a tab counted absent before then would
  // prove nothing.
  await dashboard.dashboardTabs.first().waitFor();

  if (may('members.read')) {
    const community = new AdminCommunityTab(dashboard);
    await community.open();
    await community.search.fill(memberEmail);
    const row = community.row(memberEmail);
    await expect(row.getByRole('button', { name: /^View / })).toBeVisible();
    await expect(community.exportButton).toHaveCount(may('members.export') ? 1 : 0);
    await expect(row.getByRole('button', { name: /^Delete / })).toHaveCount(
      may('members.delete') ? 1 : 0,
    );
  } else {
    await expect(dashboard.tab('Community')).toHaveCount(0);
  }

  if (may('counseling.read')) {
    const counseling = new AdminCounselingTab(dashboard);
    await counseling.open();
    const card = counseling.card(seeker);
    await expect(card.getByRole('button', { name: 'View Details' })).toBeVisible();
    const answers = may('counseling.respond') ? 1 : 0;
    await expect(card.getByRole('button', { name: 'Respond' })).toHaveCount(answers);
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(answers);
    await expect(counseling.statusSelect(seeker)).toHaveCount(answers);
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = dashboard.dialog(`Counseling request from ${seeker}`);
    await expect(details.getByRole('button', { name: 'Respond' })).toHaveCount(answers);
    await dashboard.closeButton(details).click();
  } else {
    await expect(dashboard.tab('Counseling')).toHaveCount(0);
  }

  for (const [tab, permission] of [
    ['Events', 'events.write'],
    ['Check-in', 'registrations.check_in'],
    ['Scriptures', 'scriptures.write'],
    ['Teachings', 'teachings.manage'],
    ['Testimonials', 'testimonials.moderate'],
    ['Giving', 'giving.view'],
    ['Staff', 'staff'],
    ['Audit', 'audit'],
    ['System', 'system'],
    ['Settings', 'settings'],
  ] as const) {
    await expect(dashboard.tab(tab)).toHaveCount(may(permission) ? 1 : 0);
  }
}

for (const role of [
  'pastoral',
  'content',
  'communications',
  'finance',
  'check_in',
] satisfies StaffRole[]) {
  test(`the ${role} role sees only the actions it may take`, async ({ page, baseURL }) => {
    const email = await staffAccount(baseURL!, role);
    await signInAsStaff(page, email);
    await expectOnlyPermittedActions(page);
  });
}

test('pastoral care sees no Export and no Delete of members; Communications no Delete', async ({
  page,
  baseURL,
}) => {
  const carer = await staffAccount(baseURL!, 'pastoral');
  await signInAsStaff(page, carer);
  const community = new AdminCommunityTab(new AdminDashboardPage(page));
  await community.open();
  await community.search.fill(memberEmail);
  await expect(community.row(memberEmail)).toBeVisible();
  await expect(community.section.getByText(/^Export/)).toHaveCount(0);
  await expect(community.section.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await page.context().clearCookies();
  const writer = await staffAccount(baseURL!, 'communications');
  await signInAsStaff(page, writer);
  await community.open();
  await community.search.fill(memberEmail);
  await expect(community.row(memberEmail)).toBeVisible();
  await expect(community.section.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});

test('the Administrator sees every action', async ({ page }) => {
  await signInAsAdmin(page);
  await expectOnlyPermittedActions(page);
  const community = new AdminCommunityTab(new AdminDashboardPage(page));
  await community.open();
  await community.search.fill(memberEmail);
  await expect(community.exportButton).toBeVisible();
  await expect(community.row(memberEmail).getByRole('button', { name: /^Delete / })).toBeVisible();
});
