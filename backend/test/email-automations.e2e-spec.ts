import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createHttpApp } from '../src/bootstrap';
import { loadConfig } from '../src/config/app-config';
import { MailComposerService } from '../src/modules/email/mail/mail-composer.service';
import { AutomationsProcessor } from '../src/modules/email/automations/automations.processor';
import { AUTOMATIONS_QUEUE } from '../src/queue/queue.constants';
import { uniqueEmail } from './support/community';
import { eventually } from './support/email-fixtures';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp, workerDataDir } from './support/test-app';

interface Series {
  kind: string;
  enabled: boolean;
  steps: { id: number; position: number; delayDays: number; subject: string; waiting: number }[];
  completed: number;
  stopped: number;
}

/**
 * The welcome series: enrolled by the sign-up's domain events, stepped by a sweep the queue schedules,
 * with two worker processes sweeping at once and one of them restarted between steps: every message
 * goes once, and an unsubscribe stops the series.
 */
describe('welcome series (/api/email/automations)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let db: DataSource;
  let admin: Agent;
  let env: Record<string, string>;
  const workers: NestExpressApplication[] = [];

  /** Another worker process on the same database and queues (as a second machine would run). */
  async function startWorker(): Promise<NestExpressApplication> {
    const name = new URL(t.databaseUrl).pathname.slice(1);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
      SERVE_FRONTENDS: 'false',
      DATA_DIR: workerDataDir(),
      DATABASE_URL: t.databaseUrl,
      REDIS_URL: process.env.REDIS_URL,
      QUEUE_PREFIX: `test-${name}`,
      ...env,
    });
    const app = await createHttpApp(
      { config, databaseUrl: t.databaseUrl, embeddedDatabase: false },
      { workers: true },
    );
    await app.init();
    workers.push(app);
    return app;
  }

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    env = {
      SMTP_URL: sink.url,
      EMAIL_RATE_PER_SECOND: '0',
      PUBLIC_URL: 'http://ministry.example',
      MINISTRY_POSTAL_ADDRESS: '1 Test Street, Testville',
    };
    // The API serves; the two workers below do all the sending.
    t = await createTestApp({ env, workers: false });
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
  });
  afterAll(async () => {
    for (const app of workers) await app.close().catch(() => undefined);
    await t.close();
    await sink.close();
  });

  /** Sweeps from both workers at once, several times, as their schedules might overlap. */
  async function sweepEverywhere(live: NestExpressApplication[]): Promise<void> {
    const queue = t.app.get<Queue>(getQueueToken(AUTOMATIONS_QUEUE));
    await Promise.all(
      [0, 1, 2, 3].map((i) =>
        queue.add('sweep', {}, { removeOnComplete: true, jobId: `sweep-${Date.now()}-${i}` }),
      ),
    );
    // Each worker also sweeps directly (its own processor), racing the queued ones.
    await Promise.all(live.map((app) => app.get(AutomationsProcessor).sweep()));
    const settled = async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'prioritized', 'failed');
      const open: { status: string; n: number }[] = await db.query(
        "SELECT status, count(*)::int AS n FROM email_automation_sends WHERE status IN ('pending', 'sending') GROUP BY status",
      );
      return { counts, open };
    };
    try {
      await eventually(async () => {
        const { counts, open } = await settled();
        return counts.waiting + counts.active + counts.prioritized === 0 && open.length === 0
          ? true
          : undefined;
      }, 30_000);
    } catch (error) {
      const failed = (await queue.getFailed()).map((j) => j.failedReason);
      throw new Error(`${String(error)}: ${JSON.stringify({ ...(await settled()), failed })}`);
    }
  }

  /** The subjects of the series' messages to `email` (its sign-in and welcome mail left out). */
  const subjectsTo = async (email: string) =>
    (await Promise.all(sink.received(email).map((m) => SmtpSink.parse(m))))
      .filter((m) => SmtpSink.headerValues(m, 'x-automation').length > 0)
      .map((m) => m.subject);

  /** The days pass: each running enrolment's last message is `days` older. */
  const daysPass = (days: number) =>
    db.query(
      `UPDATE email_automation_enrolments SET last_step_at = last_step_at - make_interval(days => $1)`,
      [days],
    );

  const series = async (kind: string): Promise<Series> =>
    ((await admin.get('/api/email/automations').expect(200)).body as Series[]).find(
      (s) => s.kind === kind,
    )!;

  it('starts off and empty; refuses bad steps and callers who do not send campaigns', async () => {
    const list = (await admin.get('/api/email/automations').expect(200)).body as Series[];
    expect(list.map((s) => [s.kind, s.enabled, s.steps.length])).toEqual([
      ['member_welcome', false, 0],
      ['subscriber_welcome', false, 0],
    ]);
    await admin.put('/api/email/automations/nothing').send({ enabled: true }).expect(404);
    const cases: [unknown, string][] = [
      [
        { steps: [{ delayDays: -1, subject: 'a', body: 'b' }] },
        'Delay must be between 0 and 365 days',
      ],
      [
        { steps: [{ delayDays: 1.5, subject: 'a', body: 'b' }] },
        'Delay must be a whole number of days',
      ],
      [{ steps: [{ delayDays: 0, subject: ' ', body: 'b' }] }, 'Subject is required'],
      [{ steps: [{ delayDays: 0, subject: 'a', body: '' }] }, 'Message is required'],
      [
        { steps: [{ id: 999999, delayDays: 0, subject: 'a', body: 'b' }] },
        'A step to keep is not a step of this series',
      ],
      [{ enabled: 'yes' }, 'enabled must be true or false'],
    ];
    for (const [body, message] of cases) {
      const res = await admin
        .put('/api/email/automations/member_welcome')
        .send(body as object)
        .expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    await request(t.server).get('/api/email/automations').expect(401);
    const { agent: pastoral } = await signedInAgent(t, { role: 'pastoral' });
    await pastoral.get('/api/email/automations').expect(403);
    await pastoral.put('/api/email/automations/member_welcome').send({ enabled: true }).expect(403);
    const { agent: comms } = await signedInAgent(t, { role: 'communications' });
    await comms.get('/api/email/automations').expect(200);
  });

  it('sends each step once across two workers and a restart, and stops on unsubscribe', async () => {
    const saved = await admin
      .put('/api/email/automations/member_welcome')
      .send({
        enabled: true,
        steps: [
          { delayDays: 0, subject: 'Welcome, {{firstName}}', body: 'We are glad you joined.' },
          { delayDays: 2, subject: 'Step two for {{firstName}}', body: 'A reading plan.' },
          { delayDays: 5, subject: 'Step three', body: 'Come and visit.' },
        ],
      })
      .expect(200);
    expect(saved.body.steps.map((s: { delayDays: number }) => s.delayDays)).toEqual([0, 2, 5]);
    await eventually(async () => {
      const rows: { action: string }[] = await db.query(
        "SELECT action FROM audit_events WHERE action = 'email.automation.update'",
      );
      return rows.length ? rows : undefined;
    });

    let live = [await startWorker(), await startWorker()];
    const people = ['Ruth', 'Lydia', 'Tabitha'].map((first) => ({
      first,
      email: uniqueEmail(first.toLowerCase()),
    }));
    for (const p of people)
      await request(t.server)
        .post('/api/community/members')
        .send({ firstName: p.first, lastName: 'Member', email: p.email })
        .expect(201);
    // A member who wanted no e-mail updates is never enrolled.
    const quiet = uniqueEmail('quiet');
    await request(t.server)
      .post('/api/community/members')
      .send({ firstName: 'Quiet', lastName: 'Member', email: quiet, subscribeToEmails: false })
      .expect(201);

    await sweepEverywhere(live);
    for (const p of people) expect(await subjectsTo(p.email)).toEqual([`Welcome, ${p.first}`]);
    expect((await series('member_welcome')).steps.map((s) => s.waiting)).toEqual([0, 3, 0]);

    // One worker restarts (a deploy); nothing is due yet, then two days pass.
    await live[0].close();
    live = [live[1], await startWorker()];
    await sweepEverywhere(live);
    for (const p of people) expect(await subjectsTo(p.email)).toHaveLength(1);
    await daysPass(2);
    await sweepEverywhere(live);
    await sweepEverywhere(live);
    for (const p of people)
      expect(await subjectsTo(p.email)).toEqual([`Welcome, ${p.first}`, `Step two for ${p.first}`]);

    // Tabitha unsubscribes through her message's link: her series stops at once.
    const token = t.app.get(MailComposerService).tokens.create(people[2].email);
    await request(t.server).post(`/unsubscribe?token=${token}`).type('form').send('').expect(200);
    const stoppedNow = await series('member_welcome');
    expect(stoppedNow.stopped).toBe(1);
    expect(stoppedNow.steps.map((s) => s.waiting)).toEqual([0, 0, 2]);

    await daysPass(5);
    await sweepEverywhere(live);
    await sweepEverywhere(live);
    for (const p of people.slice(0, 2))
      expect(await subjectsTo(p.email)).toEqual([
        `Welcome, ${p.first}`,
        `Step two for ${p.first}`,
        'Step three',
      ]);
    expect(await subjectsTo(people[2].email)).toHaveLength(2);
    expect(await subjectsTo(quiet)).toEqual([]);

    const done = await series('member_welcome');
    expect(done).toMatchObject({ completed: 2, stopped: 1 });
    expect(done.steps.map((s) => s.waiting)).toEqual([0, 0, 0]);
    // Every message has one send row, all sent, none twice.
    const sends: { status: string; n: number }[] = await db.query(
      'SELECT status, count(*)::int AS n FROM email_automation_sends GROUP BY status',
    );
    expect(sends).toEqual([{ status: 'sent', n: 8 }]);
  });

  it('a newsletter subscriber gets the subscribers series once; a series turned off enrols nobody', async () => {
    await admin
      .put('/api/email/automations/subscriber_welcome')
      .send({
        enabled: true,
        steps: [{ delayDays: 0, subject: 'Your first letter', body: 'Hello {{name}}.' }],
      })
      .expect(200);
    const live = workers.filter((w) => w.getHttpServer().listening !== false).slice(-2);
    const email = uniqueEmail('reader');
    await request(t.server)
      .post('/api/subscribe')
      .send({ name: 'Phoebe Reader', email })
      .expect(201);
    await sweepEverywhere(live);
    const subjects = await subjectsTo(email);
    // The newsletter's own welcome e-mail, and the series' first letter once.
    expect(subjects.filter((s) => s === 'Your first letter')).toHaveLength(1);
    expect((await series('subscriber_welcome')).completed).toBe(1);
    // Turned off: nobody new is enrolled.
    await admin
      .put('/api/email/automations/subscriber_welcome')
      .send({ enabled: false })
      .expect(200);
    const later = uniqueEmail('later');
    await request(t.server)
      .post('/api/subscribe')
      .send({ name: 'Later', email: later })
      .expect(201);
    const rows: unknown[] = await db.query(
      'SELECT 1 FROM email_automation_enrolments WHERE email = $1',
      [later],
    );
    expect(rows).toHaveLength(0);
  });
});
