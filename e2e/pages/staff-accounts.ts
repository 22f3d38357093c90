import { expect, request, type Page } from '@playwright/test';
import { mailTo } from '../fixtures/mailbox';
import { signInAsAdmin } from './admin-api';
import { AdminDashboardPage } from './admin-dashboard-page';
import { AdminLoginPage } from './admin-login-page';

export type StaffRole = 'pastoral' | 'content' | 'communications' | 'finance' | 'check_in';

export const STAFF_PASSWORD = 'a cord of three strands';

/**
 * A staff account of `role`, invited by the e2e Administrator and accepted by its e-mailed link; its
 * address (the username) is returned.
 */
export async function staffAccount(
  baseURL: string,
  role: StaffRole,
  account: { password?: string; firstName?: string; lastName?: string; prefix?: string } = {},
): Promise<string> {
  const email = `${account.prefix ?? role}-${Date.now().toString(36)}@example.org`;
  const admin = await request.newContext({ baseURL });
  await signInAsAdmin(admin);
  const invited = await admin.post('/api/admin/staff/invitations', { data: { email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  let token = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailTo(email)).find((m) => /invited/.test(m.subject ?? ''));
        token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return token;
      },
      { message: `the invitation to ${email}`, timeout: 30_000 },
    )
    .not.toBe('');
  const accepted = await admin.post('/api/auth/invitation/accept', {
    data: {
      token,
      firstName: account.firstName ?? 'Phoebe',
      lastName: account.lastName ?? 'Cenchreae',
      password: account.password ?? STAFF_PASSWORD,
    },
  });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  await admin.dispose();
  return email;
}

/** Signs `page` in on the sign-in screen and waits for the dashboard. */
export async function signInAsStaff(page: Page, username: string): Promise<void> {
  const login = new AdminLoginPage(page);
  await login.goto();
  await login.username.fill(username);
  await login.password.fill(STAFF_PASSWORD);
  await login.signIn.click();
  await new AdminDashboardPage(page).heading.waitFor();
}
