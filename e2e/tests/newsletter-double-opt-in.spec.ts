import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { mailTo } from '../fixtures/mailbox';
import { signInAsAdmin, unique } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminSettingsTab } from '../pages/admin-settings-tab';
import { HomePage } from '../pages/home-page';
import { SubscriptionConfirmationPage } from '../pages/subscription-confirmation-page';
import { READ_ONLY_SETTINGS } from '../../backend/test/support/settings';

// With double opt-in on (Settings tab; docs/architecture.md, "Opt-outs stand"), a newsletter
// sign-up is confirmed by the link the visitor receives. The setting is put back afterwards: the
// other suites expect it off.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(!!process.env.E2E_BASE_URL, 'needs the stack whose mail goes to the e2e SMTP sink');

const CHECK_EMAIL =
  'Please check your e-mail: we have sent you a link to confirm your subscription.';
let admin: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  admin = await request.newContext({ baseURL });
  await signInAsAdmin(admin);
});

test.afterAll(async () => {
  const current = (await (await admin.get('/api/admin/settings')).json()) as Record<
    string,
    unknown
  >;
  const editable = Object.fromEntries(
    Object.entries(current).filter(
      ([field]) => !(READ_ONLY_SETTINGS as readonly string[]).includes(field),
    ),
  );
  const res = await admin.put('/api/admin/settings', { data: { ...editable, doubleOptIn: false } });
  expect(res.status(), await res.text()).toBe(200);
  await admin.dispose();
});

test('with double opt-in on, the sign-up asks to check the e-mail, and the link confirms it', async ({
  page,
  browser,
}) => {
  // The administrator turns double opt-in on; the retention periods show their defaults.
  await signInAsAdmin(page);
  const dashboard = new AdminDashboardPage(page);
  const settings = new AdminSettingsTab(dashboard);
  await dashboard.goto();
  await settings.open();
  await expect(settings.heading('Privacy and data retention')).toBeVisible();
  const doubleOptIn = settings.switch('Double opt-in for newsletter sign-ups');
  await expect(doubleOptIn).not.toBeChecked();
  await expect(settings.field('Closed counseling requests (months after closing)')).toHaveValue(
    '24',
  );
  await expect(settings.field('Rejected testimonies (days after rejection)')).toHaveValue('90');
  await expect(settings.field('Unconfirmed subscriptions (days after sign-up)')).toHaveValue('7');
  await doubleOptIn.click();
  await expect(doubleOptIn).toBeChecked();
  await settings.save.click();
  await expect(dashboard.toast).toContainText('Settings Saved');

  // A visitor signs up on the home page.
  const email = `hannah.${unique('').trim()}@example.test`.toLowerCase();
  const visitor = await browser.newContext();
  const home = new HomePage(await visitor.newPage());
  await home.goto();
  await home.newsletter.name.fill('Hannah Elkanah');
  await home.newsletter.email.fill(email);
  await home.newsletter.submit.click();
  await expect(home.newsletter.toast).toContainText('Success!');
  await expect(home.newsletter.toast).toContainText(CHECK_EMAIL);
  await expect(home.newsletter.email).toHaveValue('');

  // The confirmation reaches the SMTP sink; its button is the link.
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailTo(email)).find((m) =>
          m.subject?.startsWith('Please confirm your subscription'),
        );
        link = /href="([^"]*\/confirm-subscription\?token=[^"]+)"/.exec(String(mail?.html))?.[1];
        return link !== undefined;
      },
      { message: `a confirmation mail to ${email}`, timeout: 30_000 },
    )
    .toBe(true);
  // No welcome before the confirmation.
  expect((await mailTo(email)).filter((m) => m.subject?.startsWith('Welcome'))).toHaveLength(0);

  // The visitor opens it from the mail (no session on the site) and confirms.
  const reader = await browser.newContext();
  const confirmation = new SubscriptionConfirmationPage(await reader.newPage());
  const url = link!.replace(/&amp;/g, '&');
  await confirmation.page.goto(url);
  await expect(confirmation.heading).toBeVisible();
  await confirmation.confirm.click();
  await expect(confirmation.done).toBeVisible();
  await expect(confirmation.status).toContainText('will receive e-mails from');

  // The link works once.
  await confirmation.page.goto(url);
  await expect(confirmation.invalid).toBeVisible();
  await reader.close();
  await visitor.close();
});
