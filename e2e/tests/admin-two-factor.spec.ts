import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { signInAsAdmin } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminLoginPage } from '../pages/admin-login-page';
import { staffAccount } from '../pages/staff-accounts';

// Two-factor sign-in (docs/architecture.md, "Two-factor sign-in"): a staff member enrols an
// authenticator app and signs in with its code (and a recovery code), then registers a passkey on
// Chromium's virtual authenticator and signs in with it alone.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'a lamp unto my feet';

const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

/** A new Content editor account, invited by the e2e Administrator and accepted by its link. */
const newStaffMember = (baseURL: string): Promise<string> =>
  staffAccount(baseURL, 'content', {
    prefix: 'twofa',
    password: PASSWORD,
    firstName: 'Priscilla',
    lastName: 'Tentmaker',
  });

async function passwordStep(page: Page, username: string): Promise<void> {
  const login = new AdminLoginPage(page);
  await login.goto();
  await login.username.fill(username);
  await login.password.fill(PASSWORD);
  await login.signIn.click();
}

async function signOut(page: Page): Promise<void> {
  await new AdminDashboardPage(page).logout.click();
  await page.waitForURL((url) => url.pathname === '/');
}

test('a staff member enrols an authenticator app and a passkey, and signs in with each', async ({
  browser,
  baseURL,
}) => {
  const email = await newStaffMember(baseURL!);
  // WebAuthn takes a domain, not an address: the site as http://localhost (PUBLIC_URL's host).
  const context = await browser.newContext({
    baseURL: baseURL!.replace('127.0.0.1', 'localhost'),
  });
  const page = await context.newPage();
  const dashboard = new AdminDashboardPage(page);

  await passwordStep(page, email);
  await dashboard.heading.waitFor();
  const account = await dashboard.open('My account', 'Two-factor sign-in');
  await expect(account.getByText('Authenticator app: Off')).toBeVisible();
  await account.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(
    account.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await account.getByLabel('Secret key').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The step before's code: this step's stays unused for the sign-in below (each code works once).
  await account.getByLabel('Code from the app').fill(codeAt(secret, Date.now() - 30_000));
  await account.getByRole('button', { name: 'Turn on' }).click();
  const codes = account.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  const { violations } = await new AxeBuilder({ page }).include('.account-tab').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await account.getByRole('button', { name: 'I have saved them' }).click();
  await expect(account.getByText('10 recovery codes left')).toBeVisible();
  await signOut(page);

  // The password is not enough any more: the second screen asks for the code.
  await passwordStep(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await dashboard.heading.waitFor();
  await signOut(page);

  // A recovery code instead.
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await dashboard.heading.waitFor();

  // A passkey, on Chromium's virtual authenticator (a platform one with user verification).
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const passkeys = await dashboard.open('My account', 'Passkeys');
  await passkeys.getByLabel('Passkey name').fill('Church office laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(dashboard.toast).toContainText('Passkey added');
  await expect(passkeys.getByRole('heading', { name: 'Church office laptop' })).toBeVisible();
  await signOut(page);

  // Signed in with the passkey alone: no username, no password.
  await new AdminLoginPage(page).goto();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await dashboard.heading.waitFor();
  await expect(page.getByText(`${email} · Content editor`)).toBeVisible();

  // The Staff tab says 2FA is on for this person.
  const admin = await request.newContext({ baseURL });
  await signInAsAdmin(admin);
  const staff = (await (await admin.get('/api/admin/staff')).json()) as {
    email: string;
    twoFactor: boolean;
  }[];
  expect(staff.find((row) => row.email === email)?.twoFactor).toBe(true);
  await admin.dispose();
  await context.close();
});
