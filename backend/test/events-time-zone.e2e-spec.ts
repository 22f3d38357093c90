import request from 'supertest';
import { PageSettings } from '../src/common/http/page-settings';
import { eventInput } from './support/content-factories';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];
type Listed = { id: number; title: string; startsAt: string | null; endsAt: string | null };

/** Only Date is faked: the database, the queue and HTTP keep their real timers. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Sets the clock to a wall-clock time in Chicago (daylight time in July: UTC-5). */
function chicagoClock(local: string): void {
  jest.useFakeTimers({ doNotFake: [...REAL_TIMERS], now: new Date(`${local}-05:00`) });
}

describe("events in the ministry's time zone (GET /api/events, /api/events.ics)", () => {
  let t: TestApp;
  let admin: Agent;
  let settings: PageSettings;
  const ids: Record<string, number> = {};
  const day = '2030-07-09';

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    settings = t.app.get(PageSettings);
    settings.set({ version: 'utc', settings: { timeZone: 'UTC' } });
    const create = async (title: string, time: string, date = day) => {
      const res = await admin
        .post('/api/admin/events')
        .send({ ...eventInput({ title, time }), date })
        .expect(201);
      ids[title] = res.body.id;
      return res.body as Listed;
    };
    await create('Morning Study', '10:00 AM - 12:00 PM');
    await create('Evening Prayer', '7:00 PM - 11:45 PM');
    await create('Night Watch', '10:00 PM - 1:00 AM');
    // Not a clock time: kept as written, with no computed start or end.
    const open = await create('Open House', 'All evening');
    expect(open).toMatchObject({ time: 'All evening', startsAt: null, endsAt: null });
    await create('Breakfast', '9:00 AM', '2030-07-10');
  });
  afterEach(() => jest.useRealTimers());
  afterAll(() => t.close());

  const listed = async () => {
    const res = await request(t.server).get('/api/events').expect(200);
    const mine = (res.body as Listed[]).filter((e) => Object.values(ids).includes(e.id));
    return { titles: mine.map((e) => e.title), events: mine, etag: res.headers.etag as string };
  };

  it('lists an evening event through its evening in Chicago, and drops each event when it ends', async () => {
    // 19:30 in Chicago is 00:30 UTC the next day: in UTC the evening events are over.
    chicagoClock(`${day}T19:30`);
    expect((await listed()).titles).toEqual(['Night Watch', 'Breakfast']);

    // The ministry says it is in Chicago: the answers computed for UTC are dropped at once.
    settings.set({
      version: 'chicago',
      settings: { timeZone: 'America/Chicago', ministryName: 'Grace Chapel' },
    });
    const evening = await listed();
    expect(evening.titles).toEqual(['Open House', 'Evening Prayer', 'Night Watch', 'Breakfast']);
    expect(evening.events.find((e) => e.title === 'Night Watch')).toMatchObject({
      startsAt: '2030-07-09T22:00:00-05:00',
      endsAt: '2030-07-10T01:00:00-05:00',
    });
    expect(evening.events.find((e) => e.title === 'Breakfast')).toMatchObject({
      startsAt: '2030-07-10T09:00:00-05:00',
      endsAt: null,
    });

    chicagoClock(`${day}T23:30`);
    const late = await listed();
    expect(late.titles).toEqual(evening.titles);
    expect(late.etag).toBe(evening.etag);

    // Evening Prayer ended at 23:45: the stored answer does not outlive it.
    chicagoClock(`${day}T23:46`);
    const after = await listed();
    expect(after.titles).toEqual(['Open House', 'Night Watch', 'Breakfast']);
    expect(after.etag).not.toBe(late.etag);

    // Past midnight: the all-evening event's day is over; the night watch runs until 1:00.
    chicagoClock('2030-07-10T00:30');
    expect((await listed()).titles).toEqual(['Night Watch', 'Breakfast']);
    chicagoClock('2030-07-10T01:00');
    expect((await listed()).titles).toEqual(['Breakfast']);
  });

  it("writes the feed in the ministry's zone (TZID and VTIMEZONE), named after the ministry", async () => {
    settings.set({
      version: 'chicago-2',
      settings: { timeZone: 'America/Chicago', ministryName: 'Grace Chapel' },
    });
    chicagoClock(`${day}T23:30`);
    const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
    const feed = unfold((await request(t.server).get('/api/events.ics').expect(200)).text);
    expect(feed).toContain('\r\nX-WR-CALNAME:Grace Chapel\r\n');
    expect(feed).toContain('\r\nBEGIN:VTIMEZONE\r\nTZID:America/Chicago\r\n');
    const vevent = (id: number) =>
      feed
        .split('BEGIN:VEVENT')
        .find((part) => part.includes(`UID:event-${id}@`))
        ?.split('END:VEVENT')[0];
    expect(vevent(ids['Night Watch'])).toContain('DTSTART;TZID=America/Chicago:20300709T220000');
    expect(vevent(ids['Night Watch'])).toContain('DTEND;TZID=America/Chicago:20300710T010000');
    // A start alone lasts an hour in calendars; a text without a time is an all-day event.
    expect(vevent(ids.Breakfast)).toContain('DTSTART;TZID=America/Chicago:20300710T090000');
    expect(vevent(ids.Breakfast)).toContain('DTEND;TZID=America/Chicago:20300710T100000');
    expect(vevent(ids['Open House'])).toContain('DTSTART;VALUE=DATE:20300709');
    expect(vevent(ids['Morning Study'])).toBeUndefined();

    // One event's file follows the same settings; a new name reaches the cached feeds at once.
    const one = unfold(
      (await request(t.server).get(`/api/events/${ids['Night Watch']}.ics`).expect(200)).text,
    );
    expect(one).toContain('DTSTART;TZID=America/Chicago:20300709T220000');
    settings.set({
      version: 'renamed',
      settings: { timeZone: 'Europe/London', ministryName: 'Grace Chapel London' },
    });
    const renamed = unfold((await request(t.server).get('/api/events.ics').expect(200)).text);
    expect(renamed).toContain('\r\nX-WR-CALNAME:Grace Chapel London\r\n');
    expect(renamed).toContain('\r\nTZID:Europe/London\r\n');
    // 23:30 in Chicago is 05:30 in London: there the night watch is over.
    expect(renamed).toContain('DTSTART;TZID=Europe/London:20300710T090000');
    expect(renamed).not.toContain(`UID:event-${ids['Night Watch']}@`);
  });

  it('writes UTC times (no VTIMEZONE) and the default name when no settings say otherwise', async () => {
    settings.set({ version: 'bare', settings: {} });
    chicagoClock(`${day}T12:30`);
    const feed = (await request(t.server).get('/api/events.ics').expect(200)).text;
    if (!process.env.TZ) {
      expect(feed).not.toContain('BEGIN:VTIMEZONE');
      expect(feed.replace(/\r\n[ \t]/g, '')).toContain('DTSTART:20300709T190000Z');
    }
    expect(feed).toContain('\r\nX-WR-CALNAME:Ministry events\r\n');
  });
});
