import { DateTime } from 'luxon';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PageSettings } from '../src/common/http/page-settings';
import { CalendarMessages, MAX_CALENDAR_BYTES } from '../src/modules/events/events.errors';
import { memberAgent } from './support/community';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];
interface Entry {
  sourceKey: string;
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  action: string;
  problem: string | null;
}

const NEW_YORK = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const RUN = `${Date.now()}`;
const calendar = (...lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    ...lines,
    'END:VCALENDAR',
  ].join('\r\n');
const vevent = (...lines: string[]) => [
  'BEGIN:VEVENT',
  'DTSTAMP:20260101T000000Z',
  ...lines,
  'END:VEVENT',
];

/** Local New York date-time text of `days` from today at `clock` ("190000"). */
const nyLocal = (days: number, clock: string) =>
  `${DateTime.now().setZone('America/New_York').plus({ days }).toFormat('yyyyLLdd')}T${clock}`;
const chicagoDate = (days: number) =>
  DateTime.now().setZone('America/New_York').plus({ days }).toISODate()!;

/**
 * A Google Calendar export: a weekly series in New York (six weeks from in three days: the second
 * excluded, the third moved an hour earlier, the fourth cancelled), an evening in UTC, an all-day day.
 */
function googleExport(title = `Fellowship ${RUN}`, override = 'Harvest meal') {
  const series = `weekly-${RUN}@google.com`;
  return calendar(
    ...NEW_YORK,
    ...vevent(
      `UID:${series}`,
      `DTSTART;TZID=America/New_York:${nyLocal(3, '190000')}`,
      `DTEND;TZID=America/New_York:${nyLocal(3, '203000')}`,
      'RRULE:FREQ=WEEKLY;COUNT=6',
      `EXDATE;TZID=America/New_York:${nyLocal(10, '190000')}`,
      `SUMMARY:${title}`,
      'DESCRIPTION:Worship\\, teaching and a shared meal.',
      'LOCATION:Main Sanctuary',
    ),
    ...vevent(
      `UID:${series}`,
      `RECURRENCE-ID;TZID=America/New_York:${nyLocal(17, '190000')}`,
      `DTSTART;TZID=America/New_York:${nyLocal(17, '180000')}`,
      `DTEND;TZID=America/New_York:${nyLocal(17, '200000')}`,
      `SUMMARY:${title} (${override})`,
      'LOCATION:Fellowship Hall',
    ),
    ...vevent(
      `UID:${series}`,
      `RECURRENCE-ID;TZID=America/New_York:${nyLocal(24, '190000')}`,
      `DTSTART;TZID=America/New_York:${nyLocal(24, '190000')}`,
      'STATUS:CANCELLED',
      `SUMMARY:${title}`,
    ),
    ...vevent(
      `UID:day-${RUN}@google.com`,
      `DTSTART;VALUE=DATE:${nyLocal(12, '').slice(0, 8)}`,
      `DTEND;VALUE=DATE:${nyLocal(13, '').slice(0, 8)}`,
      `SUMMARY:Day of prayer ${RUN}`,
    ),
  );
}

