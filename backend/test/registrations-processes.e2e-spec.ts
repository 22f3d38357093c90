import { Client } from 'pg';
import request from 'supertest';
import { BackendProcess, freePort, startBackend, waitForHealth } from './support/backend-process';
import { eventInput } from './support/content-factories';
import { deleteQueueKeys } from './support/queue-keys';
import { cloneTemplateDatabase } from './support/test-database';

const ADMIN = { username: 'race-admin', password: 'race-admin-password-0123' };

/**
 * Issue 34: seats are enforced by the database, not by one process. Two API processes of the built
 * backend on one database take registrations for the same event at once: exactly its capacity is
 * confirmed, the rest wait, each has its confirmation in the outbox, and one address sent through
 * both at once takes one set of seats.
 */
describe('registrations through two API processes at once', () => {
  let database: Awaited<ReturnType<typeof cloneTemplateDatabase>> | undefined;
  let db: Client;
  const processes: BackendProcess[] = [];
  const urls: string[] = [];
  const redisUrl = process.env.REDIS_URL;
  const queuePrefix = `test-reg-race-${Date.now().toString(36)}-${process.pid}`;
  let adminCookie: string;

  beforeAll(async () => {
    database = await cloneTemplateDatabase();
    db = new Client({ connectionString: database.url });
    await db.connect();
    for (const name of ['api-a', 'api-b']) {
      const port = await freePort();
      const api = startBackend(
        'main.js',
        {
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl,
          QUEUE_PREFIX: queuePrefix,
          SESSION_SECRET: 'registration-race-session-secret-0123456789',
          PORT: String(port),
          HOST: '127.0.0.1',
          RUN_WORKERS: 'false',
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          PUBLIC_WRITE_LIMIT: '100000',
        },
        { name },
      );
      processes.push(api);
      urls.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(processes.map((p, i) => waitForHealth(p, urls[i])));
    const login = await request(urls[0]).post('/api/auth/login').send(ADMIN).expect(200);
    const cookies = login.headers['set-cookie'] as unknown as string[];
    adminCookie = cookies.find((c) => c.startsWith('ministry.sid='))!.split(';')[0];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db?.end().catch(() => undefined);
    await database?.drop();
    await deleteQueueKeys(redisUrl, queuePrefix);
  }, 30_000);

  const register = (i: number, eventId: number, body: Record<string, unknown>) =>
    request(urls[i % 2])
      .post(`/api/events/${eventId}/registrations`)
      .send({ firstName: 'Ruth', lastName: 'Moabite', partySize: 1, answers: [], ...body });

  it('confirms exactly the capacity, waitlists the rest, one confirmation each', async () => {
    const created = await request(urls[1])
      .post('/api/admin/events')
      .set('Cookie', adminCookie)
      .send({ ...eventInput({}, 20), registration: { enabled: true, capacity: 9, waitlist: true } })
      .expect(201);
    const eventId = (created.body as { id: number }).id;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => register(i, eventId, { email: `race-${i}@race.test` })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(201));
    expect(answers.filter((r) => r.body.status === 'confirmed')).toHaveLength(9);
    // The same address, party of 3, through both processes at once: one registration, 3 seats.
    const again = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        register(i, eventId, {
          email: i % 2 ? 'TWICE@race.test' : 'twice@race.test',
          partySize: 3,
        }),
      ),
    );
    expect(again.map((r) => r.status)).toEqual(Array(6).fill(201));
    const { rows } = await db.query<{
      taken: number;
      seated: number;
      waiting: number;
      twice: number;
      unmailed: number;
    }>(
      `SELECT s.seats_taken AS taken,
              (SELECT COALESCE(SUM(party_size), 0)::int FROM event_registrations r
                WHERE r.event_id = s.event_id AND r.status = 'confirmed') AS seated,
              (SELECT COUNT(*)::int FROM event_registrations r
                WHERE r.event_id = s.event_id AND r.status = 'waitlisted') AS waiting,
              (SELECT COUNT(*)::int FROM event_registrations r
                WHERE r.event_id = s.event_id AND r.email_key = 'twice@race.test') AS twice,
              (SELECT COUNT(*)::int FROM event_registrations r
                WHERE r.event_id = s.event_id AND NOT EXISTS (
                  SELECT 1 FROM event_registration_mail m
                   WHERE m.registration_id = r.id AND m.kind = 'confirmation')) AS unmailed
         FROM event_registration_settings s WHERE s.event_id = $1`,
      [eventId],
    );
    // Full after the 40: the party of 3 waits, once.
    expect(rows[0]).toEqual({ taken: 9, seated: 9, waiting: 32, twice: 1, unmailed: 0 });
  });
});
