import { expect, test, type Locator } from '@playwright/test';
import { ContentAdminApi, HomePage, type EventInput, type EventRecord } from '../pages/home-page';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2025-06-14" as "June 14, 2025". */
function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${LONG_MONTHS[month - 1]} ${day}, ${year}`;
}

/** A date `days` from today as YYYY-MM-DD. */
function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

let admin: ContentAdminApi;

test.beforeEach(async ({ baseURL }) => {
  admin = await ContentAdminApi.signIn(baseURL!);
});

test.afterEach(async () => {
  await admin.dispose();
});

test('an event added through the admin API appears as a card, in the JSON-LD and in the calendar feed', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const special: EventInput = {
    title: `Feast of Tabernacles Gathering ${suffix}`,
    description: 'A week of worship, teaching and booths under the open sky.',
    // Soon, so both are among the cards the home page shows; tomorrow, so neither has ended yet.
    date: inDays(1),
    time: '6:30 PM - 9:00 PM',
    location: 'Riverside Park Pavilion',
    isSpecial: true,
  };
  const regular: EventInput = {
    title: `Midweek Prayer ${suffix}`,
    description: 'An hour of prayer for the ministry and its families.',
    date: inDays(2),
    time: '7:00 PM',
    location: 'Prayer Room',
    isSpecial: false,
  };
  const created = [await admin.createEvent(special), await admin.createEvent(regular)];

  try {
    const home = new HomePage(page);
    await home.goto('#events');
    const { events } = home;

    const card = events.card(special.title);
    await expect(card).toBeVisible();
    const [, month, day] = special.date.split('-').map(Number);
    await expect(card.locator('.event-card__month')).toHaveText(MONTHS[month - 1]);
    await expect(card.locator('.event-card__day')).toHaveText(String(day));
    await expect(card.locator('.event-card__date')).toHaveAttribute('datetime', special.date);
    await expect(card).toContainText(special.time);
    // The time as written, marked with the instant the server read from it.
    const stored = created[0];
    expect(stored.startsAt).toMatch(new RegExp(`^${special.date}T18:30:00[+-]\\d{2}:\\d{2}$`));
    await expect(card.locator('dd time')).toHaveAttribute('datetime', stored.startsAt!);
    await expect(card).toContainText(special.description);
    await expect(card).toContainText(special.location);
    await expect(card.getByRole('button', { name: /^Register Now/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Learn More/ })).toHaveCount(0);

    const other = events.card(regular.title);
    await expect(other.getByRole('button', { name: /^Learn More/ })).toBeVisible();
    await expect(other.getByRole('button', { name: /^Register Now/ })).toHaveCount(0);

    // Soonest first.
    const titles = await events.cards.getByRole('heading').allTextContents();
    expect(titles.indexOf(special.title)).toBeLessThan(titles.indexOf(regular.title));

    const jsonLd = JSON.parse((await events.jsonLd.textContent()) ?? '[]') as {
      '@type': string;
      name: string;
      startDate: string;
      endDate?: string;
      location: { name: string };
    }[];
    const entry = jsonLd.find((item) => item.name === special.title);
    expect(entry).toMatchObject({
      '@type': 'Event',
      startDate: stored.startsAt,
      endDate: stored.endsAt,
      location: { name: special.location },
    });

    const feed = await page.request.get('/api/events.ics');
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect((await feed.text()).replace(/\r?\n[ \t]/g, '')).toContain(`SUMMARY:${special.title}`);
  } finally {
    for (const event of created) await admin.deleteEvent(event.id);
  }
});

/** The query parameters of a link in `scope` named `name`. */
async function linkParams(scope: Locator, name: string | RegExp): Promise<URLSearchParams> {
  const href = await scope.getByRole('link', { name }).getAttribute('href');
  expect(href, `link ${String(name)}`).toBeTruthy();
  return new URL(href!).searchParams;
}

test('Learn More shows all of an event, with ways to add it to a calendar or ask about it', async ({
  page,
}) => {
  const event = await admin.createEvent({
    title: `Community Picnic ${Date.now().toString(36)}`,
    description: 'Food, games and fellowship for all ages.\nBring a blanket.',
    date: inDays(0),
    time: '12:00 PM',
    location: 'Central Park',
    isSpecial: false,
  });
  try {
    const home = new HomePage(page);
    await home.goto('#events');
    const learnMore = home.events.cardButton(event.title, 'Learn More');
    await learnMore.click();

    const dialog = home.events.eventDialog(event.title);
    await expect(dialog).toBeVisible();
    await expect(page).not.toHaveURL(/#contact$/);
    await expect(dialog).toContainText('Food, games and fellowship for all ages.');
    await expect(dialog).toContainText('Bring a blanket.');
    await expect(dialog).toContainText(longDate(event.date));
    await expect(dialog).toContainText('12:00 PM');
    await expect(dialog).toContainText('Central Park');

    // The server's start, as UTC; an hour long, since the text names no end.
    expect(event.endsAt).toBeNull();
    const start = Date.parse(event.startsAt!);
    const utc = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const google = await linkParams(dialog, /^Add to Google Calendar/);
    expect(Object.fromEntries(google)).toMatchObject({
      action: 'TEMPLATE',
      text: event.title,
      dates: `${utc(start)}/${utc(start + 3_600_000)}`.replace(/[-:]/g, ''),
      location: 'Central Park',
    });
    expect(google.get('details')).toContain('Bring a blanket.');
    const outlook = await linkParams(dialog, /^Add to Outlook/);
    expect(Object.fromEntries(outlook)).toMatchObject({
      rru: 'addevent',
      subject: event.title,
      startdt: utc(start),
      enddt: utc(start + 3_600_000),
      location: 'Central Park',
    });
    await expect(dialog.getByRole('link', { name: /^Add to Google Calendar/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    const file = dialog.getByRole('link', { name: 'Download .ics file' });
    await expect(file).toHaveAttribute('href', `/api/events/${event.id}.ics`);
    await expect(file).toHaveAttribute('download', /\.ics$/);
    const ics = await page.request.get(`/api/events/${event.id}.ics`);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const unfolded = (await ics.text()).replace(/\r?\n[ \t]/g, '');
    expect(unfolded).toContain(`SUMMARY:${event.title}`);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    const ask = dialog.getByRole('link', { name: 'Ask about this event' });
    const mailto = (await ask.getAttribute('href')) ?? '';
    expect(mailto.startsWith('mailto:info@example.org?')).toBe(true);
    const mail = new URLSearchParams(mailto.split('?')[1]);
    expect(mail.get('subject')).toContain(event.title);
    expect(mail.get('body')).toContain('Central Park');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(learnMore).toBeFocused();
  } finally {
    await admin.deleteEvent(event.id);
  }
});

test('Register Now opens a dialog that keeps focus, with a prefilled registration e-mail', async ({
  page,
}) => {
  const event = await admin.createEvent({
    title: `Passover Seder ${Date.now().toString(36)}`,
    description: 'A guided seder with a shared meal.',
    date: inDays(0),
    time: 'All evening',
    location: 'Fellowship Hall',
    isSpecial: true,
  });
  try {
    const home = new HomePage(page);
    await home.goto('#events');
    const register = home.events.cardButton(event.title, 'Register Now');
    await expect(register).toHaveAttribute('aria-haspopup', 'dialog');
    await register.click();
    const dialog = home.events.eventDialog(event.title);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Special event');

    const registration = dialog.getByRole('link', { name: 'Register by e-mail' });
    const mailto = (await registration.getAttribute('href')) ?? '';
    expect(mailto.startsWith('mailto:info@example.org?')).toBe(true);
    const mail = new URLSearchParams(mailto.split('?')[1]);
    expect(mail.get('subject')).toBe(`Registration: ${event.title} (${longDate(event.date)})`);
    expect(mail.get('body')).toContain(`register for "${event.title}"`);

    // A time with no clock time is an all-day entry.
    const compact = event.date.replace(/-/g, '');
    const google = await linkParams(dialog, /^Add to Google Calendar/);
    expect(google.get('dates')).toMatch(new RegExp(`^${compact}/\\d{8}$`));

    // Tab and Shift+Tab cycle inside the dialog; the page behind is out of reach.
    const focusInDialog = () =>
      page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    await expect.poll(focusInDialog).toBe(true);
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog()).toBe(true);
    }

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(register).toBeFocused();

    // A click on the dimmed page around it closes it too.
    await register.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
  } finally {
    await admin.deleteEvent(event.id);
  }
});

test('View full calendar offers subscribing to the feed and downloading it, and lists every event', async ({
  page,
  baseURL,
}) => {
  const home = new HomePage(page);
  await home.goto('#events');
  await expect(home.events.cards.first()).toBeVisible();
  await expect(home.events.calendarButton).toHaveAttribute('aria-haspopup', 'dialog');
  await home.events.calendarButton.click();
  const dialog = home.events.calendarDialog;
  await expect(dialog).toBeVisible();

  const { host } = new URL(baseURL!);
  const webcal = `webcal://${host}/api/events.ics`;
  await expect(
    dialog.getByRole('link', { name: 'Subscribe in your calendar app' }),
  ).toHaveAttribute('href', webcal);
  expect((await linkParams(dialog, /^Add to Google Calendar/)).get('cid')).toBe(webcal);
  expect((await linkParams(dialog, /^Add to Outlook/)).get('url')).toBe(
    `${new URL(baseURL!).origin}/api/events.ics`,
  );
  const download = dialog.getByRole('link', { name: 'download events.ics' });
  await expect(download).toHaveAttribute('href', '/api/events.ics');
  await expect(download).toHaveAttribute('download', 'events.ics');

  const upcoming = (await (await page.request.get('/api/events')).json()) as EventRecord[];
  const entries = dialog.getByRole('list').last().getByRole('listitem');
  await expect(entries).toHaveCount(upcoming.length);

  // An entry opens that event's details; back leads to the calendar again.
  const first = upcoming[0];
  await entries.first().getByRole('button').click();
  await expect(home.events.eventDialog(first.title)).toBeVisible();
  await expect(home.events.eventDialog(first.title)).toContainText(first.description);
  await page.getByRole('button', { name: 'Back to the calendar' }).click();
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(home.events.calendarButton).toBeFocused();
});

