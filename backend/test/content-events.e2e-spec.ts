import request from 'supertest';
import { PageSettings } from '../src/common/http/page-settings';
import { addDaysIso } from '../src/modules/events/calendar-date';
import { eventTimes } from '../src/modules/events/event-time';
import { eventInput } from './support/content-factories';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];

describe('events (GET /api/events, /api/events.ics, /api/admin/events)', () => {
  let t: TestApp;
  let admin: Agent;
  let user: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    user = (await signedInAgent(t, { isAdmin: false })).agent;
  });
  afterAll(() => t.close());

  /** The answer for a saved form: the form, plus its times read in the ministry's time zone. */
  const answered = (input: { date: string; time: string }) => {
    const times = eventTimes(input.date, input.time, t.app.get(PageSettings).timeZone());
    // `registration` is null: registration is off unless the form turns it on.
    return {
      ...input,
      startsAt: times?.start ?? null,
      endsAt: times?.end ?? null,
      registration: null,
    };
  };

  it('lists no upcoming events on an empty database', async () => {
    const res = await request(t.server).get('/api/events').expect(200);
    expect(res.body).toEqual([]);
  });

  it('lets an administrator create an event, which the public list then shows', async () => {
    const input = eventInput({ isSpecial: true }, 3);
    const created = await admin.post('/api/admin/events').send(input).expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...answered(input) });
    expect(created.body.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T19:00:00[+-]\d{2}:\d{2}$/);
    const list = await request(t.server).get('/api/events').expect(200);
    expect(list.body).toContainEqual(created.body);
  });

  it('defaults isSpecial to false and trims the fields', async () => {
    const { isSpecial: _ignored, ...input } = eventInput();
    const created = await admin
      .post('/api/admin/events')
      .send({ ...input, title: `  ${input.title}  ` })
      .expect(201);
    expect(created.body).toMatchObject({ title: input.title, isSpecial: false });
  });

  it('lists only upcoming events (today included), soonest first; the admin list has past ones too', async () => {
    const past = (await admin.post('/api/admin/events').send(eventInput({}, -1)).expect(201)).body;
    // Without a clock time it lasts all day, so it is listed whenever the test runs.
    const today = (
      await admin
        .post('/api/admin/events')
        .send(eventInput({ time: 'All day' }, 0))
        .expect(201)
    ).body;
    const later = (await admin.post('/api/admin/events').send(eventInput({}, 40)).expect(201)).body;
    const publicList = (await request(t.server).get('/api/events').expect(200)).body as {
      id: number;
      date: string;
    }[];
    const ids = publicList.map((e) => e.id);
    expect(ids).not.toContain(past.id);
    expect(ids).toContain(today.id);
    expect(ids.indexOf(today.id)).toBeLessThan(ids.indexOf(later.id));
    const dates = publicList.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= addDaysIso(0))).toBe(true);
    const adminList = (await admin.get('/api/admin/events').expect(200)).body as { id: number }[];
    expect(adminList.map((e) => e.id)).toContain(past.id);
  });

  it.each([
    ['title', { title: 'x' }, 'Title must be at least 2 characters'],
    ['title', { title: undefined }, 'Title must be at least 2 characters'],
    ['title', { title: '   ' }, 'Title must be at least 2 characters'],
    ['description', { description: 'x' }, 'Description must be at least 2 characters'],
    ['date', { date: '' }, 'Date is required'],
    ['date', { date: undefined }, 'Date is required'],
    ['date', { date: '2025-02-30' }, 'Date must be a valid date (YYYY-MM-DD)'],
    ['date', { date: '14/06/2025' }, 'Date must be a valid date (YYYY-MM-DD)'],
    ['time', { time: 'x' }, 'Time is required'],
    ['location', { location: 'x' }, 'Location must be at least 2 characters'],
    ['isSpecial', { isSpecial: 'yes' }, 'isSpecial must be true or false'],
  ])('refuses a bad %s with 400 and the spec message (%j)', async (field, change, message) => {
    const res = await admin.post('/api/admin/events').send(eventInput(change)).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('refuses unknown fields', async () => {
    await admin
      .post('/api/admin/events')
      .send({ ...eventInput(), id: 5 })
      .expect(400);
  });

  it('replaces an event with PUT and validates it the same way', async () => {
    const created = (await admin.post('/api/admin/events').send(eventInput()).expect(201)).body;
    const change = eventInput({ title: 'Passover Seder', isSpecial: true }, 10);
    const updated = await admin.put(`/api/admin/events/${created.id}`).send(change).expect(200);
    expect(updated.body).toEqual({ id: created.id, ...answered(change) });
    const bad = await admin
      .put(`/api/admin/events/${created.id}`)
      .send({ ...change, location: '' })
      .expect(400);
    expect(bad.body.message).toBe('Location must be at least 2 characters');
  });

  it('deletes an event with 204, then answers 404 for it', async () => {
    const created = (await admin.post('/api/admin/events').send(eventInput()).expect(201)).body;
    await admin.delete(`/api/admin/events/${created.id}`).expect(204);
    const again = await admin.delete(`/api/admin/events/${created.id}`).expect(404);
    expect(again.body).toEqual({ message: 'Event not found' });
    await admin.put(`/api/admin/events/${created.id}`).send(eventInput()).expect(404);
    const list = (await request(t.server).get('/api/events').expect(200)).body as { id: number }[];
    expect(list.map((e) => e.id)).not.toContain(created.id);
  });

  it('answers 404 for ids that cannot exist or are not numbers, like every admin route', async () => {
    for (const id of ['99999999999', '0', '-1', 'abc']) {
      const res = await admin.delete(`/api/admin/events/${id}`).expect(404);
      expect(res.body).toEqual({ message: 'Event not found' });
      await admin.put(`/api/admin/events/${id}`).send(eventInput()).expect(404);
    }
  });

  it('refuses the admin routes anonymously (401) and to a non-administrator (403)', async () => {
    await request(t.server).get('/api/admin/events').expect(401);
    await request(t.server).post('/api/admin/events').send(eventInput()).expect(401);
    await user.get('/api/admin/events').expect(403);
    await user.post('/api/admin/events').send(eventInput()).expect(403);
    await user.put('/api/admin/events/1').send(eventInput()).expect(403);
    await user.delete('/api/admin/events/1').expect(403);
  });

  it('serves the upcoming events as a valid iCalendar feed', async () => {
    const timed = (
      await admin
        .post('/api/admin/events')
        .send(
          eventInput({ title: 'Shabbat; Fellowship, with Lunch', time: '10:00 AM - 12:00 PM' }, 5),
        )
        .expect(201)
    ).body;
    const allDay = (
      await admin
        .post('/api/admin/events')
        .send(eventInput({ title: 'Sukkot Retreat', time: 'All weekend' }, 12))
        .expect(201)
    ).body;
    const past = (
      await admin
        .post('/api/admin/events')
        .send(eventInput({ title: 'Long Gone Gathering' }, -3))
        .expect(201)
    ).body;
    const res = await request(t.server).get('/api/events.ics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const text = res.text;
    // RFC 5545: CRLF line endings, lines of at most 75 octets, the required properties.
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    const lines = text.split('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    const vevents = unfolded.split('BEGIN:VEVENT').slice(1);
    for (const vevent of vevents) {
      expect(vevent).toMatch(/\r\nUID:[^\r\n]+/);
      expect(vevent).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(vevent).toMatch(/\r\nDTSTART[;:]/);
      expect(vevent).toContain('END:VEVENT');
    }
    expect(unfolded).toContain('SUMMARY:Shabbat\\; Fellowship\\, with Lunch');
    const compact = (iso: string) => iso.replace(/-/g, '');
    expect(unfolded).toContain(`DTSTART:${compact(timed.date)}T100000`);
    expect(unfolded).toContain(`DTEND:${compact(timed.date)}T120000`);
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${compact(allDay.date)}`);
    expect(unfolded).toContain(`UID:event-${timed.id}@`);
    expect(unfolded).not.toContain(`UID:event-${past.id}@`);
  });

  it('serves one event as an iCalendar file, kept up to date when the event changes', async () => {
    const created = (
      await admin
        .post('/api/admin/events')
        .send(eventInput({ title: 'Feast of Weeks', time: '6:30 PM - 9:00 PM' }, 8))
        .expect(201)
    ).body;
    const other = (await admin.post('/api/admin/events').send(eventInput({}, 9)).expect(201)).body;
    const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

    const res = await request(t.server).get(`/api/events/${created.id}.ics`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers.etag).toBeTruthy();
    const text = unfold(res.text);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.split('BEGIN:VEVENT')).toHaveLength(2);
    expect(text).toContain(`UID:event-${created.id}@`);
    expect(text).not.toContain(`UID:event-${other.id}@`);
    expect(text).toContain('SUMMARY:Feast of Weeks');
    expect(text).toContain(`DTSTART:${created.date.replace(/-/g, '')}T183000`);

    await admin
      .put(`/api/admin/events/${created.id}`)
      .send({ ...eventInput({}, 8), title: 'Feast of Weeks (moved)' })
      .expect(200);
    const changed = await request(t.server).get(`/api/events/${created.id}.ics`).expect(200);
    expect(unfold(changed.text)).toContain('SUMMARY:Feast of Weeks (moved)');

    await admin.delete(`/api/admin/events/${created.id}`).expect(204);
    const gone = await request(t.server).get(`/api/events/${created.id}.ics`).expect(404);
    expect(gone.body).toEqual({ message: 'Event not found' });
  });

  it('answers 404 for an event file whose id cannot exist or is not a number', async () => {
    for (const id of ['99999999999', '0', 'abc', '1e3']) {
      const res = await request(t.server).get(`/api/events/${id}.ics`).expect(404);
      expect(res.body).toEqual({ message: 'Event not found' });
    }
  });
});
