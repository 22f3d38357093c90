import { readFileSync } from 'node:fs';
import { expect, request, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { mailTo, waitForMail } from '../fixtures/mailbox';
import { setCapacityBehindTheForm } from '../fixtures/registrations';
import { signInAsAdmin, unique } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminEventsTab } from '../pages/admin-events-tab';
import { ContentAdminApi, HomePage, type EventRecord } from '../pages/home-page';

// Whole flows through the dashboard, the home page, the mail and the manage page.
test.describe.configure({ timeout: 180_000 });

/** A date `days` from today as YYYY-MM-DD. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The manage link of a registration e-mail, as a path on this site. */
function manageLinkOf(text: string | undefined): string {
  const match = /https?:\/\/[^/\s]+(\/registrations\/manage\?token=[\w-]+)/.exec(text ?? '');
  if (!match) throw new Error('no manage link in the mail');
  return match[1];
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
}

let admin: ContentAdminApi;
const created: number[] = [];

test.beforeEach(async ({ baseURL, page }) => {
  admin = await ContentAdminApi.signIn(baseURL!);
  await signInAsAdmin(page);
});

test.afterEach(async () => {
  for (const id of created.splice(0)) await admin.deleteEvent(id).catch(() => undefined);
  await admin.dispose();
});

async function createEvent(input: Record<string, unknown>): Promise<EventRecord> {
  const event = await admin.createEvent({
    title: unique('Shavuot Retreat'),
    description: 'Two days of study, song and a dairy feast.',
    date: inDays(1),
    time: '6:00 AM - 9:00 AM',
    location: 'Fellowship Hall',
    isSpecial: true,
    ...input,
  } as Parameters<ContentAdminApi['createEvent']>[0]);
  created.push(event.id);
  return event;
}

