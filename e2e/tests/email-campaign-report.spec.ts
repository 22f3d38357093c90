import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { mailTo } from '../fixtures/mailbox';
import { signInAsAdmin, signUpMember, unique } from '../pages/admin-api';
import { EmailMarketingPage } from '../pages/email-marketing-page';
import { READ_ONLY_SETTINGS } from '../../backend/test/support/settings';

// A campaign travels through the queue and SMTP on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

/** An audience no other test mails, so the report counts this test's members only. */
const AUDIENCE = {
  maritalStatus: 'widowed',
  spiritualLevel: 'seeking',
  needs: 'counseling',
  includeNewsletterSubscribers: false,
};
const LESSON = 'https://lessons.example/the-good-shepherd';

async function setTracking(admin: APIRequestContext, on: boolean): Promise<void> {
  const all = (await (await admin.get('/api/admin/settings')).json()) as Record<string, unknown>;
  const body = Object.fromEntries(
    Object.entries(all).filter(([key]) => !(READ_ONLY_SETTINGS as readonly string[]).includes(key)),
  );
  const res = await admin.put('/api/admin/settings', {
    data: { ...body, trackOpensAndClicks: on },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("a campaign's report shows what came of it, on a phone and a desktop", async ({
  page,
  baseURL,
}) => {
  const tag = unique('rep').replace(/\W/g, '');
  const members = ['Ruth', 'Naomi'].map((firstName) => ({
    firstName,
    lastName: `Report${tag}`,
    email: `${firstName.toLowerCase()}.${tag}@example.test`,
    maritalStatus: AUDIENCE.maritalStatus,
    spiritualLevel: AUDIENCE.spiritualLevel,
    needs: [AUDIENCE.needs],
    subscribeToEmails: true,
  }));
  for (const member of members) await (await signUpMember(baseURL!, member)).dispose();

  await signInAsAdmin(page);
  const admin = page.request;
  const subject = `The good shepherd ${tag}`;
  const template = await admin.post('/api/email/templates', {
    data: { name: subject, subject, message: 'Grace and peace to you.' },
  });
  expect(template.status(), await template.text()).toBe(201);
  const created = await admin.post('/api/email/campaigns', {
    data: {
      name: `Report ${tag}`,
      templateId: (await template.json()).id,
      targetCriteria: AUDIENCE,
      lessonLinks: [LESSON],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Tracking is on only while this campaign is sent: other tests' campaigns stay untracked.
  await setTracking(admin, true);
  try {
    expect((await admin.post(`/api/email/campaigns/${id}/send`)).status()).toBe(200);
    await expect
      .poll(
        async () =>
          ((await (await admin.get(`/api/email/campaigns/${id}`)).json()) as { status: string })
            .status,
        { timeout: 90_000 },
      )
      .toBe('sent');
  } finally {
    await setTracking(admin, false);
  }

  // Ruth opens the message and clicks its lesson twice; Naomi only opens it.
  const [ruth] = (await mailTo(members[0].email)).filter((m) => m.subject === subject);
  const [naomi] = (await mailTo(members[1].email)).filter((m) => m.subject === subject);
  const tracked = (mail: typeof ruth) => ({
    link: /href="(https?:\/\/[^"]+\/r\/c[^"]+)"/.exec(String(mail.html))![1],
    pixel: /<img src="(https?:\/\/[^"]+\/r\/o[^"]+)"/.exec(String(mail.html))![1],
  });
  const path = (url: string) => new URL(url).pathname;
  for (const url of [tracked(ruth).link, tracked(ruth).link]) {
    const res = await admin.get(path(url), { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(LESSON);
  }
  for (const mail of [ruth, naomi]) {
    expect((await admin.get(path(tracked(mail).pixel))).headers()['content-type']).toBe(
      'image/gif',
    );
  }

  const email = new EmailMarketingPage(page);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 412, height: 915 },
  ]) {
    await page.setViewportSize(viewport);
    // Signed in already (signInAsAdmin above): straight to the dashboard's tab.
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Email Marketing', exact: true }).click();
    await email.heading.waitFor();
    await email
      .row(`Report ${tag}`)
      .getByRole('button', { name: `Report of Report ${tag}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Report: Report ${tag}` });
    const figure = (label: string) =>
      dialog.locator('.em-report__figure').filter({ has: page.getByText(label, { exact: true }) });
    await expect(figure('Recipients')).toContainText('2');
    await expect(figure('Sent')).toContainText('2');
    await expect(figure('Failed')).toContainText('0');
    await expect(figure('Opened')).toContainText('2 (100%)');
    await expect(figure('Clicked')).toContainText('1 (50%)');
    await expect(figure('Clicks in all')).toContainText('2');
    const links = dialog.getByRole('table');
    await expect(links.getByRole('row').filter({ hasText: LESSON })).toContainText(/1\s*2/);
    await expect(dialog.getByRole('img', { name: /The first 48 hours/ })).toHaveAttribute(
      'aria-label',
      /2 opens, 2 clicks, 0 bounces in all/,
    );
    // Tracking is off again now: the report says opens and clicks are not counted any more.
    await expect(dialog).toContainText('Opens and clicks are not counted');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectAccessible(page, `the campaign report at ${viewport.width} px`);
    await page.screenshot({
      path: test.info().outputPath(`campaign-report-${viewport.width}.png`),
      fullPage: true,
    });
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});
