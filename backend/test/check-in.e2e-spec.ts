import request from 'supertest';
import { DataSource } from 'typeorm';
import { PageSettings } from '../src/common/http/page-settings';
import { nextDate, todayIn } from '../src/modules/events/event-time';
import { memberAgent, uniqueEmail } from './support/community';
import { eventInput } from './support/content-factories';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

/**
 * The door's check-in (/api/admin/check-in): today's events, a person found by name or by the
 * ticket's QR code, marked present and undone, the counts; a Check-in volunteer only for today.
 */
jest.setTimeout(180_000);

interface Counts {
  arrivedRegistrations: number;
  expectedRegistrations: number;
  arrivedSeats: number;
  expectedSeats: number;
}

describe('check-in (/api/admin/check-in)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Agent;
  let volunteer: Agent;
  let content: Agent;
  let today: string;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://ministry.test' } });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    volunteer = (await signedInAgent(t, { role: 'check_in' })).agent;
    content = (await signedInAgent(t, { role: 'content' })).agent;
    today = todayIn(t.app.get(PageSettings).timeZone());
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const db = () => t.app.get(DataSource);

  /**
   * An event taking registrations, dated `date` once people have registered (registration closes
   * at the start, so they register while it is days away); the registrations' ids and tickets.
   */
  async function eventOn(
    date: string,
    people: { firstName: string; lastName: string; partySize?: number }[],
    registration: Record<string, unknown> = {},
  ) {
    const created = await admin
      .post('/api/admin/events')
      .send({ ...eventInput({}, 10), registration: { enabled: true, ...registration } })
      .expect(201);
    const event = created.body as { id: number; title: string };
    const registered: { id: number; ticket: string; email: string; status: string }[] = [];
    for (const p of people) {
      const email = uniqueEmail(p.firstName.toLowerCase());
      await request(t.server)
        .post(`/api/events/${event.id}/registrations`)
        .send({ partySize: 1, answers: [], ...p, email })
        .expect(201);
      const [row] = (await db().query(
        'SELECT id, ticket_code AS ticket, status FROM event_registrations WHERE event_id = $1 AND email_key = $2',
        [event.id, email],
      )) as { id: number; ticket: string; status: string }[];
      registered.push({ ...row, email });
    }
    await db().query('UPDATE events SET date = $2 WHERE id = $1', [event.id, date]);
    return { ...event, registered };
  }

  const base = (eventId: number) => `/api/admin/check-in/events/${eventId}`;

  it('lets only the roles holding registrations.check_in in: Administrator, Content editor, Check-in volunteer', async () => {
    const event = await eventOn(today, [{ firstName: 'Lydia', lastName: 'Thyatira' }]);
    const [lydia] = event.registered;
    const routes: [string, string][] = [
      ['get', '/api/admin/check-in/events'],
      ['get', base(event.id)],
      ['get', `${base(event.id)}/people`],
      ['post', `${base(event.id)}/tickets`],
      ['post', `${base(event.id)}/people/${lydia.id}`],
      ['delete', `${base(event.id)}/people/${lydia.id}`],
    ];
    const member = (await memberAgent(t)).agent;
    const pastoral = (await signedInAgent(t, { role: 'pastoral' })).agent;
    const communications = (await signedInAgent(t, { role: 'communications' })).agent;
    const noRole = (await signedInAgent(t, { role: null })).agent;
    for (const [verb, path] of routes) {
      const body = path.endsWith('tickets') ? { code: `ticket:${lydia.ticket}` } : {};
      const call = (agent: Agent | ReturnType<typeof request>) => {
        const method = verb as 'get' | 'post' | 'delete';
        return (agent as Agent)[method](path).send(body);
      };
      expect((await call(request(t.server))).status).toBe(401);
      expect((await call(member)).status).toBe(401);
      for (const refused of [pastoral, communications, noRole]) {
        expect((await call(refused)).status).toBe(403);
      }
    }
    const refused = await pastoral.get('/api/admin/check-in/events').expect(403);
    expect(refused.body.message).toBe('You do not have permission to check people in at events.');
    // Each of the roles that hold it goes all the way through: check in, then undo.
    for (const agent of [admin, content, volunteer]) {
      const listed = await agent.get('/api/admin/check-in/events').expect(200);
      expect(listed.body.today).toBe(today);
      expect(listed.body.events.map((e: { id: number }) => e.id)).toContain(event.id);
      await agent.post(`${base(event.id)}/people/${lydia.id}`).expect(200);
      await agent.delete(`${base(event.id)}/people/${lydia.id}`).expect(200);
    }
  });

  it('refuses a Check-in volunteer any event not of today; a Content editor may pick another day', async () => {
    const tomorrow = nextDate(today);
    const yesterdayEvent = await eventOn('2020-01-05', [
      { firstName: 'Dorcas', lastName: 'Joppa' },
    ]);
    const tomorrowEvent = await eventOn(tomorrow, [{ firstName: 'Priscilla', lastName: 'Rome' }]);
    for (const event of [yesterdayEvent, tomorrowEvent]) {
      const [person] = event.registered;
      const answers = [
        await volunteer.get(base(event.id)),
        await volunteer.get(`${base(event.id)}/people`),
        await volunteer.post(`${base(event.id)}/tickets`).send({ code: `ticket:${person.ticket}` }),
        await volunteer.post(`${base(event.id)}/people/${person.id}`),
        await volunteer.delete(`${base(event.id)}/people/${person.id}`),
      ];
      for (const res of answers) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(
          "A Check-in volunteer can check people in only for today's events",
        );
      }
    }
    const otherDay = await volunteer.get(`/api/admin/check-in/events?date=${tomorrow}`).expect(403);
    expect(otherDay.body.message).toMatch(/only for today's events/);
    const own = await volunteer.get('/api/admin/check-in/events').expect(200);
    expect(own.body).toMatchObject({ date: today, today, anyDay: false });
    expect(own.body.events.map((e: { id: number }) => e.id)).not.toContain(tomorrowEvent.id);
    expect(
      (await db().query('SELECT checked_in_at FROM event_registrations WHERE id = $1', [
        tomorrowEvent.registered[0].id,
      ])) as unknown[],
    ).toEqual([{ checked_in_at: null }]);

    const picked = await content.get(`/api/admin/check-in/events?date=${tomorrow}`).expect(200);
    expect(picked.body).toMatchObject({ date: tomorrow, anyDay: true });
    expect(picked.body.events.map((e: { id: number }) => e.id)).toContain(tomorrowEvent.id);
    await content
      .post(`${base(tomorrowEvent.id)}/people/${tomorrowEvent.registered[0].id}`)
      .expect(200);
    await admin.get(base(yesterdayEvent.id)).expect(200);
  });

  it('finds people by name or address, marks them present and undoes it, with the counts', async () => {
    const event = await eventOn(today, [
      { firstName: 'Ruth', lastName: 'Moabite', partySize: 3 },
      { firstName: 'Naomi', lastName: 'Bethlehem', partySize: 2 },
      { firstName: 'Boaz', lastName: 'Bethlehem' },
    ]);
    const [ruth, naomi] = event.registered;
    const start = await volunteer.get(base(event.id)).expect(200);
    expect(start.body).toMatchObject({ id: event.id, title: event.title, date: today });
    expect(start.body.counts).toEqual<Counts>({
      arrivedRegistrations: 0,
      expectedRegistrations: 3,
      arrivedSeats: 0,
      expectedSeats: 6,
    });
    const byName = await volunteer.get(`${base(event.id)}/people?search=bethle`).expect(200);
    expect(byName.body.total).toBe(2);
    expect(byName.body.items.map((p: { firstName: string }) => p.firstName)).toEqual([
      'Boaz',
      'Naomi',
    ]);
    const fullName = await volunteer.get(`${base(event.id)}/people?search=ruth%20moab`).expect(200);
    expect(fullName.body.items).toEqual([
      {
        id: ruth.id,
        firstName: 'Ruth',
        lastName: 'Moabite',
        email: ruth.email,
        partySize: 3,
        status: 'confirmed',
        checkedInAt: null,
      },
    ]);
    const byAddress = await volunteer
      .get(`${base(event.id)}/people?search=${encodeURIComponent(naomi.email.toUpperCase())}`)
      .expect(200);
    expect(byAddress.body.items.map((p: { id: number }) => p.id)).toEqual([naomi.id]);
    const everyone = await volunteer.get(`${base(event.id)}/people`).expect(200);
    expect(everyone.body.total).toBe(3);

    const marked = await volunteer.post(`${base(event.id)}/people/${ruth.id}`).expect(200);
    expect(marked.body.person).toMatchObject({ id: ruth.id, checkedInAt: expect.any(String) });
    expect(marked.body.counts).toEqual<Counts>({
      arrivedRegistrations: 1,
      expectedRegistrations: 3,
      arrivedSeats: 3,
      expectedSeats: 6,
    });
    const again = await volunteer.post(`${base(event.id)}/people/${ruth.id}`).expect(409);
    expect(again.body.message).toMatch(
      /^Ruth Moabite is already checked in \(at \d{1,2}:\d{2} [AP]M\)$/,
    );
    const listed = await volunteer.get('/api/admin/check-in/events').expect(200);
    expect(
      listed.body.events.find((e: { id: number }) => e.id === event.id).counts.arrivedSeats,
    ).toBe(3);

    const undone = await volunteer.delete(`${base(event.id)}/people/${ruth.id}`).expect(200);
    expect(undone.body.person).toMatchObject({ id: ruth.id, checkedInAt: null });
    expect(undone.body.counts.arrivedRegistrations).toBe(0);
    // Undoing twice changes nothing.
    await volunteer.delete(`${base(event.id)}/people/${ruth.id}`).expect(200);

    const another = await eventOn(today, [{ firstName: 'Orpah', lastName: 'Moab' }]);
    await volunteer
      .post(`${base(event.id)}/people/${another.registered[0].id}`)
      .expect(404, { message: 'Registration not found' } as never);
    await volunteer.get(`${base(99999999)}/people`).expect(404);
    await volunteer.get(`${base(event.id)}/people?search=${'x'.repeat(201)}`).expect(400);
  });

  it("checks in by the ticket's QR code, and says why a ticket does not let one in", async () => {
    const event = await eventOn(
      today,
      [
        { firstName: 'Anna', lastName: 'Asher', partySize: 2 },
        { firstName: 'Simeon', lastName: 'Jerusalem' },
        { firstName: 'Mary', lastName: 'Magdala' },
        { firstName: 'Martha', lastName: 'Bethany' },
      ],
      { capacity: 4, waitlist: true },
    );
    const [anna, simeon, mary, martha] = event.registered;
    expect(martha.status).toBe('waitlisted');
    const other = await eventOn(today, [{ firstName: 'Joanna', lastName: 'Chuza' }]);
    const tickets = `${base(event.id)}/tickets`;

    const scanned = await volunteer
      .post(tickets)
      .send({ code: `ticket:${anna.ticket}` })
      .expect(200);
    expect(scanned.body.person).toMatchObject({ id: anna.id, firstName: 'Anna', partySize: 2 });
    expect(scanned.body.counts).toMatchObject({ arrivedRegistrations: 1, arrivedSeats: 2 });
    // The code typed from the ticket, without the prefix, works too.
    await volunteer
      .post(tickets)
      .send({ code: ` ${simeon.ticket} ` })
      .expect(200);

    const twice = await volunteer
      .post(tickets)
      .send({ code: `ticket:${anna.ticket}` })
      .expect(409);
    expect(twice.body.message).toMatch(/^Anna Asher is already checked in/);
    await volunteer
      .post(tickets)
      .send({ code: 'ticket:notaticketofours' })
      .expect(404, {
        message: 'Unknown ticket: this QR code is not a ticket for any of our events',
      } as never);
    await volunteer.post(tickets).send({ code: 'https://example.org/' }).expect(404);
    const elsewhere = await volunteer
      .post(tickets)
      .send({ code: `ticket:${other.registered[0].ticket}` })
      .expect(409);
    expect(elsewhere.body.message).toBe(
      `This ticket is for another event: ${other.title} (${today})`,
    );
    const waiting = await volunteer
      .post(tickets)
      .send({ code: `ticket:${martha.ticket}` })
      .expect(409);
    expect(waiting.body.message).toBe('Martha Bethany is on the waitlist, not confirmed');
    await admin.delete(`/api/admin/events/${event.id}/registrations/${mary.id}`).expect(204);
    const cancelled = await volunteer
      .post(tickets)
      .send({ code: `ticket:${mary.ticket}` })
      .expect(409);
    expect(cancelled.body.message).toBe("Mary Magdala's registration is cancelled");
    await volunteer.post(tickets).send({}).expect(400);
    const empty = await volunteer.post(tickets).send({ code: '  ' }).expect(400);
    expect(empty.body.message).toBe('The ticket code is required');

    // Martha was promoted when Mary cancelled: she now gets in.
    const promoted = await volunteer
      .post(tickets)
      .send({ code: `ticket:${martha.ticket}` })
      .expect(200);
    expect(promoted.body.counts).toEqual<Counts>({
      arrivedRegistrations: 3,
      expectedRegistrations: 3,
      arrivedSeats: 4,
      expectedSeats: 4,
    });
  });

  it('checks a ticket in once when two volunteers scan it at the same moment', async () => {
    const event = await eventOn(today, [{ firstName: 'Tabitha', lastName: 'Joppa' }]);
    const second = (await signedInAgent(t, { role: 'check_in' })).agent;
    const code = { code: `ticket:${event.registered[0].ticket}` };
    const answers = await Promise.all([
      volunteer.post(`${base(event.id)}/tickets`).send(code),
      second.post(`${base(event.id)}/tickets`).send(code),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('records each check-in and undo in the audit trail, under the event', async () => {
    const event = await eventOn(today, [{ firstName: 'Phoebe', lastName: 'Cenchreae' }]);
    const [phoebe] = event.registered;
    await volunteer
      .post(`${base(event.id)}/tickets`)
      .send({ code: `ticket:${phoebe.ticket}` })
      .expect(200);
    await volunteer.delete(`${base(event.id)}/people/${phoebe.id}`).expect(200);
    await volunteer.post(`${base(event.id)}/people/${phoebe.id}`).expect(200);
    // The audit row is written once the answer has gone: wait for all three.
    let actions: string[] = [];
    const deadline = Date.now() + 10_000;
    while (actions.length < 3 && Date.now() < deadline) {
      const rows = (await db().query(
        "SELECT action, actor_role AS role FROM audit_events WHERE target_type = 'event' AND target_id = $1 AND action LIKE 'registration.%' ORDER BY id",
        [String(event.id)],
      )) as { action: string; role: string }[];
      actions = rows.map((r) => `${r.action} by ${r.role}`);
      if (actions.length < 3) await new Promise((r) => setTimeout(r, 100));
    }
    expect(actions).toEqual([
      'registration.check_in_ticket by check_in',
      'registration.check_in_undo by check_in',
      'registration.check_in by check_in',
    ]);
  });
});
