import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../src/config/app-config';
import { BackendProcess, startBackend } from './support/backend-process';
import { SmtpSink } from './support/smtp-sink';
import { eventually } from './support/email-fixtures';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

const RECIPIENTS = 3000;
const CONCURRENCY = 20;

/**
 * DESIGN §6: a worker process killed with SIGKILL in the middle of a campaign, then started again:
 * every address gets the campaign, once; only a message in flight at the kill may arrive twice.
 */
describe('a worker process killed mid-campaign (SIGKILL) and restarted', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let config: AppConfig;
  const workers: BackendProcess[] = [];

  function startWorker(): BackendProcess {
    const worker = startBackend(
      'worker.js',
      {
        DATABASE_URL: t.databaseUrl,
        REDIS_URL: config.redisUrl,
        QUEUE_PREFIX: config.queuePrefix,
        SESSION_SECRET: config.sessionSecret,
        EMAIL_TOKEN_SECRET: config.mail.tokenSecret,
        SMTP_URL: sink.url,
        EMAIL_RATE_PER_SECOND: '0',
        EMAIL_CONCURRENCY: String(CONCURRENCY),
      },
      { name: `worker ${workers.length + 1}`, echo: true },
    );
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    // The API process only: sending happens in the worker processes started below.
    t = await createTestApp({ workers: false, env: { SMTP_URL: sink.url } });
    config = t.app.get<AppConfig>(APP_CONFIG);
    await t.app.get(DataSource).query(
      `INSERT INTO community_members (first_name, last_name, email)
       SELECT 'Member', 'No. ' || n, 'member' || n || '@crash.test' FROM generate_series(1, $1) AS n`,
      [RECIPIENTS],
    );
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.kill()));
    await t?.close();
    await sink?.close();
  });

  it('finishes the campaign with every address mailed once (in-flight at most twice)', async () => {
    const { agent: admin } = await signedInAgent(t, { isAdmin: true });
    const template = (
      await admin
        .post('/api/email/templates')
        .send({ name: 'Crash', subject: 'Hello {{firstName}}', message: 'Body' })
        .expect(201)
    ).body;
    const campaign = (
      await admin
        .post('/api/email/campaigns')
        .send({
          name: 'Crash test',
          templateId: template.id,
          targetCriteria: { includeNewsletterSubscribers: false },
        })
        .expect(201)
    ).body;
    expect(
      (await admin.post(`/api/email/campaigns/${campaign.id}/send`).expect(200)).body
        .recipientCount,
    ).toBe(RECIPIENTS);

    const t0 = Date.now();
    const lap = (what: string) => console.log(`${what} at ${Date.now() - t0} ms`);
    const first = startWorker();
    await sink.waitFor(
      () => sink.messages.length >= RECIPIENTS / 3,
      60000,
      'a third of the campaign',
    );
    lap('killing');
    await first.kill();
    const atKill = sink.messages.length;
    expect(atKill).toBeLessThan(RECIPIENTS);

    startWorker();
    void sink
      .waitFor(() => sink.messages.length > atKill, 60000)
      .then(() => lap('first message after restart'));
    void sink
      .waitFor(() => sink.messages.length >= RECIPIENTS, 60000)
      .then(() => lap('all addresses reached'));
    const done = await eventually(
      async () => {
        const body = (await admin.get(`/api/email/campaigns/${campaign.id}`).expect(200)).body;
        return body.status === 'sending' ? undefined : body;
      },
      90000,
      'the campaign to finish after the restart',
    );
    expect(done).toMatchObject({
      status: 'sent',
      progress: { sent: RECIPIENTS, pending: 0, failed: 0 },
    });

    const perAddress = new Map<string, number>();
    for (const m of sink.messages)
      for (const to of m.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    const twice = [...perAddress.values()].filter((n) => n === 2).length;
    console.log(
      `crash test: ${RECIPIENTS} recipients, ${atKill} received before SIGKILL, ` +
        `${sink.messages.length} messages in all, ${perAddress.size} distinct addresses, ${twice} received twice`,
    );
    expect(perAddress.size).toBe(RECIPIENTS);
    expect(Math.max(...perAddress.values())).toBeLessThanOrEqual(2);
    // Only messages in flight at the kill can repeat: at most EMAIL_CONCURRENCY of them.
    expect(twice).toBeLessThanOrEqual(CONCURRENCY);
  }, 180000);
});
