import { Client } from 'pg';
import request from 'supertest';
import { BackendProcess, freePort, startBackend, waitForHealth } from './support/backend-process';
import { eventInput, scriptureInput } from './support/content-factories';
import { eventually, TEMPLATE_INPUT } from './support/email-fixtures';
import { deleteQueueKeys } from './support/queue-keys';
import { stripReadOnlySettings } from './support/settings';
import { SmtpSink } from './support/smtp-sink';
import { cloneTemplateDatabase } from './support/test-database';

const MEMBERS = 240;
const SUBSCRIBERS = 80;
/** Subscribers whose address is also a member's: the campaign mails each address once. */
const SHARED = 20;
const RECIPIENTS = MEMBERS + SUBSCRIBERS - SHARED;
const THROTTLE_LIMIT = 4;
const ADMIN = { username: 'scale-admin', password: 'scale-admin-password' };
const SESSION_SECRET = 'scale-test-session-secret-that-is-long-enough-0123';

interface Api {
  name: string;
  url: string;
  process: BackendProcess;
}

type Agent = ReturnType<typeof request>;

/** The session cookie (`name=value`) a response sets. */
function sessionCookie(res: request.Response): string {
  const cookies = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = cookies?.find((c) => c.startsWith('ministry.sid='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(res.headers)}`);
  return cookie.split(';')[0];
}

/** A public read answered from the process's response cache: computed answers carry Server-Timing. */
const fromCache = (res: request.Response) => res.headers['server-timing'] === undefined;

/**
 * DESIGN §7: the same build as two HTTP-only API processes and two queue workers on one database and
 * one queue (and one SMTP server). Whatever one process writes, the others read; a campaign sent
 * through one API process reaches every recipient exactly once through both workers.
 */
describe('two API processes and two workers on one database and queue', () => {
  let sink: SmtpSink;
  let database: Awaited<ReturnType<typeof cloneTemplateDatabase>> | undefined;
  let db: Client;
  let a: Api;
  let b: Api;
  let adminCookie: string;
  const processes: BackendProcess[] = [];
  const redisUrl = process.env.REDIS_URL;
  const queuePrefix = `test-scale-${Date.now().toString(36)}-${process.pid}`;

  const call = (api: Api): Agent => request(api.url);
  /**
   * Reads a public path until the process answers it from its cache (its own change notifications may
   * still be arriving), and returns that cached answer.
   */
  const cached = (api: Api, path: string): Promise<request.Response> =>
    eventually(
      async () => {
        const res = await call(api).get(path).expect(200);
        return fromCache(res) ? res : undefined;
      },
      10000,
      `${path} from ${api.name}'s cache`,
    );
  const signIn = async (api: Api): Promise<string> =>
    sessionCookie(await call(api).post('/api/auth/login').send(ADMIN).expect(200));

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    database = await cloneTemplateDatabase();
    db = new Client({ connectionString: database.url });
    await db.connect();
    await db.query(
      `INSERT INTO community_members (first_name, last_name, email)
       SELECT 'Member', 'No. ' || n, 'member' || n || '@scale.test' FROM generate_series(1, $1) AS n`,
      [MEMBERS],
    );
    await db.query(
      `INSERT INTO subscribers (name, email)
       SELECT 'Reader ' || n, CASE WHEN n <= $2 THEN 'member' || n ELSE 'reader' || n END || '@scale.test'
       FROM generate_series(1, $1) AS n`,
      [SUBSCRIBERS, SHARED],
    );

    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SESSION_SECRET,
    };
    const startApi = async (name: string): Promise<Api> => {
      const port = await freePort();
      const api = startBackend(
        'main.js',
        {
          ...shared,
          PORT: String(port),
          HOST: '127.0.0.1',
          RUN_WORKERS: 'false',
          // Each serves the app's pages too: a save through A must show in the HTML B serves.
          SERVE_FRONTENDS: 'true',
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          LOGIN_MAX_FAILURES_PER_ADDRESS: String(THROTTLE_LIMIT),
          SIGN_IN_LIMIT_PER_CLIENT: String(THROTTLE_LIMIT),
        },
        { name },
      );
      processes.push(api);
      return { name, url: `http://127.0.0.1:${port}`, process: api };
    };
    const startWorker = (name: string): BackendProcess => {
      const worker = startBackend(
        'worker.js',
        {
          ...shared,
          // The name the worker gives the SMTP server (EHLO) shows which worker sent which message.
          SMTP_URL: `${sink.url}?name=${name}`,
          EMAIL_RATE_PER_SECOND: '0',
          EMAIL_CONCURRENCY: '5',
          // Its start line ("Queue worker started") is logged at info.
          LOG_LEVEL: 'info',
        },
        { name },
      );
      processes.push(worker);
      return worker;
    };

    [a, b] = await Promise.all([startApi('api-a'), startApi('api-b')]);
    const workers = [startWorker('worker-1'), startWorker('worker-2')];
    await Promise.all([
      waitForHealth(a.process, a.url),
      waitForHealth(b.process, b.url),
      ...workers.map((w) => w.waitForOutput(/Queue worker started/, 45000)),
    ]);
    adminCookie = await signIn(a);
  }, 90000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db?.end().catch(() => undefined);
    await database?.drop();
    await deleteQueueKeys(redisUrl, queuePrefix);
    await sink?.close();
  }, 30000);

  it('runs every process on the queue backend of this run (Redis with REDIS_URL, else PostgreSQL)', async () => {
    for (const api of [a, b]) {
      expect((await call(api).get('/api/health').expect(200)).body).toEqual({
        status: 'ok',
        database: 'up',
        queue: 'up',
        queueBackend: redisUrl ? 'redis' : 'postgres',
      });
    }
  });

  it('keeps an administrator signed in on both API processes: one session store', async () => {
    const cookie = await signIn(a);
    const onB = await call(b).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(onB.body).toMatchObject({ username: ADMIN.username, isAdmin: true });
    await call(b).get('/api/auth/user').expect(401);

    // Signing out through B ends the session on A too.
    await call(b).post('/api/auth/logout').set('Cookie', cookie).expect(200);
    await call(a).get('/api/auth/user').set('Cookie', cookie).expect(401);
  });

  it('shows an event written through A in B’s cached list and feed, and B’s changes on A', async () => {
    const readEvents = (api: Api) => call(api).get('/api/events').expect(200);
    // B's public cache is warm before the write: only a cross-process invalidation can update it.
    expect((await cached(b, '/api/events')).body).toEqual([]);
    expect((await cached(b, '/api/events.ics')).text).not.toContain('Sukkot');

    const input = eventInput({ title: 'Sukkot Gathering' }, 10);
    const created = (
      await call(a).post('/api/admin/events').set('Cookie', adminCookie).send(input).expect(201)
    ).body as { id: number; title: string };

    const listedOnB = await eventually(
      async () => {
        const res = await readEvents(b);
        return (res.body as { id: number }[]).some((e) => e.id === created.id)
          ? (res.body as { id: number; title: string }[])
          : undefined;
      },
      10000,
      'the new event on B',
    );
    expect(listedOnB).toEqual([
      expect.objectContaining({ id: created.id, title: 'Sukkot Gathering' }),
    ]);
    expect((await call(b).get('/api/events.ics').expect(200)).text).toContain('Sukkot Gathering');

    // Now A's cache holds the event; B updates it, then deletes it, with the session from A.
    expect((await cached(a, '/api/events')).body).toHaveLength(1);
    await call(b)
      .put(`/api/admin/events/${created.id}`)
      .set('Cookie', adminCookie)
      .send({ ...input, title: 'Sukkot Gathering (moved indoors)' })
      .expect(200);
    await eventually(
      async () => {
        const res = await readEvents(a);
        return (res.body as { title: string }[])[0]?.title === 'Sukkot Gathering (moved indoors)'
          ? true
          : undefined;
      },
      10000,
      'the update on A',
    );
    expect((await call(a).get('/api/events.ics').expect(200)).text).toContain('moved indoors');

    expect((await cached(a, '/api/events')).body[0].title).toMatch(/moved indoors/);
    await call(b).delete(`/api/admin/events/${created.id}`).set('Cookie', adminCookie).expect(204);
    await eventually(
      async () => {
        const res = await readEvents(a);
        return (res.body as unknown[]).length === 0 ? true : undefined;
      },
      10000,
      'the deletion on A',
    );
    expect((await call(a).get('/api/events.ics').expect(200)).text).not.toContain('Sukkot');
  });

  it('shows a scripture put on home through B as A’s weekly scripture', async () => {
    const first = (
      await call(a)
        .post('/api/admin/scriptures')
        .set('Cookie', adminCookie)
        .send(scriptureInput())
        .expect(201)
    ).body as { id: number };
    await call(a)
      .put(`/api/admin/scriptures/${first.id}`)
      .set('Cookie', adminCookie)
      .send({ displayOnHome: true })
      .expect(200);
    expect((await cached(a, '/api/scripture/weekly')).body.id).toBe(first.id);

    const second = (
      await call(b)
        .post('/api/admin/scriptures')
        .set('Cookie', adminCookie)
        .send(scriptureInput({ reference: 'Isaiah 40:31' }))
        .expect(201)
    ).body as { id: number; text: string };
    await call(b)
      .put(`/api/admin/scriptures/${second.id}`)
      .set('Cookie', adminCookie)
      .send({ displayOnHome: true })
      .expect(200);

    const weekly = await eventually(
      async () => {
        const res = await call(a).get('/api/scripture/weekly').expect(200);
        return res.body.id === second.id ? res.body : undefined;
      },
      10000,
      'the new weekly scripture on A',
    );
    expect(weekly).toEqual({ id: second.id, text: second.text, reference: 'Isaiah 40:31' });
  });

  it('sends a campaign through A with both workers: every recipient once, `sent` on B', async () => {
    const template = (
      await call(a)
        .post('/api/email/templates')
        .set('Cookie', adminCookie)
        .send(TEMPLATE_INPUT)
        .expect(201)
    ).body as { id: number };
    const campaign = (
      await call(a)
        .post('/api/email/campaigns')
        .set('Cookie', adminCookie)
        .send({
          name: 'Scale out',
          templateId: template.id,
          targetCriteria: { includeNewsletterSubscribers: true },
        })
        .expect(201)
    ).body as { id: number };
    const sent = await call(a)
      .post(`/api/email/campaigns/${campaign.id}/send`)
      .set('Cookie', adminCookie)
      .expect(200);
    expect(sent.body.recipientCount).toBe(RECIPIENTS);

    const done = await eventually(
      async () => {
        const res = await call(b)
          .get(`/api/email/campaigns/${campaign.id}`)
          .set('Cookie', adminCookie);
        return res.body.status === 'sending' ? undefined : res.body;
      },
      45000,
      'the campaign to finish',
    );
    expect(done).toMatchObject({
      status: 'sent',
      recipientCount: RECIPIENTS,
      progress: { sent: RECIPIENTS, pending: 0, failed: 0 },
    });

    const addresses = sink.messages.flatMap((m) => m.to);
    const expected = [
      ...Array.from({ length: MEMBERS }, (_, i) => `member${i + 1}@scale.test`),
      ...Array.from(
        { length: SUBSCRIBERS - SHARED },
        (_, i) => `reader${SHARED + i + 1}@scale.test`,
      ),
    ];
    expect(addresses).toHaveLength(RECIPIENTS);
    expect(new Set(addresses).size).toBe(RECIPIENTS);
    expect([...addresses].sort()).toEqual(expected.sort());

    const byWorker = new Map<string, number>();
    for (const m of sink.messages) byWorker.set(m.client, (byWorker.get(m.client) ?? 0) + 1);
    console.log(`scale test: messages per worker ${JSON.stringify(Object.fromEntries(byWorker))}`);
    expect([...byWorker.keys()].sort()).toEqual(['worker-1', 'worker-2']);
  });

  it('serves settings saved through A from B within 2 s, and a worker mails with the new name', async () => {
    // B holds the settings in memory (and its page settings) before the save.
    const before = (await call(b).get('/api/settings').expect(200)).body as { updatedAt: string };
    const current = (
      await call(a).get('/api/admin/settings').set('Cookie', adminCookie).expect(200)
    ).body as Record<string, unknown>;
    const editable = stripReadOnlySettings({ ...current });
    const saved = (
      await call(a)
        .put('/api/admin/settings')
        .set('Cookie', adminCookie)
        .send({
          ...editable,
          ministryName: 'Scaled Fellowship',
          senderName: 'Scaled Fellowship Mail',
          senderAddress: 'hello@scaled.example',
        })
        .expect(200)
    ).body as { updatedAt: string };
    expect(saved.updatedAt).not.toBe(before.updatedAt);
    const savedAt = Date.now();

    // GET /api/settings on B answers from B's memory; its `updatedAt` is the version B's page
    // settings were given in the same reading.
    const onB = await eventually(
      async () => {
        const res = await call(b).get('/api/settings').expect(200);
        return res.body.updatedAt === saved.updatedAt ? res : undefined;
      },
      2000,
      'the saved settings on B',
    );
    console.log(`scale test: settings on B ${Date.now() - savedAt} ms after the save`);
    expect(onB.body.ministryName).toBe('Scaled Fellowship');
    expect(onB.body).not.toHaveProperty('senderName');
    expect((await call(b).get('/api/site').expect(200)).body.name).toBe('Scaled Fellowship');
    // And B's served HTML of `/` (the first paint, before any script) carries it too.
    await eventually(
      async () => {
        const html = (await call(b).get('/').expect(200)).text;
        return html.includes('Scaled Fellowship') && !html.includes('Spirit &amp; Truth Ministry')
          ? html
          : undefined;
      },
      2000,
      "the saved name in B's served page",
    );

    // A worker (another process) composes the message with the saved sender and name.
    sink.clear();
    const template = (
      await call(b)
        .post('/api/email/templates')
        .set('Cookie', adminCookie)
        .send({ ...TEMPLATE_INPUT, name: 'Settings across processes' })
        .expect(201)
    ).body as { id: number };
    const campaign = (
      await call(b)
        .post('/api/email/campaigns')
        .set('Cookie', adminCookie)
        .send({ name: 'Settings test mail', templateId: template.id, targetCriteria: {} })
        .expect(201)
    ).body as { id: number };
    await call(b)
      .post(`/api/email/campaigns/${campaign.id}/test`)
      .set('Cookie', adminCookie)
      .send({ email: 'pastor@scale.test' })
      .expect(202);
    await sink.waitForMessages(1);
    const mail = await SmtpSink.parse(sink.messages[0]);
    expect(sink.messages[0].client).toMatch(/^worker-/);
    expect(mail.from?.value).toEqual([
      { name: 'Scaled Fellowship Mail', address: 'hello@scaled.example' },
    ]);
    expect(mail.text).toContain('Scaled Fellowship');
  });

  it('counts member sign-in requests through A and B together (one limit per client address)', async () => {
    const login = (api: Api, email: string) =>
      call(api).post('/api/community/login').send({ email });
    // Each process alone sees half the requests, below the limit; together they reach it.
    for (let i = 0; i < THROTTLE_LIMIT; i += 1) {
      await login(i % 2 ? b : a, `stranger${i}@scale.test`).expect(202);
    }
    const refused = await login(b, 'member1@scale.test').expect(429);
    expect(refused.body.message).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await login(a, 'member1@scale.test').expect(429);
  });
});
