import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../src/config/app-config';
import { CAMPAIGN_QUEUE } from '../src/modules/email/email.constants';
import { BackendEntry, BackendProcess, freePort, startBackend } from './support/backend-process';
import { eventually } from './support/email-fixtures';
import { SmtpSink } from './support/smtp-sink';
import { createTestApp, signedInAgent, TestApp, type Agent } from './support/test-app';

const RECIPIENTS = 2000;
const CONCURRENCY = 20;
/** The sink holds each reply back this long, so that deliveries are in flight when SIGTERM comes. */
const SMTP_REPLY_DELAY_MS = 15;

/**
 * A deploy stops processes with SIGTERM in the middle of a campaign: the process finishes the sends it
 * has started before it closes the mail pool, and the next process sends the rest, so every address
 * gets the campaign exactly once and no delivery fails because of the shutdown.
 */
describe('SIGTERM to a process sending a campaign', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let config: AppConfig;
  let admin: Agent;
  let templateId: number;
  const processes: BackendProcess[] = [];

  async function start(entry: BackendEntry, name: string): Promise<BackendProcess> {
    const http = entry === 'main.js' ? { PORT: String(await freePort()), HOST: '127.0.0.1' } : {};
    const child = startBackend(
      entry,
      {
        ...http,
        DATABASE_URL: t.databaseUrl,
        REDIS_URL: config.redisUrl,
        QUEUE_PREFIX: config.queuePrefix,
        SESSION_SECRET: config.sessionSecret,
        EMAIL_TOKEN_SECRET: config.mail.tokenSecret,
        SMTP_URL: sink.url,
        EMAIL_RATE_PER_SECOND: '0',
        EMAIL_CONCURRENCY: String(CONCURRENCY),
        // A delivery the shutdown failed would be retried at once, and show as a second attempt.
        EMAIL_RETRY_DELAY_MS: '100',
      },
      { name, echo: true },
    );
    processes.push(child);
    return child;
  }

  beforeAll(async () => {
    sink = await new SmtpSink(SMTP_REPLY_DELAY_MS).start();
    // The API process only: the processes under test do the sending.
    t = await createTestApp({ workers: false, env: { SMTP_URL: sink.url } });
    config = t.app.get<AppConfig>(APP_CONFIG);
    await t.app.get(DataSource).query(
      `INSERT INTO community_members (first_name, last_name, email)
       SELECT 'Member', 'No. ' || n, 'member' || n || '@shutdown.test' FROM generate_series(1, $1) AS n`,
      [RECIPIENTS],
    );
    ({ agent: admin } = await signedInAgent(t, { isAdmin: true }));
    templateId = (
      await admin
        .post('/api/email/templates')
        .send({ name: 'Shutdown', subject: 'Hello {{firstName}}', message: 'Body' })
        .expect(201)
    ).body.id;
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await t?.close();
    await sink?.close();
  });

  it.each<[BackendEntry, string]>([
    ['worker.js', 'a worker process'],
    ['main.js', 'the all-in-one process (API and workers)'],
  ])(
    '%s: %s finishes its in-flight sends; after a restart every address is mailed once',
    async (entry) => {
      sink.clear();
      const campaign = (
        await admin
          .post('/api/email/campaigns')
          .send({
            name: `Shutdown of ${entry}`,
            templateId,
            targetCriteria: { includeNewsletterSubscribers: false },
          })
          .expect(201)
      ).body;
      await admin.post(`/api/email/campaigns/${campaign.id}/send`).expect(200);

      const first = await start(entry, `${entry} (stopped)`);
      await first.until(() => sink.messages.length >= RECIPIENTS / 5, 60000, 'a fifth of the mail');
      const inFlight = await t.app.get<Queue>(getQueueToken(CAMPAIGN_QUEUE)).getActiveCount();
      await first.stop(30000);
      const exitCode = first.child.exitCode;
      const atStop = sink.messages.length;

      // What the shutdown left behind: no delivery may have failed, even temporarily.
      const failedByShutdown: { email: string; last_error: string }[] = await t.app
        .get(DataSource)
        .query(
          `SELECT email, last_error FROM email_deliveries
         WHERE campaign_id = $1 AND (status = 'failed' OR last_error IS NOT NULL)`,
          [campaign.id],
        );

      const next = await start('worker.js', `worker after ${entry}`);
      const done = await eventually(
        async () => {
          const body = (await admin.get(`/api/email/campaigns/${campaign.id}`).expect(200)).body;
          return body.status === 'sending' ? undefined : body;
        },
        90000,
        'the campaign to finish after the restart',
      );
      await next.stop();

      const perAddress = new Map<string, number>();
      for (const m of sink.messages)
        for (const to of m.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      const duplicates = [...perAddress.values()].filter((n) => n > 1).length;
      console.log(
        `shutdown test (${entry}): ${RECIPIENTS} recipients, ${inFlight} delivery batches in flight at SIGTERM, ` +
          `${atStop} received before the exit, ${failedByShutdown.length} failed by the shutdown ` +
          `(${failedByShutdown[0]?.last_error ?? 'none'}), ${duplicates} addresses mailed twice`,
      );
      expect(inFlight).toBeGreaterThan(0);
      expect(exitCode).toBe(0);
      expect(failedByShutdown).toEqual([]);
      expect(done).toMatchObject({
        status: 'sent',
        progress: { sent: RECIPIENTS, pending: 0, failed: 0 },
      });
      expect(perAddress.size).toBe(RECIPIENTS);
      expect(duplicates).toBe(0);
    },
    180000,
  );
});