for (const width of [412, 1280]) {
  test(`at ${width} px, the admin turns registration on with a question; a visitor registers, manages the registration from the mail, and cancels`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const event = await createEvent({});
    const dashboard = new AdminDashboardPage(page);
    const events = new AdminEventsTab(dashboard);

    // The dashboard: the event dialog's Registration section.
    await dashboard.goto();
    await events
      .card(event.title)
      .getByRole('button', { name: `Edit ${event.title}` })
      .click();
    const edit = dashboard.dialog('Edit Event');
    await expect(edit.getByLabel('Capacity (seats)')).toHaveCount(0);
    await edit.getByRole('switch', { name: 'Take registrations' }).click();
    await edit.getByLabel('Capacity (seats)').fill('10');
    await expect(edit.getByLabel('Largest party')).toHaveValue('10');
    // The event is tomorrow: a reminder would go out at once, and its link retire the confirmation's.
    const reminder = edit.getByLabel('Reminder (hours before the start)');
    await expect(reminder).toHaveValue('24');
    await reminder.fill('0');
    await edit.getByRole('button', { name: 'Add question' }).click();
    await edit.getByLabel('Question', { exact: true }).fill('Dietary needs');
    await edit.getByLabel('Confirmation message').fill('Bring a friend!');
    await expectAccessible(page, 'the event dialog with registration on', '[role="dialog"]');
    await edit.getByRole('button', { name: 'Update Event' }).click();
    await expect(dashboard.toast).toContainText('Event Updated');
    await expect(events.card(event.title)).toContainText('0/10 seats');

    // A visitor registers on the home page.
    const home = new HomePage(page);
    await home.goto('#events');
    await home.events.cardButton(event.title, 'Register Now').click();
    const dialog = home.events.eventDialog(event.title);
    await expect(dialog.getByText('10 seats left')).toBeVisible();
    const email = `retreat-${width}-${Date.now()}@example.test`;
    await dialog.getByLabel('First name').fill('Ruth');
    await dialog.getByLabel('Last name').fill('Moabite');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Party size').fill('2');
    await dialog.getByLabel(/Dietary needs/).fill('Vegetarian');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('status')).toContainText('You are registered for 2 people');

    const confirmation = await waitForMail(email, `You are registered: ${event.title}`);
    expect(confirmation.text).toContain('Dietary needs: Vegetarian');
    expect(confirmation.text).toContain('Bring a friend!');
    const firstLink = manageLinkOf(confirmation.text);

    // The mail's link: the registration, and a change of the party size.
    await page.goto(firstLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Registration' })).toBeVisible();
    await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
    await expect(page.getByTestId('registration-party')).toHaveText('2 people');
    await expect(page.getByTestId('registration-status')).toHaveText('Confirmed');
    await expect(page.getByText('Vegetarian')).toBeVisible();
    await expectAccessible(page, 'the manage page');
    await noSidewaysScroll(page);
    await page.getByLabel('Party size').fill('3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('.registration-manage').getByRole('status')).toContainText(
      'Your registration is updated',
    );
    await expect(page.getByTestId('registration-party')).toHaveText('3 people');
    // The spent link gave way to the next one in the address: a reload still shows the registration.
    expect(page.url()).not.toContain(firstLink);
    await page.reload();
    await expect(page.getByTestId('registration-party')).toHaveText('3 people');
    await expect
      .poll(
        async () =>
          (await mailTo(email)).filter((m) => m.subject === `You are registered: ${event.title}`)
            .length,
      )
      .toBe(2);

    // Cancel, with a confirmation first.
    await page.getByRole('button', { name: 'Cancel registration' }).click();
    await expect(page.getByText('Cancel your registration for 3 people?')).toBeVisible();
    await page.getByRole('button', { name: 'Keep my registration' }).click();
    await page.getByRole('button', { name: 'Cancel registration' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my registration' }).click();
    await expect(page.locator('.registration-manage').getByRole('status')).toContainText(
      'Your registration is cancelled',
    );
    await waitForMail(email, `Registration cancelled: ${event.title}`);

    // A used link says so.
    await page.goto(firstLink);
    await expect(page.locator('.registration-manage').getByRole('alert')).toContainText(
      'This link is invalid or has already been used',
    );
    await expectAccessible(page, 'the manage page of a used link');
    await expect
      .poll(async () => {
        const listed = (await (await page.request.get('/api/events')).json()) as {
          id: number;
          registration: { seatsLeft: number } | null;
        }[];
        return listed.find((e) => e.id === event.id)?.registration?.seatsLeft;
      })
      .toBe(10);
  });

  test(`at ${width} px, the staff see the registrations, export them, add a walk-in, move one from the waitlist and e-mail everyone`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const event = await createEvent({
      registration: {
        enabled: true,
        capacity: 3,
        waitlist: true,
        reminderHoursBefore: 0,
        questions: [{ id: 'diet', label: 'Dietary needs', kind: 'short_text', required: false }],
      },
    });
    const stamp = `${width}-${Date.now()}`;
    const ann = `ann-${stamp}@example.test`;
    const ben = `ben-${stamp}@example.test`;
    const cal = `cal-${stamp}@example.test`;
    const visitor = await request.newContext({ baseURL });
    const register = async (firstName: string, email: string, partySize: number, diet = '') => {
      const res = await visitor.post(`/api/events/${event.id}/registrations`, {
        data: {
          firstName,
          lastName: 'Levi',
          email,
          partySize,
          answers: diet ? [{ questionId: 'diet', value: diet }] : [],
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { status: string };
    };
    expect((await register('Ann', ann, 2, '=SUM(A1)')).status).toBe('confirmed');
    expect((await register('Ben', ben, 2)).status).toBe('waitlisted');
    await visitor.dispose();

    const dashboard = new AdminDashboardPage(page);
    const events = new AdminEventsTab(dashboard);
    await dashboard.goto();
    await events
      .card(event.title)
      .getByRole('button', { name: `Registrations for ${event.title}` })
      .click();
    const screen = page.getByRole('region', { name: `Registrations: ${event.title}` });
    // The first page of a screen just loaded: a shared machine can take a while with it.
    await expect(screen.getByTestId('registrations-capacity')).toHaveText('2 of 3 seats taken', {
      timeout: 30_000,
    });
    const table = screen.getByRole('table');
    await expect(table.getByRole('row', { name: /Ann Levi/ })).toContainText('Confirmed');
    await expect(table.getByRole('row', { name: /Ben Levi/ })).toContainText('Waitlisted');
    await expect(table.getByRole('row', { name: /Ann Levi/ })).toContainText(
      'Dietary needs: =SUM(A1)',
    );
    await expectAccessible(page, 'the registrations screen');
    await noSidewaysScroll(page);

    // Search, like the members list.
    await screen.getByLabel('Search registrations by name or e-mail').fill('ben-');
    await expect(table.getByRole('row', { name: /Ann Levi/ })).toHaveCount(0);
    await expect(table.getByRole('row', { name: /Ben Levi/ })).toBeVisible();
    await screen.getByLabel('Search registrations by name or e-mail').fill('');
    await expect(table.getByRole('row', { name: /Ann Levi/ })).toBeVisible();

    // The CSV export: a column per question, formula-safe.
    const downloading = page.waitForEvent('download');
    await screen.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^registrations-${event.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,First Name,Last Name,Email,Phone,Party Size,Status,Registered,Checked In,Dietary needs',
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes(ann))).toMatch(/,'=SUM\(A1\)$/);

    // A walk-in takes the last seat.
    await screen.getByRole('button', { name: 'Add walk-in' }).click();
    const walkIn = dashboard.dialog('Add a walk-in');
    await walkIn.getByLabel('First name').fill('Cal');
    await walkIn.getByLabel('Last name').fill('Levi');
    await walkIn.getByLabel('E-mail').fill(cal);
    await walkIn.getByRole('button', { name: 'Register' }).click();
    // The walk-in's transaction waits on the event's lock like every registration: a busy machine.
    await expect(dashboard.toast).toContainText('Walk-in registered', { timeout: 30_000 });
    await expect(screen.getByTestId('registrations-capacity')).toHaveText('3 of 3 seats taken');
    await waitForMail(cal, `You are registered: ${event.title}`);

    // Full: moving Ben is refused with the server's words; with two more seats it goes through.
    const benRow = table.getByRole('row', { name: /Ben Levi/ });
    await benRow.getByRole('button', { name: 'Confirm Ben Levi from the waitlist' }).click();
    await expect(dashboard.toast).toContainText('This event is full');
    await setCapacityBehindTheForm(event.id, 5);
    await benRow.getByRole('button', { name: 'Confirm Ben Levi from the waitlist' }).click();
    await expect(dashboard.toast).toContainText('Moved from the waitlist');
    await expect(benRow).toContainText('Confirmed');
    await expect(screen.getByTestId('registrations-capacity')).toHaveText('5 of 5 seats taken');
    await waitForMail(ben, `A place is yours: ${event.title}`);

    // Cancel, after a confirmation.
    const calRow = table.getByRole('row', { name: /Cal Levi/ });
    await calRow.getByRole('button', { name: 'Cancel the registration of Cal Levi' }).click();
    await dashboard
      .dialog('Cancel Registration')
      .getByRole('button', { name: 'Cancel Registration' })
      .click();
    await expect(calRow).toContainText('Cancelled');
    await waitForMail(cal, `Registration cancelled: ${event.title}`);

    // E-mail everyone registered.
    await screen.getByRole('button', { name: 'E-mail all' }).click();
    const message = dashboard.dialog(`E-mail the registrants of ${event.title}`);
    await message.getByLabel('Subject').fill(`Parking ${stamp}`);
    await message.getByLabel('Message').fill('Please park on Elm Street.');
    await message.getByRole('button', { name: 'Send' }).click();
    await expect(dashboard.toast).toContainText('The e-mail goes to 2 registrations');
    const parking = await waitForMail(ann, `Parking ${stamp}`);
    expect(parking.text).toContain('Please park on Elm Street.');
    await waitForMail(ben, `Parking ${stamp}`);
    expect((await mailTo(cal)).map((m) => m.subject)).not.toContain(`Parking ${stamp}`);
  });
}

test('a keyboard-only visitor changes and cancels a registration from the mail', async ({
  page,
  baseURL,
}) => {
  const event = await createEvent({
    registration: {
      enabled: true,
      capacity: 20,
      reminderHoursBefore: 0,
      questions: [
        {
          id: 'meal',
          label: 'Meal',
          kind: 'one_choice',
          required: true,
          options: ['Fish', 'Meat'],
        },
      ],
    },
  });
  const email = `keys-${Date.now()}@example.test`;
  const visitor = await request.newContext({ baseURL });
  const res = await visitor.post(`/api/events/${event.id}/registrations`, {
    data: {
      firstName: 'Naomi',
      lastName: 'Levi',
      email,
      partySize: 1,
      answers: [{ questionId: 'meal', value: 'Fish' }],
    },
  });
  expect(res.status()).toBe(201);
  await visitor.dispose();
  const mail = await waitForMail(email, `You are registered: ${event.title}`);
  await page.goto(manageLinkOf(mail.text));
  const party = page.getByLabel('Party size');
  await expect(party).toBeVisible();

  // From the top of the page, Tab reaches the party size; the keys change it and pick the meal.
  await page.locator('body').focus();
  for (let i = 0; i < 60 && !(await party.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(party).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(party).toHaveValue('2');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Fish' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Meat' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.registration-manage').getByRole('status')).toContainText(
    'Your registration is updated',
  );
  await expect(page.getByTestId('registration-party')).toHaveText('2 people');
  await expect(page.locator('dd', { hasText: /^Meat$/ })).toBeVisible();

  const cancel = page.getByRole('button', { name: 'Cancel registration' });
  for (let i = 0; i < 20 && !(await cancel.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  // The question takes the focus: Enter answers it.
  await expect(page.getByRole('button', { name: 'Yes, cancel my registration' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.registration-manage').getByRole('status')).toContainText(
    'Your registration is cancelled',
  );
  await expect(page.locator('.registration-manage').getByRole('status')).toBeFocused();
});
