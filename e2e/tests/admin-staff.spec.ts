import { expect, test, type Page } from '@playwright/test';
import { mailTo } from '../fixtures/mailbox';
import { signInAsAdmin, signUpMember } from '../pages/admin-api';
import { AdminCommunityTab } from '../pages/admin-community-tab';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminStaffTab } from '../pages/admin-staff-tab';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'still waters run deep';

/** The path of the newest link in the newest mail to `address` whose subject matches. */
async function linkInMail(address: string, subject: RegExp, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailTo(address)).filter((m) => subject.test(m.subject ?? '')).at(-1);
        const found = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+`).exec(
          mail?.text ?? '',
        );
        link = found?.[0] ?? '';
        return link !== '';
      },
      { message: `a mail to ${address} with a link to ${path}`, timeout: 30_000 },
    )
    .toBe(true);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  const login = new AdminLoginPage(page);
  await login.goto();
  await login.username.fill(username);
  await login.password.fill(password);
  await login.signIn.click();
  await new AdminDashboardPage(page).heading.waitFor();
}

test('an Administrator invites a pastoral-care person, who accepts by the e-mailed link and sees only their tabs', async ({
  page,
  browser,
}) => {
  const email = `pastor-${Date.now().toString(36)}@example.org`;
  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  await dashboard.goto();
  const staff = new AdminStaffTab(dashboard);
  await staff.open();
  await staff.inviteStaff(email, 'Pastoral care');
  await expect(dashboard.toast).toContainText('Invitation sent');
  await expect(staff.row(email)).toContainText('Invited');
  await expect(staff.row(email)).toContainText('Pastoral care');

  const path = await linkInMail(email, /invited/, '/admin/invite');

  // The invitee, in a browser of their own.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(path);
  await expect(invitee.getByText('You are invited as')).toContainText('Pastoral care');
  // The token leaves the address bar.
  await expect(invitee).toHaveURL(/\/admin\/invite$/);
  await invitee.getByLabel('First name').fill('Naomi');
  await invitee.getByLabel('Last name').fill('Bethlehem');
  await invitee.getByLabel('Password').fill('password1234');
  await invitee.getByRole('button', { name: 'Create my account' }).click();
  await expect(invitee.getByRole('alert').filter({ hasText: 'too common' })).toBeVisible();
  await invitee.getByLabel('Password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Create my account' }).click();
  await expect(invitee.getByText('Welcome to the team!')).toBeVisible();

  await signIn(invitee, email, PASSWORD);
  const theirs = new AdminDashboardPage(invitee);
  await expect(theirs.dashboardTabs).toHaveText([
    'Testimonials',
    'Counseling',
    'Community',
    'My account',
  ]);
  await expect(invitee.getByText(`${email} · Pastoral care`)).toBeVisible();

  // The link works once.
  await invitee.goto(path);
  await expect(invitee.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
  await context.close();

  // The Administrator sees them active.
  await page.reload();
  await staff.open();
  await expect(staff.row(email)).toContainText('Active');
  await expect(staff.row(email)).toContainText('Naomi Bethlehem');
});

test('"Forgot password?" on the sign-in screen e-mails a link that sets a new password', async ({
  page,
  browser,
}) => {
  const email = `editor-${Date.now().toString(36)}@example.org`;
  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  await dashboard.goto();
  const staff = new AdminStaffTab(dashboard);
  await staff.open();
  await staff.inviteStaff(email, 'Content editor');
  const invitePath = await linkInMail(email, /invited/, '/admin/invite');

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(invitePath);
  await visitor.getByLabel('First name').fill('Bezalel');
  await visitor.getByLabel('Last name').fill('Uri');
  await visitor.getByLabel('Password').fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Create my account' }).click();
  await expect(visitor.getByText('Welcome to the team!')).toBeVisible();

  const login = new AdminLoginPage(visitor);
  await login.goto();
  await visitor.getByRole('button', { name: 'Forgot password?' }).click();
  await visitor.getByLabel('E-mail').fill(email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByText('Check your e-mail')).toBeVisible();

  const resetPath = await linkInMail(email, /Reset your/, '/admin/reset-password');
  await visitor.goto(resetPath);
  await visitor.getByLabel('New password').fill('a brand new garden path');
  await visitor.getByRole('button', { name: 'Save new password' }).click();
  await expect(visitor.getByText('Your password was changed')).toBeVisible();

  await signIn(visitor, email, 'a brand new garden path');
  await expect(new AdminDashboardPage(visitor).dashboardTabs).toHaveText([
    'Events',
    'Check-in',
    'Scriptures',
    'Teachings',
    'Testimonials',
    'My account',
  ]);
  await context.close();
});

test('a forbidden action says why in a toast: pastoral care may read members but not remove them', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const memberEmail = `member-${tag}@example.org`;
  await (
    await signUpMember(baseURL!, { firstName: 'Orpah', lastName: `Moab${tag}`, email: memberEmail })
  ).dispose();

  // The Administrator invites, through the API this time; the invitee accepts in the browser.
  const email = `care-${tag}@example.org`;
  await signInAsAdmin(page);
  const invited = await page.request.post('/api/admin/staff/invitations', {
    data: { email, role: 'pastoral' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const path = await linkInMail(email, /invited/, '/admin/invite');
  const context = await browser.newContext();
  const carer = await context.newPage();
  await carer.goto(path);
  await carer.getByLabel('First name').fill('Boaz');
  await carer.getByLabel('Last name').fill('Ephrathah');
  await carer.getByLabel('Password').fill(PASSWORD);
  await carer.getByRole('button', { name: 'Create my account' }).click();
  await expect(carer.getByText('Welcome to the team!')).toBeVisible();
  await signIn(carer, email, PASSWORD);
  // The dashboard shows pastoral care no Delete; a screen that still offers an action (its account's
  // permissions read before an Administrator narrowed them, say) hears the server's refusal.
  await carer.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    const user = (await response.json()) as { permissions: string[] };
    await route.fulfill({
      response,
      json: { ...user, permissions: [...user.permissions, 'members.delete'] },
    });
  });
  await carer.reload();

  const dashboard = new AdminDashboardPage(carer);
  const community = new AdminCommunityTab(dashboard);
  await community.open();
  await community.search.fill(memberEmail);
  await community.row(memberEmail).getByRole('button', { name: 'Delete' }).click();
  await dashboard.dialog('Delete Member').getByRole('button', { name: 'Delete' }).click();
  await expect(
    dashboard.toast.filter({ hasText: 'You do not have permission to remove community members.' }),
  ).toBeVisible();
  // Still there, and the tab still shows.
  await expect(community.row(memberEmail)).toBeVisible();
  await context.close();
});
