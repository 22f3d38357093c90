import { expect, test } from '@playwright/test';
import { ContentAdminApi, HomePage, type EventInput } from '../pages/home-page';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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
    date: inDays(40),
    time: '6:30 PM - 9:00 PM',
    location: 'Riverside Park Pavilion',
    isSpecial: true,
  };
  const regular: EventInput = {
    title: `Midweek Prayer ${suffix}`,
    description: 'An hour of prayer for the ministry and its families.',
    date: inDays(41),
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
    await expect(card.locator('time')).toHaveAttribute('datetime', special.date);
    await expect(card).toContainText(special.time);
    await expect(card).toContainText(special.description);
    await expect(card).toContainText(special.location);
    await expect(card.getByRole('link', { name: /^Register Now/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Learn More/ })).toHaveCount(0);

    const other = events.card(regular.title);
    await expect(other.getByRole('link', { name: /^Learn More/ })).toBeVisible();
    await expect(other.getByRole('link', { name: /^Register Now/ })).toHaveCount(0);

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
      startDate: `${special.date}T18:30`,
      endDate: `${special.date}T21:00`,
      location: { name: special.location },
    });

    await expect(events.calendarLink).toHaveAttribute('href', '/api/events.ics');
    const feed = await page.request.get('/api/events.ics');
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect((await feed.text()).replace(/\r?\n[ \t]/g, '')).toContain(`SUMMARY:${special.title}`);
  } finally {
    for (const event of created) await admin.deleteEvent(event.id);
  }
});

test('the event buttons lead to the contact block', async ({ page }) => {
  const event = await admin.createEvent({
    title: `Community Picnic ${Date.now().toString(36)}`,
    description: 'Food, games and fellowship for all ages.',
    date: inDays(45),
    time: '12:00 PM',
    location: 'Central Park',
    isSpecial: false,
  });
  try {
    const home = new HomePage(page);
    await home.goto('#events');
    await home.events
      .card(event.title)
      .getByRole('link', { name: /^Learn More/ })
      .click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(home.layout.contactBlock).toBeInViewport();
  } finally {
    await admin.deleteEvent(event.id);
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
    await expect(home.events.calendarLink).toBeVisible();
  } finally {
    // Put the events back (with new ids) for the other tests.
    for (const { id: _id, ...event } of existing) await admin.createEvent(event);
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
