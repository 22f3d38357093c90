import { expect, test, type APIRequestContext } from '@playwright/test';
import { mailTo, waitForMail } from '../fixtures/mailbox';
import { E2E_POSTAL_ADDRESS } from '../fixtures/site';
import { signInAsAdmin, signUpMember, unique } from '../pages/admin-api';
import { UnsubscribePage } from '../pages/unsubscribe-page';

// Two campaigns travel through the queue and SMTP on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

/** A narrow audience, so the campaigns mostly reach this test's members. */
const AUDIENCE = {
  maritalStatus: 'divorced',
  spiritualLevel: 'leader',
  needs: 'fellowship',
  includeNewsletterSubscribers: false,
};

async function sendCampaign(admin: APIRequestContext, subject: string): Promise<number> {
  const template = await admin.post('/api/email/templates', {
    data: { name: subject, subject, message: 'Grace and peace to you.' },
  });
  expect(template.status(), await template.text()).toBe(201);
  const campaign = await admin.post('/api/email/campaigns', {
    data: { name: subject, templateId: (await template.json()).id, targetCriteria: AUDIENCE },
  });
  expect(campaign.status(), await campaign.text()).toBe(201);
  const { id } = (await campaign.json()) as { id: number };
  const sent = await admin.post(`/api/email/campaigns/${id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await admin.get(`/api/email/campaigns/${id}`)).json()) as { status: string })
          .status,
      {
        timeout: 60_000,
      },
    )
    .toBe('sent');
  return id;
}

test.skip(!!process.env.E2E_BASE_URL, 'needs the stack whose mail goes to the e2e SMTP sink');

test('a recipient unsubscribes from the link in a received e-mail and gets no later campaign', async ({
  page,
  baseURL,
}) => {
  const tag = unique('unsub').replace(/\W/g, '');
  const member = (first: string) => ({
    firstName: first,
    lastName: `Asher${tag}`,
    email: `${first.toLowerCase()}.${tag}@example.test`,
    maritalStatus: AUDIENCE.maritalStatus,
    spiritualLevel: AUDIENCE.spiritualLevel,
    needs: [AUDIENCE.needs],
    subscribeToEmails: true,
  });
  const leaving = member('Naomi');
  const staying = member('Boaz');
  for (const m of [leaving, staying]) await (await signUpMember(baseURL!, m)).dispose();
  await signInAsAdmin(page);

  const first = `Shalom ${tag}`;
  await sendCampaign(page.request, first);
  const mail = await waitForMail(leaving.email, first);
  // The mail prints the postal address the site's footer shows.
  expect(mail.text).toContain(E2E_POSTAL_ADDRESS);
  // The footer link of the message, as the recipient clicks it.
  const link = /href="([^"]*\/unsubscribe\?token=[^"]+)"/.exec(String(mail.html))?.[1];
  expect(link, 'an unsubscribe link in the mail').toBeTruthy();

  // A fresh browser context: the recipient is nobody's session on the site.
  const recipient = await page.context().browser()!.newContext();
  const unsubscribe = new UnsubscribePage(await recipient.newPage());
  await unsubscribe.page.goto(link!.replace(/&amp;/g, '&'));
  await expect(unsubscribe.question).toBeVisible();
  await expect(unsubscribe.page.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    '/favicon.svg',
  );
  await unsubscribe.unsubscribe.click();
  await expect(unsubscribe.done).toBeVisible();
  await expect(unsubscribe.status).toContainText('will no longer receive e-mails');
  await expect(unsubscribe.page.locator('body')).not.toContainText('Cross-site request refused');
  await recipient.close();

  const second = `Blessings ${tag}`;
  await sendCampaign(page.request, second);
  await waitForMail(staying.email, second);
  // Besides the welcome e-mail with its sign-in link (sent at sign-up), only the first campaign.
  const campaigns = (await mailTo(leaving.email))
    .map((m) => m.subject)
    .filter((subject) => !subject?.startsWith('Welcome to '));
  expect(campaigns).toEqual([first]);
});
