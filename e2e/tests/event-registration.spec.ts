import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { waitForMail } from '../fixtures/mailbox';
import { ContentAdminApi, HomePage, type EventRecord } from '../pages/home-page';

/** A date `days` from today as YYYY-MM-DD. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

let admin: ContentAdminApi;
let event: EventRecord;

test.beforeEach(async ({ baseURL }) => {
  admin = await ContentAdminApi.signIn(baseURL!);
  event = await admin.createEvent({
    title: `Passover Seder ${Date.now().toString(36)}`,
    description: 'The story of the Exodus around one table, with a full meal.',
    // Early tomorrow, so it is among the cards the home page shows.
    date: inDays(1),
    time: '6:00 AM - 9:00 AM',
    location: 'Fellowship Hall',
    isSpecial: true,
    registration: {
      enabled: true,
      capacity: 40,
      waitlist: true,
      maxPartySize: 6,
      questions: [
        { id: 'diet', label: 'Dietary needs', kind: 'short_text', required: false },
        { id: 'consent', label: 'I agree to be photographed', kind: 'checkbox', required: true },
      ],
    },
  });
});

test.afterEach(async () => {
  await admin.deleteEvent(event.id);
  await admin.dispose();
});

for (const width of [412, 1280]) {
  test(`at ${width} px, 'Register Now' opens the registration form; the confirmation arrives by e-mail`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const home = new HomePage(page);
    await home.goto('#events');
    await home.events.cardButton(event.title, 'Register Now').click();
    const dialog = home.events.eventDialog(event.title);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('40 seats left')).toBeVisible();
    // The prefilled e-mail gives way to the form.
    await expect(dialog.getByRole('link', { name: 'Register by e-mail' })).toHaveCount(0);

    // Errors are tied to their fields, and the first wrong one has the focus.
    await dialog.getByRole('button', { name: 'Register' }).click();
    const firstName = dialog.getByLabel('First name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    await expect(dialog.getByLabel('I agree to be photographed')).toHaveAccessibleDescription(
      'Please tick "I agree to be photographed"',
    );
    await expectAccessible(page, 'the registration form with errors', '[role="dialog"]');

    const email = `seder-${width}-${Date.now()}@example.test`;
    await firstName.fill('Miriam');
    await dialog.getByLabel('Last name').fill('Levi');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Party size').fill('3');
    await dialog.getByLabel(/Dietary needs/).fill('No nuts');
    await dialog.getByLabel('I agree to be photographed').check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      `You are registered for 3 people. A confirmation with your ticket is on its way to ${email}.`,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);

    const mail = await waitForMail(email, `You are registered: ${event.title}`);
    expect(mail.text).toContain('Party size: 3');
    expect(mail.text).toContain('Dietary needs: No nuts');
    expect(mail.text).toMatch(/\/registrations\/manage\?token=/);
    expect(mail.attachments.map((a) => a.filename)).toEqual(
      expect.arrayContaining(['ticket.png', 'event.ics']),
    );
  });
}

test('an event without registration keeps the dialog with the prefilled e-mail', async ({
  page,
}) => {
  const plain = await admin.createEvent({
    title: `Sukkot Picnic ${Date.now().toString(36)}`,
    description: 'Bring a blanket.',
    date: inDays(1),
    time: '7:00 AM',
    location: 'Riverside Park',
    isSpecial: true,
  });
  try {
    const home = new HomePage(page);
    await home.goto('#events');
    await home.events.cardButton(plain.title, 'Register Now').click();
    const dialog = home.events.eventDialog(plain.title);
    await expect(dialog.getByRole('link', { name: 'Register by e-mail' })).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveCount(0);
  } finally {
    await admin.deleteEvent(plain.id);
  }
});
