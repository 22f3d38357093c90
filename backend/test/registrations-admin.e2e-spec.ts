import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { memberAgent, uniqueEmail } from './support/community';
import { eventInput } from './support/content-factories';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

/**
 * The staff's side of an event's registrations: walk-ins, the confirmation sent again, an e-mail to
 * everyone registered, and the CSV export; each for every kind of caller, each write audited.
 */
jest.setTimeout(180_000);

describe('the staff and an event\u2019s registrations (/api/admin/events/:id/registrations)', () => {
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

  async function eventWith(
    registration: Record<string, unknown>,
  ): Promise<{ id: number; title: string }> {
    const res = await admin
      .post('/api/admin/events')
      .send({ ...eventInput({}, 10), registration: { enabled: true, ...registration } })
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

  async function mails(email: string): Promise<ParsedMail[]> {
    return Promise.all(sink.received(email).map((m) => SmtpSink.parse(m)));
  }

  async function waitForMail(email: string, subject: RegExp, count = 1): Promise<ParsedMail[]> {
    let found: ParsedMail[] = [];
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      found = (await mails(email)).filter((m) => subject.test(m.subject ?? ''));
      if (found.length >= count) return found;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error(`expected ${count} mail "${subject}" to ${email}, got ${found.length}`);
  }

  async function lastAudit(action: string) {
    const rows = (await db().query(
      'SELECT action, target_type, target_id, summary FROM audit_events WHERE action = $1 ORDER BY id DESC LIMIT 1',
      [action],
    )) as { action: string; target_type: string; target_id: string; summary: unknown }[];
    return rows[0];
  }

  async function idOf(eventId: number, email: string): Promise<number> {
    const rows = (await db().query(
      'SELECT id FROM event_registrations WHERE event_id = $1 AND email_key = $2',
      [eventId, email.toLowerCase()],
    )) as { id: number }[];
    return rows[0].id;
  }

  describe('a walk-in', () => {
    it('is taken after registration closed, gets its confirmation, and is audited', async () => {
      const event = await eventWith({ capacity: 5, closesAt: '2020-01-01T10:00' });
      const guest = person({ partySize: 2 });
      await register(event.id, guest).expect(409, { message: 'Registration is closed' } as never);
      const res = await admin
        .post(`/api/admin/events/${event.id}/registrations`)
        .send(guest)
        .expect(201);
      expect(res.body).toMatchObject({
        firstName: 'Ruth',
        email: guest.email,
        partySize: 2,
        status: 'confirmed',
        checkedInAt: null,
      });
      const [mail] = await waitForMail(guest.email, /You are registered/);
      expect(mail.attachments.map((a) => a.filename)).toEqual(
        expect.arrayContaining(['ticket.png', 'event.ics']),
      );
      expect(await lastAudit('registration.walk_in')).toMatchObject({
        target_type: 'event',
        target_id: String(event.id),
      });
      const page = await admin.get(`/api/admin/events/${event.id}/registrations`).expect(200);
      expect(page.body).toMatchObject({ seatsTaken: 2, capacity: 5, total: 1 });
    });

    it('never goes past the capacity: refused without a waitlist, waitlisted with one', async () => {
      const noWaitlist = await eventWith({ capacity: 2 });
      await admin
        .post(`/api/admin/events/${noWaitlist.id}/registrations`)
        .send(person({ partySize: 2 }))
        .expect(201);
      const full = await admin
        .post(`/api/admin/events/${noWaitlist.id}/registrations`)
        .send(person())
        .expect(409);
      expect(full.body.message).toBe('This event is full');

      const withWaitlist = await eventWith({ capacity: 1, waitlist: true });
      await admin
        .post(`/api/admin/events/${withWaitlist.id}/registrations`)
        .send(person())
        .expect(201);
      const waiting = await admin
        .post(`/api/admin/events/${withWaitlist.id}/registrations`)
        .send(person())
        .expect(201);
      expect(waiting.body.status).toBe('waitlisted');
    });

    it('follows the form\u2019s rules: a required question, the largest party, a bad address', async () => {
      const event = await eventWith({
        maxPartySize: 3,
        questions: [{ id: 'consent', label: 'I agree', kind: 'checkbox', required: true }],
      });
      const path = `/api/admin/events/${event.id}/registrations`;
      const bad = await admin
        .post(path)
        .send(person({ email: 'nope', partySize: 0 }))
        .expect(400);
      expect(bad.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'email', message: 'Please enter a valid email address' },
          { field: 'partySize', message: 'Party size must be at least 1' },
        ]),
      );
      const tooMany = await admin
        .post(path)
        .send(person({ partySize: 4, answers: [{ questionId: 'consent', value: true }] }))
        .expect(400);
      expect(tooMany.body.errors[0]).toEqual({
        field: 'partySize',
        message: 'Party size must be at most 3',
      });
      const noConsent = await admin.post(path).send(person()).expect(400);
      expect(noConsent.body.errors[0].field).toBe('answers.consent');
      await admin.post('/api/admin/events/999999/registrations').send(person()).expect(404);
    });
  });

  it('sends the confirmation again with a new manage link; not for a cancelled one', async () => {
    const event = await eventWith({ capacity: 10 });
    const guest = person();
    await register(event.id, guest).expect(201);
    const [first] = await waitForMail(guest.email, /You are registered/);
    const id = await idOf(event.id, guest.email);
    const path = `/api/admin/events/${event.id}/registrations/${id}`;
    await admin.post(`${path}/resend`).expect(204);
    const [, second] = await waitForMail(guest.email, /You are registered/, 2);
    const token = (m: ParsedMail) => /manage\?token=([\w-]+)/.exec(m.text ?? '')?.[1];
    expect(token(second)).toBeTruthy();
    expect(token(second)).not.toBe(token(first));
    // The newest link works, the earlier one no longer does.
    await request(t.server)
      .get(`/api/registrations/manage?token=${token(first)}`)
      .expect(410);
    await request(t.server)
      .get(`/api/registrations/manage?token=${token(second)}`)
      .expect(200);
    expect(await lastAudit('registration.resend')).toMatchObject({ target_id: String(event.id) });
    await admin.delete(path).expect(204);
    const again = await admin.post(`${path}/resend`).expect(409);
    expect(again.body.message).toBe('This registration is already cancelled');
    await admin.post(`/api/admin/events/${event.id}/registrations/999999/resend`).expect(404);
  });

  it('e-mails everyone registered, confirmed or waiting, not those who cancelled', async () => {
    const event = await eventWith({ capacity: 1, waitlist: true });
    const confirmed = person();
    const waiting = person();
    const cancelled = person();
    await register(event.id, confirmed).expect(201);
    await register(event.id, waiting).expect(201, { status: 'waitlisted', partySize: 1 });
    await register(event.id, cancelled).expect(201);
    await admin
      .delete(
        `/api/admin/events/${event.id}/registrations/${await idOf(event.id, cancelled.email)}`,
      )
      .expect(204);
    const path = `/api/admin/events/${event.id}/registrations/message`;
    const missing = await admin.post(path).send({ subject: ' ', body: '' }).expect(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'subject', message: 'Subject is required' },
        { field: 'body', message: 'Message is required' },
      ]),
    );
    const sent = await admin
      .post(path)
      .send({ subject: 'Parking for Sunday', body: 'Please park on Elm Street.' })
      .expect(202);
    expect(sent.body).toEqual({ recipients: 2 });
    for (const to of [confirmed.email, waiting.email]) {
      const [mail] = await waitForMail(to, /^Parking for Sunday$/);
      expect(mail.text).toContain('Please park on Elm Street.');
      expect(mail.text).toContain(event.title);
    }
    await new Promise((r) => setTimeout(r, 500));
    expect((await mails(cancelled.email)).map((m) => m.subject)).not.toContain(
      'Parking for Sunday',
    );
    expect(await lastAudit('registration.message')).toMatchObject({
      target_id: String(event.id),
      summary: expect.objectContaining({}),
    });
    expect(JSON.stringify((await lastAudit('registration.message')).summary)).toContain(
      'Parking for Sunday',
    );
  });

  it('exports the list as filtered, a column per question, formula-safe, audited', async () => {
    const event = await eventWith({
      capacity: 1,
      waitlist: true,
      questions: [
        {
          id: 'diet',
          label: 'Diet',
          kind: 'many_choices',
          required: false,
          options: ['Fish', 'Meat'],
        },
        { id: 'note', label: 'Note', kind: 'short_text', required: false },
      ],
    });
    await register(
      event.id,
      person({
        firstName: '=HYPERLINK("http://evil")',
        answers: [
          { questionId: 'diet', value: ['Fish', 'Meat'] },
          { questionId: 'note', value: '+1 and friends' },
        ],
      }),
    ).expect(201);
    await register(event.id, person({ firstName: 'Naomi' })).expect(201);
    const res = await admin
      .get(`/api/admin/events/${event.id}/registrations/export`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="registrations-${event.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const text = (res.body as Buffer).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,First Name,Last Name,Email,Phone,Party Size,Status,Registered,Checked In,Diet,Note',
    );
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain("Fish; Meat,'+1 and friends");
    expect(await lastAudit('registration.export')).toMatchObject({ target_id: String(event.id) });
    const waiting = await admin
      .get(`/api/admin/events/${event.id}/registrations/export?status=waitlisted`)
      .expect(200);
    expect(waiting.text.trim().split('\r\n')).toHaveLength(2);
    expect(waiting.text).toContain('Naomi');
    await admin.get('/api/admin/events/999999/registrations/export').expect(404);
  });

  it('lets only the roles that run registrations in: anonymous, member and each staff role', async () => {
    const event = await eventWith({ capacity: 50, waitlist: true });
    await register(event.id, person()).expect(201);
    const regId = (
      (await db().query('SELECT id FROM event_registrations WHERE event_id = $1', [event.id])) as {
        id: number;
      }[]
    )[0].id;
    const base = `/api/admin/events/${event.id}/registrations`;
    const routes: {
      name: string;
      call: (a: request.Agent | ReturnType<typeof request>) => request.Test;
      ok: number;
    }[] = [
      { name: 'list', call: (a) => a.get(base), ok: 200 },
      { name: 'export', call: (a) => a.get(`${base}/export`), ok: 200 },
      { name: 'walk-in', call: (a) => a.post(base).send(person()), ok: 201 },
      {
        name: 'message',
        call: (a) => a.post(`${base}/message`).send({ subject: 'Hello', body: 'See you' }),
        ok: 202,
      },
      { name: 'resend', call: (a) => a.post(`${base}/${regId}/resend`), ok: 204 },
    ];
    const member = (await memberAgent(t)).agent;
    const callers: {
      who: string;
      agent: request.Agent | ReturnType<typeof request>;
      expected?: number;
    }[] = [
      { who: 'anonymous', agent: request(t.server), expected: 401 },
      { who: 'member', agent: member, expected: 401 },
      {
        who: 'pastoral',
        agent: (await signedInAgent(t, { role: 'pastoral' })).agent,
        expected: 403,
      },
      {
        who: 'communications',
        agent: (await signedInAgent(t, { role: 'communications' })).agent,
        expected: 403,
      },
      { who: 'content', agent: (await signedInAgent(t, { role: 'content' })).agent },
      { who: 'administrator', agent: admin },
    ];
    const seen: string[] = [];
    for (const caller of callers) {
      for (const route of routes) {
        const res = await route.call(caller.agent);
        seen.push(`${caller.who} ${route.name} ${res.status}`);
      }
    }
    const expected = callers.flatMap((caller) =>
      routes.map((route) => `${caller.who} ${route.name} ${caller.expected ?? route.ok}`),
    );
    expect(seen).toEqual(expected);
  });
});
