import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { REGISTRATIONS_QUEUE } from '../src/modules/registrations/registrations.constants';
import { RegistrationsService } from '../src/modules/registrations/registrations.service';
import { memberAgent, uniqueEmail } from './support/community';
import { queueIdle } from './support/email-fixtures';
import { eventInput } from './support/content-factories';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

/**
 * Event registration: seats enforced by the database, the waitlist, the same address registering
 * again, the confirmation e-mail (with .ics and QR code ticket), the manage link, reminders, the
 * staff's list, and a member's export and erasure.
 */
// Registrations queue on one event's lock and each sends mail: slow on a loaded machine.
jest.setTimeout(180_000);

describe('event registration (POST /api/events/:id/registrations, the manage link, the staff list)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Agent;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://ministry.test' } });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const db = () => t.app.get(DataSource);

  /** An event with registration on; `registration` overrides the settings. */
  async function eventWith(
    registration: Record<string, unknown>,
    overrides: Record<string, unknown> = {},
    inDays = 10,
  ): Promise<{ id: number; title: string }> {
    const res = await admin
      .post('/api/admin/events')
      .send({ ...eventInput(overrides, inDays), registration: { enabled: true, ...registration } })
      .expect(201);
    return res.body as { id: number; title: string };
  }

  const person = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Ruth',
    lastName: 'Moabite',
    email: uniqueEmail('guest'),
    partySize: 1,
    answers: [],
    ...overrides,
  });

  const register = (eventId: number, body: Record<string, unknown>) =>
    request(t.server).post(`/api/events/${eventId}/registrations`).send(body);

  async function publicRegistration(eventId: number) {
    const res = await request(t.server).get('/api/events').expect(200);
    return (res.body as { id: number; registration: Record<string, unknown> | null }[]).find(
      (e) => e.id === eventId,
    )?.registration;
  }

  async function statusOf(email: string, eventId: number): Promise<string> {
    const rows = (await db().query(
      'SELECT status FROM event_registrations WHERE event_id = $1 AND email_key = $2',
      [eventId, email.toLowerCase()],
    )) as { status: string }[];
    return rows[0]?.status;
  }

  async function lastMail(email: string, subject: RegExp): Promise<ParsedMail> {
    let found: ParsedMail | undefined;
    await sink.waitFor(() => sink.received(email).length > 0, 20000, `mail to ${email}`);
    const deadline = Date.now() + 20000;
    while (!found && Date.now() < deadline) {
      for (const m of sink.received(email)) {
        const parsed = await SmtpSink.parse(m);
        if (subject.test(parsed.subject ?? '')) found = parsed;
      }
      if (!found) await new Promise((r) => setTimeout(r, 100));
    }
    if (!found) throw new Error(`no mail "${subject}" to ${email}`);
    return found;
  }

  const manageToken = (mail: ParsedMail) => {
    const match = /registrations\/manage\?token=([\w-]+)/.exec(mail.text ?? '');
    if (!match) throw new Error('no manage link');
    return match[1];
  };

  it('keeps events without registration as they were: registration null, no settings', async () => {
    const created = await admin.post('/api/admin/events').send(eventInput({}, 5)).expect(201);
    expect(created.body.registration).toBeNull();
    expect(created.body).not.toHaveProperty('registrationSettings');
    expect(await publicRegistration(created.body.id)).toBeNull();
    await register(created.body.id, person()).expect(409, {
      message: 'Registration is closed',
    } as never);
  });

  it('states the registration in GET /api/events: seats, waitlist, closing time, questions; no names', async () => {
    const event = await eventWith({
      capacity: 10,
      waitlist: true,
      maxPartySize: 4,
      questions: [{ label: 'Dietary needs', kind: 'short_text', required: false }],
    });
    const registration = await publicRegistration(event.id);
    expect(registration).toEqual({
      open: true,
      capacity: 10,
      seatsLeft: 10,
      waitlist: true,
      closesAt: expect.stringMatching(/T19:00:00[+-]\d{2}:\d{2}$/),
      maxPartySize: 4,
      questions: [
        { id: expect.any(String), label: 'Dietary needs', kind: 'short_text', required: false },
      ],
    });
    await register(event.id, person({ partySize: 3 })).expect(201, {
      status: 'confirmed',
      partySize: 3,
    });
    expect((await publicRegistration(event.id))?.seatsLeft).toBe(7);
  });

  it('e-mails a confirmation with the event, party, answers, an .ics file, a QR code ticket and a manage link', async () => {
    const event = await eventWith({
      capacity: 20,
      confirmationMessage: 'Parking is behind the hall.',
      questions: [
        {
          id: 'diet',
          label: 'Dietary needs',
          kind: 'one_choice',
          required: true,
          options: ['None', 'Vegetarian'],
        },
        { id: 'consent', label: 'I agree to be photographed', kind: 'checkbox', required: true },
      ],
    });
    const guest = person({
      partySize: 2,
      answers: [
        { questionId: 'diet', value: 'Vegetarian' },
        { questionId: 'consent', value: true },
      ],
    });
    await register(event.id, guest).expect(201, { status: 'confirmed', partySize: 2 });
    const mail = await lastMail(guest.email, /You are registered/);
    expect(mail.subject).toBe(`You are registered: ${event.title}`);
    expect(mail.text).toContain('Party size: 2');
    expect(mail.text).toContain('Dietary needs: Vegetarian');
    expect(mail.text).toContain('I agree to be photographed: Yes');
    expect(mail.text).toContain('Parking is behind the hall.');
    expect(mail.text).toMatch(/http:\/\/ministry\.test\/registrations\/manage\?token=/);
    const ics = mail.attachments.find((a) => a.filename === 'event.ics');
    expect(ics?.content.toString()).toContain(`SUMMARY:${event.title}`);
    const qr = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(qr?.cid).toBe('ticket-qr');
    // A PNG, referenced from the HTML body.
    expect(qr?.content.subarray(1, 4).toString()).toBe('PNG');
    // (mailparser writes the cid reference out as the image itself)
    expect(String(mail.html)).toContain(
      `<img src="data:image/png;base64,${qr?.content.toString('base64')}`,
    );
  });

  it('refuses bad input per field, with clear messages', async () => {
    const event = await eventWith({
      maxPartySize: 3,
      questions: [{ id: 'church', label: 'Home church', kind: 'short_text', required: true }],
    });
    const res = await register(event.id, { ...person(), firstName: '', email: 'nope' }).expect(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'email', message: 'Please enter a valid email address' },
      ]),
    );
    const rules = await register(event.id, person({ partySize: 5 })).expect(400);
    expect(rules.body).toEqual({
      message: 'Party size must be at most 3',
      errors: [
        { field: 'partySize', message: 'Party size must be at most 3' },
        { field: 'answers.church', message: '"Home church" is required' },
      ],
    });
  });

  it('lets the same address register again: it changes that registration, never a second set of seats', async () => {
    const event = await eventWith({ capacity: 5 });
    const email = uniqueEmail('again');
    await register(event.id, person({ email, partySize: 2 })).expect(201, {
      status: 'confirmed',
      partySize: 2,
    });
    await register(event.id, person({ email: email.toUpperCase(), partySize: 3 })).expect(201, {
      status: 'confirmed',
      partySize: 3,
    });
    expect((await publicRegistration(event.id))?.seatsLeft).toBe(2);
    const rows = (await db().query(
      'SELECT COUNT(*)::int AS n FROM event_registrations WHERE event_id = $1',
      [event.id],
    )) as { n: number }[];
    expect(rows[0].n).toBe(1);
    // Growing past the seats left is refused; the registration stays as it was.
    const grown = await register(event.id, person({ email, partySize: 6 })).expect(409);
    expect(grown.body.message).toBe('Only 2 seats are left');
    expect((await publicRegistration(event.id))?.seatsLeft).toBe(2);
  });

  it('answers 409 when full without a waitlist, and when closed; unlimited takes everyone', async () => {
    const full = await eventWith({ capacity: 1 });
    const seated = person();
    await register(full.id, seated).expect(201);
    const refused = await register(full.id, person()).expect(409);
    expect(refused.body.message).toBe('This event is full');
    // Full, but the address registered already changes its registration: its seat is its own.
    await register(full.id, { ...seated, firstName: 'Naomi' }).expect(201, {
      status: 'confirmed',
      partySize: 1,
    });

    const closed = await eventWith({ closesAt: '2000-01-01T00:00' });
    expect((await publicRegistration(closed.id))?.open).toBe(false);
    const late = await register(closed.id, person()).expect(409);
    expect(late.body.message).toBe('Registration is closed');

    const unlimited = await eventWith({});
    for (let i = 0; i < 5; i += 1) {
      await register(unlimited.id, person({ partySize: 10 })).expect(201, {
        status: 'confirmed',
        partySize: 10,
      });
    }
    expect(await publicRegistration(unlimited.id)).toMatchObject({
      capacity: null,
      seatsLeft: null,
    });
  });

  it('never oversells: many concurrent registrations for a small event confirm exactly its capacity', async () => {
    const event = await eventWith({ capacity: 7, waitlist: true });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => register(event.id, person())),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(201));
    const confirmed = answers.filter((r) => r.body.status === 'confirmed').length;
    expect(confirmed).toBe(7);
    const [row] = (await db().query(
      `SELECT s.seats_taken AS taken,
              (SELECT COALESCE(SUM(party_size), 0)::int FROM event_registrations r
                WHERE r.event_id = s.event_id AND r.status = 'confirmed') AS seated,
              (SELECT COUNT(*)::int FROM event_registrations r
                WHERE r.event_id = s.event_id AND r.status = 'waitlisted') AS waiting
         FROM event_registration_settings s WHERE s.event_id = $1`,
      [event.id],
    )) as { taken: number; seated: number; waiting: number }[];
    expect(row).toEqual({ taken: 7, seated: 7, waiting: 23 });

    const noWaitlist = await eventWith({ capacity: 3 });
    const raced = await Promise.all(
      Array.from({ length: 15 }, () => register(noWaitlist.id, person())),
    );
    expect(raced.filter((r) => r.status === 201)).toHaveLength(3);
    expect(raced.filter((r) => r.status === 409)).toHaveLength(12);
    // Many requests queue on one event's lock: on a loaded machine this takes a while.
  }, 400_000);

  it('takes one set of seats when the same address registers many times at once', async () => {
    const event = await eventWith({ capacity: 10, waitlist: true });
    const email = uniqueEmail('twice');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        register(event.id, person({ email: i % 2 ? email.toUpperCase() : email, partySize: 2 })),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(answers.every((r) => r.body.status === 'confirmed')).toBe(true);
    const [row] = (await db().query(
      `SELECT s.seats_taken AS taken,
              (SELECT COUNT(*)::int FROM event_registrations r WHERE r.event_id = s.event_id) AS rows
         FROM event_registration_settings s WHERE s.event_id = $1`,
      [event.id],
    )) as { taken: number; rows: number }[];
    expect(row).toEqual({ taken: 2, rows: 1 });
  });

  /**
   * Holds the event's settings row as a change of seats does (a cancellation, another registration)
   * while a registration arrives, and commits only once that registration waits for it.
   */
  async function whileSeatsChange(eventId: number, change: string, body: Record<string, unknown>) {
    const runner = db().createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(
        'SELECT seats_taken FROM event_registration_settings WHERE event_id = $1 FOR UPDATE',
        [eventId],
      );
      await runner.query(change, [eventId]);
      const pending = register(eventId, body).then((r) => r);
      const deadline = Date.now() + 30_000;
      for (;;) {
        const [{ n }] = (await db().query(
          `SELECT COUNT(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )) as { n: number }[];
        if (n > 0) break;
        if (Date.now() > deadline) throw new Error('the registration never waited for the lock');
        await new Promise((r) => setTimeout(r, 20));
      }
      await runner.commitTransaction();
      return await pending;
    } finally {
      await runner.release();
    }
  }

  it('gives a seat freed while it waits to a registration that found the event full', async () => {
    const event = await eventWith({ capacity: 1, waitlist: true });
    const first = person();
    await register(event.id, first).expect(201, { status: 'confirmed', partySize: 1 });
    // A cancellation of the only seat is under way (nobody waits, so nobody is promoted) ...
    const late = await whileSeatsChange(
      event.id,
      'UPDATE event_registration_settings SET seats_taken = 0 WHERE event_id = $1',
      person(),
    );
    // ... and the registration that read the event full gets the seat rather than waiting for it.
    expect(late.status).toBe(201);
    expect(late.body).toEqual({ status: 'confirmed', partySize: 1 });
    const [row] = (await db().query(
      'SELECT seats_taken AS taken FROM event_registration_settings WHERE event_id = $1',
      [event.id],
    )) as { taken: number }[];
    expect(row.taken).toBe(1);
  });

  it('waitlists a registration whose seat, left as it read, was taken while it waited', async () => {
    const event = await eventWith({ capacity: 2, waitlist: true });
    await register(event.id, person()).expect(201, { status: 'confirmed', partySize: 1 });
    // Another party takes the last seat while this one, which read a seat left, waits for the row.
    const late = await whileSeatsChange(
      event.id,
      'UPDATE event_registration_settings SET seats_taken = seats_taken + 1 WHERE event_id = $1',
      person(),
    );
    expect(late.status).toBe(201);
    expect(late.body).toEqual({ status: 'waitlisted', partySize: 1 });
    const [row] = (await db().query(
      'SELECT seats_taken AS taken FROM event_registration_settings WHERE event_id = $1',
      [event.id],
    )) as { taken: number }[];
    expect(row.taken).toBe(2);
  });

  it('promotes the waitlist in order, the first whose party fits, and e-mails each person promoted', async () => {
    const event = await eventWith({ capacity: 4, waitlist: true });
    const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((p) => uniqueEmail(`wait-${p}`));
    await register(event.id, person({ email: a, partySize: 2 })).expect(201, {
      status: 'confirmed',
      partySize: 2,
    });
    await register(event.id, person({ email: b, partySize: 2 })).expect(201, {
      status: 'confirmed',
      partySize: 2,
    });
    await register(event.id, person({ email: c, partySize: 3 })).expect(201, {
      status: 'waitlisted',
      partySize: 3,
    });
    await register(event.id, person({ email: d, partySize: 1 })).expect(201, {
      status: 'waitlisted',
      partySize: 1,
    });
    await register(event.id, person({ email: e, partySize: 2 })).expect(201, {
      status: 'waitlisted',
      partySize: 2,
    });
    expect((await lastMail(c, /waitlist/)).subject).toBe(`You are on the waitlist: ${event.title}`);

    // A cancels by the link in their mail: 2 seats free; C (3) does not fit, D (1) does, E (2) not.
    const token = manageToken(await lastMail(a, /You are registered/));
    await request(t.server).delete(`/api/registrations/manage?token=${token}`).expect(204);
    expect(await statusOf(a, event.id)).toBe('cancelled');
    expect(await statusOf(c, event.id)).toBe('waitlisted');
    expect(await statusOf(d, event.id)).toBe('confirmed');
    expect(await statusOf(e, event.id)).toBe('waitlisted');
    expect((await lastMail(d, /A place is yours/)).subject).toBe(
      `A place is yours: ${event.title}`,
    );
    // The used link is gone.
    await request(t.server).get(`/api/registrations/manage?token=${token}`).expect(410);

    // Staff cancel D: 2 seats free again, and E, next in line that fits, gets them.
    const list = await admin
      .get(`/api/admin/events/${event.id}/registrations?search=${encodeURIComponent(d)}`)
      .expect(200);
    await admin
      .delete(`/api/admin/events/${event.id}/registrations/${list.body.items[0].id}`)
      .expect(204);
    expect(await statusOf(e, event.id)).toBe('confirmed');
    expect(await statusOf(c, event.id)).toBe('waitlisted');
    await lastMail(e, /A place is yours/);
    // Several mail round trips: on a loaded machine this takes a while.
  }, 400_000);

  it('lets the manage link change the party and answers once, and hands out the next link', async () => {
    const event = await eventWith({ capacity: 10 });
    const guest = person({ partySize: 1 });
    await register(event.id, guest).expect(201);
    const token = manageToken(await lastMail(guest.email, /You are registered/));
    const view = await request(t.server)
      .get(`/api/registrations/manage?token=${token}`)
      .expect(200);
    expect(view.body).toMatchObject({ eventId: event.id, partySize: 1, status: 'confirmed' });
    const changed = await request(t.server)
      .put(`/api/registrations/manage?token=${token}`)
      .send({ partySize: 4, answers: [] })
      .expect(200);
    expect(changed.body.partySize).toBe(4);
    expect(changed.body.manageUrl).not.toContain(token);
    await request(t.server)
      .put(`/api/registrations/manage?token=${token}`)
      .send({ partySize: 2 })
      .expect(410);
    expect((await publicRegistration(event.id))?.seatsLeft).toBe(6);
  });

  it('refuses a capacity below the seats already taken, with a clear message', async () => {
    const event = await eventWith({ capacity: 10 });
    await register(event.id, person({ partySize: 4 })).expect(201);
    const res = await admin
      .put(`/api/admin/events/${event.id}`)
      .send({ ...eventInput({}, 10), registration: { enabled: true, capacity: 3 } })
      .expect(400);
    expect(res.body).toEqual({
      message: 'Capacity cannot be below the 4 seats already taken',
      errors: [
        {
          field: 'registration.capacity',
          message: 'Capacity cannot be below the 4 seats already taken',
        },
      ],
    });
    // A body without `registration` keeps working and leaves it as it was.
    const plain = await admin
      .put(`/api/admin/events/${event.id}`)
      .send(eventInput({}, 10))
      .expect(200);
    expect(plain.body.registration).toMatchObject({ capacity: 10, seatsLeft: 6 });
    expect(plain.body.registrationSettings).toMatchObject({ enabled: true, seatsTaken: 4 });
  });

  it('sends a due reminder once, never to a cancelled registration', async () => {
    const input = eventInput({}, 10);
    const event = await eventWith({ capacity: 10, reminderHoursBefore: 24 }, input);
    const guest = person();
    const cancelled = person();
    await register(event.id, guest).expect(201);
    await register(event.id, cancelled).expect(201);
    const token = manageToken(await lastMail(cancelled.email, /You are registered/));
    await request(t.server).delete(`/api/registrations/manage?token=${token}`).expect(204);
    // Eleven days before: due now. The sweep (as after a restart) schedules what is owed.
    await admin
      .put(`/api/admin/events/${event.id}`)
      .send({ ...input, registration: { enabled: true, capacity: 10, reminderHoursBefore: 264 } })
      .expect(200);
    const service = t.app.get(RegistrationsService);
    expect(await service.scheduleOwedReminders()).toBeGreaterThanOrEqual(1);
    await lastMail(guest.email, /Reminder/);
    const [row] = (await db().query('SELECT id FROM event_registrations WHERE email_key = $1', [
      guest.email,
    ])) as { id: number }[];
    expect(await service.remind(row.id)).toBe('already sent');
    await service.scheduleOwedReminders();
    // Whatever that sweep added has run (a reminder is sent inside its job) before counting.
    await queueIdle(t, REGISTRATIONS_QUEUE);
    const subjects = async (email: string) =>
      Promise.all(sink.received(email).map(async (m) => (await SmtpSink.parse(m)).subject ?? ''));
    expect((await subjects(guest.email)).filter((s) => /Reminder/.test(s))).toHaveLength(1);
    expect((await subjects(cancelled.email)).filter((s) => /Reminder/.test(s))).toHaveLength(0);
  });

  describe('who may do what', () => {
    it('lets anyone register; the staff list needs a role that edits events', async () => {
      const event = await eventWith({ capacity: 50, waitlist: true });
      const path = `/api/admin/events/${event.id}/registrations`;
      await request(t.server).get(path).expect(401);
      const member = await memberAgent(t);
      await member.agent.get(path).expect(401);
      const pastoral = (await signedInAgent(t, { role: 'pastoral' })).agent;
      await pastoral.get(path).expect(403);
      const communications = (await signedInAgent(t, { role: 'communications' })).agent;
      await communications.get(path).expect(403);
      await communications.delete(`${path}/1`).expect(403);
      const content = (await signedInAgent(t, { role: 'content' })).agent;
      await register(event.id, person({ partySize: 2 })).expect(201);
      const page = await content.get(`${path}?page=1&pageSize=10`).expect(200);
      expect(page.body).toMatchObject({
        total: 1,
        page: 1,
        pageSize: 10,
        seatsTaken: 2,
        capacity: 50,
        waitlistLength: 0,
        waitlistSeats: 0,
      });
      expect(page.body.items[0]).toMatchObject({
        firstName: 'Ruth',
        partySize: 2,
        status: 'confirmed',
      });
      await admin.get(path).expect(200);
      await request(t.server).get('/api/community/me/registrations').expect(401);
    });

    it('moves a registration from the waitlist (staff), refused when its party does not fit', async () => {
      const event = await eventWith({ capacity: 2, waitlist: true });
      await register(event.id, person({ partySize: 2 })).expect(201, {
        status: 'confirmed',
        partySize: 2,
      });
      const waiting = person({ partySize: 1 });
      await register(event.id, waiting).expect(201, { status: 'waitlisted', partySize: 1 });
      const path = `/api/admin/events/${event.id}/registrations`;
      const list = await admin.get(`${path}?status=waitlisted`).expect(200);
      const id = list.body.items[0].id as number;
      const full = await admin.post(`${path}/${id}/confirm`).expect(409);
      expect(full.body.message).toBe('This event is full');
      // A capacity raised through the form promotes by itself; raised behind its back, the staff move.
      await db().query('UPDATE event_registration_settings SET capacity = 3 WHERE event_id = $1', [
        event.id,
      ]);
      const moved = await admin.post(`${path}/${id}/confirm`).expect(200);
      expect(moved.body.status).toBe('confirmed');
      await admin.post(`${path}/${id}/confirm`).expect(409);
      const audit = (await db().query(
        "SELECT action FROM audit_events WHERE action LIKE 'registration.%' ORDER BY id DESC LIMIT 1",
      )) as { action: string }[];
      expect(audit[0]?.action).toBe('registration.confirm');
    });

    it("links a signed-in member's registration: My account lists it, the export holds it, erasure removes it", async () => {
      const event = await eventWith({ capacity: 5 });
      const member = await memberAgent(t);
      await member.agent
        .post(`/api/events/${event.id}/registrations`)
        .send(person({ email: uniqueEmail('other-address'), partySize: 2 }))
        .expect(201);
      const mine = await member.agent.get('/api/community/me/registrations').expect(200);
      expect(mine.body).toEqual([
        expect.objectContaining({
          eventId: event.id,
          eventTitle: event.title,
          partySize: 2,
          status: 'confirmed',
        }),
      ]);
      const link = await member.agent
        .post(`/api/community/me/registrations/${mine.body[0].id}/manage-link`)
        .expect(200);
      expect(link.body.manageUrl).toMatch(
        /^http:\/\/ministry\.test\/registrations\/manage\?token=/,
      );
      const exported = await member.agent.get('/api/community/me/export').expect(200);
      const data = (
        Buffer.isBuffer(exported.body) || typeof exported.body !== 'object'
          ? JSON.parse(exported.text)
          : exported.body
      ) as { eventRegistrations: unknown };
      expect(data.eventRegistrations).toEqual([
        expect.objectContaining({ event: event.title, partySize: 2, status: 'confirmed' }),
      ]);
      await member.agent
        .delete('/api/community/me')
        .send({ confirmEmail: member.email })
        .expect(200);
      const left = (await db().query(
        'SELECT COUNT(*)::int AS n FROM event_registrations WHERE member_id = $1',
        [member.id],
      )) as { n: number }[];
      expect(left[0].n).toBe(0);
      expect((await publicRegistration(event.id))?.seatsLeft).toBe(5);
    });
  });
});