test('the home page shows the six soonest events and leaves the rest to the full calendar', async ({
  page,
}) => {
  const upcoming = ((await (await page.request.get('/api/events')).json()) as EventRecord[]).length;
  const created: EventRecord[] = [];
  // Enough events (far off, so other specs' events stay among the first six) to pass the cap.
  for (let i = upcoming; i < 8; i += 1) {
    created.push(
      await admin.createEvent({
        title: `Later gathering ${i} ${Date.now().toString(36)}`,
        description: 'Fellowship.',
        date: inDays(300 + i),
        time: '7:00 PM',
        location: 'Main Sanctuary',
      }),
    );
  }
  try {
    const total = ((await (await page.request.get('/api/events')).json()) as EventRecord[]).length;
    const home = new HomePage(page);
    await home.goto('#events');
    await expect(home.events.cards).toHaveCount(6);
    await expect(home.events.more).toHaveText(
      `${total - 6} more upcoming ${total - 6 === 1 ? 'event' : 'events'} in the full calendar.`,
    );
    await home.events.calendarButton.click();
    await expect(
      home.events.calendarDialog.getByRole('list').last().getByRole('listitem'),
    ).toHaveCount(total);
  } finally {
    for (const event of created) await admin.deleteEvent(event.id);
  }
});

test('with no upcoming events the section says so, and keeps the calendar link', async ({
  page,
}) => {
  const existing = await admin.listEvents();
  for (const event of existing) await admin.deleteEvent(event.id);
  try {
    const home = new HomePage(page);
    await home.goto('#events');
    await expect(home.events.empty).toBeVisible();
    await expect(home.events.cards).toHaveCount(0);
    await expect(home.events.jsonLd).toHaveCount(0);
    await expect(home.events.calendarButton).toBeVisible();
  } finally {
    // Put the events back (with new ids) for the other tests.
    for (const {
      id: _id,
      startsAt: _start,
      endsAt: _end,
      registration: _registration,
      registrationSettings: _settings,
      ...event
    } of existing) {
      await admin.createEvent(event);
    }
  }
});

test('while the events load, skeleton cards stand in for them', async ({ page }) => {
  const home = new HomePage(page);
  const held = await home.holdRequests(/\/api\/events$/);
  await home.goto();
  await expect(home.events.skeletons).toHaveCount(3);
  held.release();
  await expect(home.events.skeletons).toHaveCount(0);
});
