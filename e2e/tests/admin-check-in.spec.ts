import { chromium, expect, request, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { writeY4mOfPng } from '../fixtures/fake-camera';
import { waitForMail } from '../fixtures/mailbox';
import { signInAsAdmin } from '../pages/admin-api';
import { AdminCheckInTab } from '../pages/admin-check-in-tab';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { signInAsStaff, staffAccount } from '../pages/staff-accounts';
import playwrightConfig from '../playwright.config';

/**
 * The door's check-in on a phone and a desktop: a Check-in volunteer sees that screen alone,
 * checks a person in by name (and undoes it) and another by holding their e-mailed ticket to the
 * camera (Chromium's fake camera plays a video of the ticket's QR code).
 */
test.setTimeout(180_000);

let admin: APIRequestContext;
let eventId: number;

test.beforeEach(async ({ baseURL }) => {
  admin = await request.newContext({ baseURL });
  await signInAsAdmin(admin);
});

test.afterEach(async () => {
  if (eventId) await admin.delete(`/api/admin/events/${eventId}`);
  await admin.dispose();
});

/** An event of today taking registrations, with people registered while it was days away. */
async function todaysEvent(suffix: string, people: { first: string; party: number }[]) {
  const body = {
    title: `Shabbat Dinner ${suffix}`,
    description: 'A meal together to welcome the Sabbath.',
    date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    time: '11:00 PM - 11:30 PM',
    location: 'Fellowship Hall',
    isSpecial: true,
    registration: { enabled: true, capacity: 50 },
  };
  const created = await admin.post('/api/admin/events', { data: body });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: number; title: string };
  eventId = event.id;
  const emails: string[] = [];
  for (const { first, party } of people) {
    const email = `${first.toLowerCase()}-${suffix}@example.test`;
    const registered = await admin.post(`/api/events/${event.id}/registrations`, {
      data: { firstName: first, lastName: 'Bethlehem', email, partySize: party, answers: [] },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    emails.push(email);
  }
  // The day as the ministry's time zone reads it.
  const today = (
    (await (await admin.get('/api/admin/check-in/events')).json()) as { today: string }
  ).today;
  const moved = await admin.put(`/api/admin/events/${event.id}`, {
    data: { ...body, date: today },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return { ...event, emails };
}

for (const width of [412, 1280]) {
  test(`at ${width} px a Check-in volunteer checks people in by name and by the ticket's QR code`, async ({
    baseURL,
  }, testInfo) => {
    const suffix = `${width}-${Date.now().toString(36)}`;
    const event = await todaysEvent(suffix, [
      { first: 'Naomi', party: 2 },
      { first: 'Boaz', party: 1 },
    ]);
    const [, boazEmail] = event.emails;
    // Boaz's confirmation carries his ticket: its QR code becomes what the camera sees.
    const mail = await waitForMail(boazEmail, `You are registered: ${event.title}`);
    const qr = mail.attachments.find((a) => a.cid === 'ticket-qr');
    expect(qr, 'the ticket QR code').toBeDefined();
    const video = testInfo.outputPath('ticket.y4m');
    writeY4mOfPng(video, qr!.content);

    const volunteer = await staffAccount(baseURL!, 'check_in', { prefix: `door-${width}` });
    const launch = playwrightConfig.use?.launchOptions ?? {};
    const browser = await chromium.launch({
      ...launch,
      args: [
        ...(launch.args ?? []),
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: 900 },
        permissions: ['camera'],
      });
      const page = await context.newPage();
      await signInAsStaff(page, volunteer);
      const dashboard = new AdminDashboardPage(page);
      // The door's screen alone; the API refuses the rest.
      await expect(dashboard.dashboardTabs).toHaveText(['Check-in']);
      await expect(page.getByRole('heading', { level: 2, name: 'Events' })).toHaveCount(0);
      expect((await page.request.get('/api/admin/events')).status()).toBe(403);
      expect((await page.request.get('/api/auth/user')).status()).toBe(200);

      const checkIn = new AdminCheckInTab(page);
      await checkIn.pick(event.title);
      await expect(checkIn.counts).toContainText('Arrived: 0 of 3 people');
      await expect(checkIn.counts).toContainText('0 of 2 registrations');
      await expectAccessible(page, `check-in at ${width} px`);

      // By name: mark present, undo, mark again.
      await checkIn.search.fill('naomi');
      await expect(checkIn.people.getByRole('listitem')).toHaveCount(1);
      await checkIn
        .person('Naomi Bethlehem')
        .getByRole('button', { name: 'Mark present: Naomi Bethlehem' })
        .click();
      await expect(checkIn.outcome).toContainText('Checked in: Naomi Bethlehem');
      await expect(checkIn.counts).toContainText('Arrived: 2 of 3 people');
      await expect(checkIn.person('Naomi Bethlehem')).toContainText('Checked in at');
      await expectAccessible(page, `a person checked in at ${width} px`);
      await checkIn.outcome.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect(checkIn.outcome).toContainText('Check-in undone: Naomi Bethlehem');
      await expect(checkIn.counts).toContainText('Arrived: 0 of 3 people');
      await checkIn
        .person('Naomi Bethlehem')
        .getByRole('button', { name: 'Mark present: Naomi Bethlehem' })
        .click();
      await expect(checkIn.counts).toContainText('Arrived: 2 of 3 people');
      await expect(checkIn.counts).toContainText('1 of 2 registrations');

      // By the ticket: the camera reads Boaz's QR code and lets him in.
      await checkIn.scan.click();
      await expect(checkIn.outcome).toContainText('Checked in: Boaz Bethlehem', {
        timeout: 20_000,
      });
      await expect(checkIn.scanner).toHaveCount(0);
      await expect(checkIn.counts).toContainText('Arrived: 3 of 3 people');
      await expect(checkIn.counts).toContainText('2 of 2 registrations');
      await page.screenshot({ path: testInfo.outputPath(`check-in-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);

      // The same ticket again says so.
      await checkIn.scan.click();
      await expect(checkIn.outcome).toContainText('Boaz Bethlehem is already checked in', {
        timeout: 20_000,
      });
      await expectAccessible(page, `a ticket scanned twice at ${width} px`);
      await checkIn.search.fill('');
      await expect(checkIn.people.getByRole('listitem')).toHaveCount(2);
      await expect(checkIn.person('Boaz Bethlehem')).toContainText('Checked in at');
      await context.close();
    } finally {
      await browser.close();
    }
  });
}
