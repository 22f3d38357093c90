import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DateTime } from 'luxon';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PageSettings } from '../src/common/http/page-settings';
import { MAINTENANCE_JOB, SYSTEM_QUEUE } from '../src/queue/queue.constants';
import { memberAgent, uniqueEmail } from './support/community';
import { eventInput } from './support/content-factories';
import { eventually } from './support/email-fixtures';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import { stripReadOnlySettings } from './support/settings';

/**
 * Registrations leave with time and with the person: the hourly maintenance erases those of events
 * past the retention setting (default 12 months), and a member's export holds theirs and their
 * erasure takes them, those made with their address before they joined too.
 */
jest.setTimeout(180_000);

describe('registrations: retention, export and erasure', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Agent;
  let db: DataSource;
  let settings: Record<string, unknown>;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://ministry.test' } });
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    settings = (await admin.get('/api/admin/settings').expect(200)).body as Record<string, unknown>;
    stripReadOnlySettings(settings);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const saveSettings = (changes: Record<string, unknown>) =>
    admin.put('/api/admin/settings').send({ ...settings, ...changes });

  async function runMaintenance(): Promise<Record<string, number>> {
    const queue = t.app.get<Queue>(getQueueToken(SYSTEM_QUEUE));
    const job = await queue.add(MAINTENANCE_JOB, {});
    return eventually(async () => {
      const state = await queue.getJobState(job.id!);
      if (state === 'failed') throw new Error((await queue.getJob(job.id!))?.failedReason);
      if (state !== 'completed') return undefined;
      return (await queue.getJob(job.id!))?.returnvalue as Record<string, number>;
    });
  }

  /** The day `months` months (and `days` days) before today in the ministry's zone. */
  const monthsAgo = (months: number, days = 0) =>
    DateTime.now().setZone(t.app.get(PageSettings).timeZone()).minus({ months, days }).toISODate()!;

  /** An event with `people` registrations made while it was ahead, then dated `date`. */
  async function eventWithRegistrations(date: string, people = 1): Promise<number> {
    const created = await admin
      .post('/api/admin/events')
      .send({ ...eventInput({}, 10), registration: { enabled: true, capacity: 20 } })
      .expect(201);
    const id = created.body.id as number;
    for (let i = 0; i < people; i++) {
      await request(t.server)
        .post(`/api/events/${id}/registrations`)
        .send({
          firstName: 'Lydia',
          lastName: 'Thyatira',
          email: uniqueEmail('lydia'),
          partySize: 2,
          answers: [],
        })
        .expect(201);
    }
    await db.query('UPDATE events SET date = $2 WHERE id = $1', [id, date]);
    return id;
  }

  const registrationsOf = async (eventId: number) =>
    (
      (await db.query('SELECT COUNT(*)::int AS n FROM event_registrations WHERE event_id = $1', [
        eventId,
      ])) as { n: number }[]
    )[0].n;

  it('keeps registrations 12 months after the event by default, private, from 1 to 120 months', async () => {
    expect(settings.retainEventRegistrationsMonths).toBe(12);
    const open = await request(t.server).get('/api/settings').expect(200);
    expect(open.body).not.toHaveProperty('retainEventRegistrationsMonths');
    for (const wrong of [0, 121, 2.5, 'twelve']) {
      const res = await saveSettings({ retainEventRegistrationsMonths: wrong }).expect(400);
      expect(res.body.message).toBe(
        'Registrations of past events must be kept a whole number of months from 1 to 120',
      );
    }
    // A body that leaves it out keeps what is saved.
    await saveSettings({ retainEventRegistrationsMonths: 30 }).expect(200);
    const { retainEventRegistrationsMonths: _left, ...withoutIt } = settings;
    await admin.put('/api/admin/settings').send(withoutIt).expect(200);
    expect((await admin.get('/api/admin/settings').expect(200)).body).toMatchObject({
      retainEventRegistrationsMonths: 30,
    });
    await saveSettings({ retainEventRegistrationsMonths: 12 }).expect(200);
  });

  it('the hourly maintenance erases the registrations of events over the set months ago', async () => {
    const old = await eventWithRegistrations(monthsAgo(12, 2), 2);
    const recent = await eventWithRegistrations(monthsAgo(11), 1);
    const coming = await eventWithRegistrations(monthsAgo(-1), 1);
    const oldMail = (await db.query(
      'SELECT COUNT(*)::int AS n FROM event_registration_mail m JOIN event_registrations r ON r.id = m.registration_id WHERE r.event_id = $1',
      [old],
    )) as { n: number }[];
    expect(oldMail[0].n).toBeGreaterThan(0);

    expect(await runMaintenance()).toMatchObject({ pastEventRegistrations: 2 });
    expect(await registrationsOf(old)).toBe(0);
    expect(await registrationsOf(recent)).toBe(1);
    expect(await registrationsOf(coming)).toBe(1);
    // The event itself stays, its seats freed; its outbox went with the registrations.
    const [seats] = (await db.query(
      'SELECT seats_taken AS "seatsTaken" FROM event_registration_settings WHERE event_id = $1',
      [old],
    )) as { seatsTaken: number }[];
    expect(seats.seatsTaken).toBe(0);
    const mailLeft = (await db.query(
      'SELECT COUNT(*)::int AS n FROM event_registration_mail m LEFT JOIN event_registrations r ON r.id = m.registration_id WHERE r.id IS NULL',
    )) as { n: number }[];
    expect(mailLeft[0].n).toBe(0);
    // Nothing more to erase the next hour.
    expect(await runMaintenance()).toMatchObject({ pastEventRegistrations: 0 });

    // A shorter period applies at the next run.
    await saveSettings({ retainEventRegistrationsMonths: 6 }).expect(200);
    expect(await runMaintenance()).toMatchObject({ pastEventRegistrations: 1 });
    expect(await registrationsOf(recent)).toBe(0);
    expect(await registrationsOf(coming)).toBe(1);
    await saveSettings({ retainEventRegistrationsMonths: 12 }).expect(200);
  });

  it("puts a registration made with a member's address before they joined in their export, and erases it with them", async () => {
    const event = await eventWithRegistrations(monthsAgo(-1), 0);
    const email = uniqueEmail('joined-later');
    await request(t.server)
      .post(`/api/events/${event}/registrations`)
      .send({ firstName: 'Dorcas', lastName: 'Joppa', email, partySize: 3, answers: [] })
      .expect(201);
    const member = await memberAgent(t, { email });
    const exported = await member.agent.get('/api/community/me/export').expect(200);
    const data = (
      Buffer.isBuffer(exported.body) || typeof exported.body !== 'object'
        ? JSON.parse(exported.text)
        : exported.body
    ) as { eventRegistrations: Record<string, unknown>[] };
    expect(data.eventRegistrations).toEqual([
      expect.objectContaining({ partySize: 3, status: 'confirmed' }),
    ]);
    await member.agent.delete('/api/community/me').send({ confirmEmail: member.email }).expect(200);
    expect(await registrationsOf(event)).toBe(0);
    const [seats] = (await db.query(
      'SELECT seats_taken AS "seatsTaken" FROM event_registration_settings WHERE event_id = $1',
      [event],
    )) as { seatsTaken: number }[];
    expect(seats.seatsTaken).toBe(0);
  });

  it("erases a member's registrations when the staff remove the member", async () => {
    const event = await eventWithRegistrations(monthsAgo(-1), 0);
    const member = await memberAgent(t);
    await request(t.server)
      .post(`/api/events/${event}/registrations`)
      .send({
        firstName: 'Phoebe',
        lastName: 'Cenchreae',
        email: member.email,
        partySize: 1,
        answers: [],
      })
      .expect(201);
    expect(await registrationsOf(event)).toBe(1);
    await admin.delete(`/api/community/members/${member.id}`).expect((res) => {
      expect(res.status).toBeLessThan(300);
    });
    expect(await registrationsOf(event)).toBe(0);
  });
});