describe('events from a calendar file (POST /api/admin/events/import[/preview])', () => {
  let t: TestApp;
  let admin: Agent;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    t.app
      .get(PageSettings)
      .set({ version: `ics-${RUN}`, settings: { timeZone: 'America/Chicago' } });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const preview = (agent: Agent, body: string | Buffer, fileName = 'grace.ics') =>
    agent
      .post('/api/admin/events/import/preview')
      .query({ fileName })
      .set('Content-Type', 'text/calendar')
      .send(body);
  const importFile = (agent: Agent, body: string | Buffer, fileName = 'grace.ics') =>
    agent
      .post('/api/admin/events/import')
      .query({ fileName })
      .set('Content-Type', 'text/calendar')
      .send(body);
  const stored = async (like: string) =>
    (await db.query(
      'SELECT title, date, time, location, description, source_key AS "sourceKey", is_special AS "isSpecial" FROM events WHERE title LIKE $1 ORDER BY date, id',
      [`%${like}%`],
    )) as { title: string; date: string; time: string; sourceKey: string; isSpecial: boolean }[];

  it("previews the upcoming events in the ministry's time zone, writing nothing", async () => {
    const res = await preview(admin, googleExport()).expect(200);
    const events = res.body.events as Entry[];
    expect(res.body).toMatchObject({
      timeZone: 'America/Chicago',
      create: 5,
      update: 0,
      invalid: 0,
    });
    const series = events.filter((entry) => entry.title.startsWith(`Fellowship ${RUN}`));
    // Six weeks, less the excluded second and the cancelled fourth.
    expect(series.map((entry) => entry.date)).toEqual(
      [3, 17, 31, 38].map((days) => chicagoDate(days)),
    );
    // 7 PM in New York is 6 PM in Chicago; the moved one starts at 5.
    expect(series[0]).toMatchObject({
      time: '6:00 PM - 7:30 PM',
      location: 'Main Sanctuary',
      description: 'Worship, teaching and a shared meal.',
      action: 'create',
      problem: null,
    });
    expect(series[1]).toMatchObject({
      title: `Fellowship ${RUN} (Harvest meal)`,
      time: '5:00 PM - 7:00 PM',
      location: 'Fellowship Hall',
      // No description in the file: the title stands in, as the event form needs one.
      description: `Fellowship ${RUN} (Harvest meal)`,
    });
    expect(events.find((entry) => entry.title === `Day of prayer ${RUN}`)).toMatchObject({
      date: chicagoDate(12),
      time: 'All day',
      location: 'To be announced',
    });
    expect(await stored(RUN)).toEqual([]);
  });

  it('imports them as events, listed for the admin and on the public list with their times', async () => {
    const res = await importFile(admin, googleExport()).expect(200);
    expect(res.body).toEqual({ created: 5, updated: 0, invalid: 0 });
    const rows = await stored(RUN);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.sourceKey)).size).toBe(5);
    const publicList = await request(t.server).get('/api/events').expect(200);
    const listed = (publicList.body as { title: string; startsAt: string | null }[]).filter(
      (event) => event.title.includes(RUN),
    );
    expect(listed).toHaveLength(5);
    const first = listed.find((event) => event.title === `Fellowship ${RUN}`);
    expect(first?.startsAt).toMatch(/T18:00:00-0[56]:00$/);
  });

  it('imports the same file again as updates, never duplicates, keeping what the dashboard set', async () => {
    const [first] = await stored(`Fellowship ${RUN}`);
    await db.query('UPDATE events SET is_special = true WHERE source_key = $1', [first.sourceKey]);
    const changed = googleExport(`Fellowship ${RUN}`, 'Harvest supper');
    const again = await preview(admin, changed).expect(200);
    expect(again.body).toMatchObject({ create: 0, update: 5 });
    expect(await importFile(admin, changed).expect(200)).toHaveProperty('body', {
      created: 0,
      updated: 5,
      invalid: 0,
    });
    const rows = await stored(RUN);
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.title)).toContain(`Fellowship ${RUN} (Harvest supper)`);
    expect(rows.map((row) => row.title)).not.toContain(`Fellowship ${RUN} (Harvest meal)`);
    expect(rows.find((row) => row.sourceKey === first.sourceKey)?.isSpecial).toBe(true);
  });

  it("leaves out an event the event form would refuse, with the form's message", async () => {
    const file = calendar(
      ...vevent(`UID:short-${RUN}`, `DTSTART:${nyLocal(5, '150000')}Z`, 'SUMMARY:X'),
      ...vevent(`UID:long-${RUN}`, `DTSTART:${nyLocal(5, '160000')}Z`, `SUMMARY:Ok ${RUN}`),
    );
    const res = await preview(admin, file).expect(200);
    expect(res.body).toMatchObject({ create: 1, invalid: 1 });
    expect((res.body.events as Entry[]).find((entry) => entry.title === 'X')).toMatchObject({
      action: 'invalid',
      problem: 'Title must be at least 2 characters',
    });
    expect((await importFile(admin, file).expect(200)).body).toEqual({
      created: 1,
      updated: 0,
      invalid: 1,
    });
  });

  it('cleans text the database refuses (a NUL byte) instead of failing', async () => {
    const file = calendar(
      ...vevent(`UID:nul-${RUN}`, `DTSTART:${nyLocal(6, '150000')}Z`, `SUMMARY:Nul\u0000 ${RUN}`),
    );
    expect((await importFile(admin, file).expect(200)).body).toMatchObject({ created: 1 });
    expect((await stored(`Nul ${RUN}`)).map((row) => row.title)).toEqual([`Nul ${RUN}`]);
  });

  it.each([
    [
      'a file that is not a calendar',
      'name,email\nAda,ada@example.org\n',
      CalendarMessages.notCalendar,
    ],
    [
      'a calendar that does not parse',
      'BEGIN:VCALENDAR\r\nnonsense\r\n',
      CalendarMessages.notCalendar,
    ],
    ['an empty calendar', calendar(), CalendarMessages.empty],
    [
      'a calendar with no upcoming events',
      calendar(...vevent(`UID:old-${RUN}`, 'DTSTART:20200101T100000Z', 'SUMMARY:Old')),
      CalendarMessages.noUpcoming,
    ],
    [
      'a rule that makes thousands of events',
      calendar(
        ...vevent(
          `UID:m-${RUN}`,
          `DTSTART:${nyLocal(1, '100000')}Z`,
          'RRULE:FREQ=MINUTELY',
          'SUMMARY:Spam',
        ),
      ),
      CalendarMessages.tooMany,
    ],
  ])('refuses %s with a 400 saying so, and writes nothing', async (_name, body, message) => {
    for (const send of [preview, importFile]) {
      const res = await send(admin, body).expect(400);
      expect(res.body.message).toBe(message);
    }
    expect(await stored('Spam')).toEqual([]);
  });

  it('refuses no file, a JSON body, a name that is not .ics, and a file over the limit', async () => {
    const empty = await admin.post('/api/admin/events/import').set('Content-Type', 'text/calendar');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(CalendarMessages.noFile);
    const json = await admin.post('/api/admin/events/import').send({ title: 'x' }).expect(400);
    expect(json.body.message).toBe(CalendarMessages.noFile);
    const named = await preview(admin, googleExport(), 'people.csv').expect(400);
    expect(named.body.message).toBe(CalendarMessages.fileName);
    const huge = Buffer.alloc(MAX_CALENDAR_BYTES + 1, 'A');
    const tooLarge = await preview(admin, huge).expect(413);
    expect(tooLarge.body.message).toBe(CalendarMessages.tooLarge);
  });

  it('records the import in the audit trail: who, the file, and the counts', async () => {
    const res = await admin.get('/api/admin/audit').query({ action: 'event.import' }).expect(200);
    const [latest] = res.body.items as { actionLabel: string; summary: Record<string, unknown> }[];
    expect(latest.actionLabel).toBe('Imported events from a calendar file');
    expect(latest.summary.changes).toEqual(
      expect.arrayContaining([
        { field: 'fileName', from: null, to: 'grace.ics' },
        { field: 'created', from: null, to: 1 },
      ]),
    );
  });

  describe('who may import: events.write (Administrators and Content editors)', () => {
    const file = () =>
      calendar(
        ...vevent(`UID:role-${RUN}`, `DTSTART:${nyLocal(8, '150000')}Z`, `SUMMARY:Role ${RUN}`),
      );

    it('refuses anonymous callers and community members with 401', async () => {
      const member = (await memberAgent(t)).agent;
      for (const path of ['/api/admin/events/import', '/api/admin/events/import/preview']) {
        await request(t.server)
          .post(path)
          .set('Content-Type', 'text/calendar')
          .send(file())
          .expect(401);
        await member.post(path).set('Content-Type', 'text/calendar').send(file()).expect(401);
      }
    });

    it.each([
      ['administrator', 200],
      ['content', 200],
      ['pastoral', 403],
      ['communications', 403],
      ['finance', 403],
      ['check_in', 403],
      [null, 403],
    ] as const)('%s: %i', async (role, status) => {
      const { agent } = await signedInAgent(t, { role });
      const seen = await preview(agent, file());
      expect(seen.status).toBe(status);
      const written = await importFile(agent, file());
      expect(written.status).toBe(status);
      if (status === 403 && role) {
        expect(written.body.message).toMatch(/^You do not have permission to /);
      }
    });
  });
});
