import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { mailTo, waitForMail } from '../fixtures/mailbox';
import { signInAsAdmin, signUpMember, unique } from '../pages/admin-api';
import { EmailMarketingPage } from '../pages/email-marketing-page';
import { HomePage } from '../pages/home-page';

// The series' sweep is a job the queue runs every minute; the first step leaves with the next one.
test.describe.configure({ timeout: 240_000 });

const SERIES = 'Welcome series for new members';

/** Both series as the API has them: off, and with no steps (what the test starts from). */
async function resetSeries(admin: APIRequestContext): Promise<void> {
  for (const kind of ['member_welcome', 'subscriber_welcome']) {
    const res = await admin.put(`/api/email/automations/${kind}`, {
      data: { enabled: false, steps: [] },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

async function openAutomations(page: Page, email: EmailMarketingPage): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Email Marketing', exact: true }).click();
  await email.heading.waitFor();
  await page.getByRole('tab', { name: 'Automations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 3, name: SERIES })).toBeVisible();
}

test("a welcome series made in the Automations tab mails a new member its first step, and the subscribers' series a new subscriber", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = unique('wel').replace(/\W/g, '');
  await signInAsAdmin(page);
  await resetSeries(page.request);
  const email = new EmailMarketingPage(page);
  const series = page.locator('section', {
    has: page.getByRole('heading', { level: 3, name: SERIES }),
  });
  const steps = series.getByRole('table', { name: `Steps of ${SERIES}` });
  const subject = `Welcome home ${tag}`;

  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAutomations(page, email);
    await expect(steps).toContainText('No steps yet');

    // The steps, written from the keyboard: the dialog opens on Enter, its fields are reached by Tab.
    await series.getByRole('button', { name: `Edit steps of ${SERIES}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Edit steps: ${SERIES}` });
    await expect(dialog).toBeVisible();
    const addStep = dialog.getByRole('button', { name: 'Add step' });
    await addStep.focus();
    await page.keyboard.press('Enter');
    const first = dialog.getByRole('group', { name: 'Step 1' });
    await expect(first.getByLabel('Days after joining')).toHaveValue('0');
    await first.getByLabel('Subject').focus();
    await page.keyboard.type(`${subject}, {{firstName}}`);
    await page.keyboard.press('Tab');
    await expect(first.getByLabel('Message')).toBeFocused();
    await page.keyboard.type('We are glad you joined us. Sunday service starts at ten.');
    await addStep.focus();
    await page.keyboard.press('Enter');
    const second = dialog.getByRole('group', { name: 'Step 2' });
    await expect(second.getByLabel('Days after the previous step')).toHaveValue('3');
    await second.getByLabel('Subject').fill(`Small groups ${tag}`);
    await second.getByLabel('Message').fill('Here is how to find a small group near you.');
    await expectAccessible(page, 'the steps dialog at 1280 px');
    await dialog.getByRole('button', { name: 'Save steps' }).click();
    await expect(email.toast).toContainText('Series saved');
    await expect(dialog).toBeHidden();

    // A step's row, found by its subject (the cells of "Step" and "Waiting" both hold numbers).
    const row = (step: 1 | 2) =>
      steps.getByRole('row').filter({ hasText: step === 1 ? subject : `Small groups ${tag}` });
    await expect(row(1)).toContainText('On joining');
    await expect(row(1).getByRole('cell').first()).toHaveText('1');
    await expect(row(2).getByRole('cell').first()).toHaveText('2');
    await expect(row(2)).toContainText('3 days after the previous one');

    // On, from the keyboard too.
    const toggle = series.getByRole('switch', { name: `${SERIES}: off` });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(email.toast).toContainText('Series on');
    await expect(series.getByRole('switch', { name: `${SERIES}: on` })).toBeChecked();

    // The subscribers' series, through the API the tab calls (the tab's editing is shown above).
    const readerSubject = `Glad you subscribed ${tag}`;
    const saved = await page.request.put('/api/email/automations/subscriber_welcome', {
      data: {
        enabled: true,
        steps: [
          {
            delayDays: 0,
            subject: `${readerSubject}, {{firstName}}`,
            body: 'Each week we send the scripture and what is coming up.',
          },
        ],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // A visitor subscribes on the home page, in a browser of their own.
    const reader = { name: `Lydia Reader${tag}`, email: `lydia.${tag}@example.test` };
    const visitor = await browser.newContext({ baseURL });
    const home = new HomePage(await visitor.newPage());
    await home.page.goto('/');
    await home.newsletter.name.fill(reader.name);
    await home.newsletter.email.fill(reader.email);
    await home.newsletter.submit.click();
    await expect(home.newsletter.toast).toBeVisible();
    await visitor.close();

    // Someone joins and asks for e-mail updates: the series' first step reaches them by itself.
    const member = {
      firstName: 'Priscilla',
      lastName: `Welcome${tag}`,
      email: `priscilla.${tag}@example.test`,
      subscribeToEmails: true,
    };
    await (await signUpMember(baseURL!, member)).dispose();
    const mail = await waitForMail(member.email, `${subject}, Priscilla`, 150_000);
    expect(mail.text).toContain('We are glad you joined us.');
    const readerMail = await waitForMail(reader.email, `${readerSubject}, Lydia`, 150_000);
    expect(readerMail.text).toContain('Each week we send the scripture');
    expect(readerMail.text).toContain(
      'You are receiving this e-mail because you subscribed to our newsletter.',
    );
    // Each series to its own people: the subscriber gets nothing of the members' series.
    expect((await mailTo(reader.email)).filter((m) => m.subject?.startsWith(subject))).toEqual([]);
    // Only the first step: the second waits three days.
    expect((await mailTo(member.email)).filter((m) => m.subject === `Small groups ${tag}`)).toEqual(
      [],
    );

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 412, height: 915 },
    ]) {
      await page.setViewportSize(viewport);
      await openAutomations(page, email);
      // The new member now waits for step 2 (and is the only one in the series): step 1 is sent.
      await expect(row(2).getByRole('cell').last()).toHaveText('1');
      await expect(row(1).getByRole('cell').last()).toHaveText('0');
      await expect(series.getByRole('switch', { name: `${SERIES}: on` })).toBeChecked();
      await expectNoSidewaysScroll(page, `the Automations tab at ${viewport.width} px`);
      await expectAccessible(page, `the Automations tab at ${viewport.width} px`);
      await page.screenshot({
        path: test.info().outputPath(`automations-${viewport.width}.png`),
        fullPage: true,
      });
    }
  } finally {
    // Other tests' sign-ups get no welcome series.
    await resetSeries(page.request);
  }
});
