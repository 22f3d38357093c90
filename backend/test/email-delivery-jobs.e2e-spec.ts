import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import {
  CAMPAIGN_QUEUE,
  CampaignJobData,
  DELIVERY_BATCH,
  deliveryBatchOf,
  deliveryRangeOfJobId,
  DispatchJobData,
  EMAIL_QUEUE,
  EmailJobs,
} from '../src/modules/email/email.constants';
import { CampaignDeliveryWorker } from '../src/modules/email/sending/campaign-delivery.worker';
import { FAILED_JOBS_KEPT } from '../src/queue/queue.constants';
import { eventually, seedMembers, TEMPLATE_INPUT } from './support/email-fixtures';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

const ADDRESSES = ['anna@jobs.test', 'ben@jobs.test', 'carl@jobs.test'];

/**
 * The campaign queue's jobs over time: failed jobs healed by the sweeper, and job ids that stay unique
 * when the database starts over while the queue keeps the jobs of its earlier life.
 */
describe('campaign delivery jobs', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Agent;
  let db: DataSource;
  let campaignQueue: Queue<CampaignJobData>;

  /** Creates a campaign to every member (not the newsletter's subscribers); returns its id. */
  const createCampaign = async (
    templateId: number,
    name: string,
    extra: Record<string, unknown> = {},
  ): Promise<number> =>
    (
      await admin
        .post('/api/email/campaigns')
        .send({
          name,
          templateId,
          targetCriteria: { includeNewsletterSubscribers: false },
          ...extra,
        })
        .expect(201)
    ).body.id as number;

  /**
   * Creates a template and a campaign to every member, and sends it; returns the campaign id. With
   * `batchEach`, every delivery of the campaign gets a batch (and so a job) of its own.
   */
  const send = async (name: string, batchEach = false): Promise<number> => {
    const template = (await admin.post('/api/email/templates').send(TEMPLATE_INPUT).expect(201))
      .body as { id: number };
    const id = await createCampaign(template.id, name);
    if (batchEach)
      await db.query(`ALTER SEQUENCE email_deliveries_id_seq INCREMENT BY ${DELIVERY_BATCH}`);
    try {
      await admin.post(`/api/email/campaigns/${id}/send`).expect(200);
    } finally {
      if (batchEach) await db.query('ALTER SEQUENCE email_deliveries_id_seq INCREMENT BY 1');
    }
    return id;
  };
  const finished = (id: number) =>
    eventually(
      async () => {
        const body = (await admin.get(`/api/email/campaigns/${id}`).expect(200)).body;
        return body.status === 'sending' ? undefined : body;
      },
      20000,
      `campaign ${id} to finish`,
    );
  const deliveryIds = async (campaignId: number): Promise<Record<string, number>> => {
    const rows: { id: number; email: string }[] = await db.query(
      'SELECT id, email FROM email_deliveries WHERE campaign_id = $1',
      [campaignId],
    );
    return Object.fromEntries(rows.map((r) => [r.email, r.id]));
  };
  /** The failed jobs of one campaign, by the first delivery id of their batch. */
  const failedJobs = async (campaignId: number): Promise<number[]> =>
    (await campaignQueue.getFailed(0, -1))
      .filter((job) => job.data.campaignId === campaignId)
      .map((job) => ('firstId' in job.data ? job.data.firstId : job.data.deliveryId))
      .sort((x, y) => x - y);
  /** The campaign made no progress for three minutes: the sweeper's turn. Returns the sweep job. */
  const stallAndSweep = async (id: number) => {
    await db.query(
      "UPDATE email_campaigns SET updated_at = now() - interval '3 minutes' WHERE id = $1",
      [id],
    );
    await db.query(
      "UPDATE email_deliveries SET updated_at = now() - interval '3 minutes' WHERE campaign_id = $1",
      [id],
    );
    return t.app.get<Queue>(getQueueToken(EMAIL_QUEUE)).add(EmailJobs.sweep, {});
  };
  /** The database starts over (a restore or a reset); the queue keeps what it holds. */
  const resetCampaigns = () =>
    db.query('TRUNCATE email_campaigns, email_deliveries RESTART IDENTITY CASCADE');

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({
      env: { SMTP_URL: sink.url, EMAIL_RATE_PER_SECOND: '0', EMAIL_RETRY_DELAY_MS: '100' },
    });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    db = t.app.get(DataSource);
    campaignQueue = t.app.get<Queue<CampaignJobData>>(getQueueToken(CAMPAIGN_QUEUE));
    await seedMembers(
      t,
      ADDRESSES.map((email) => ({ firstName: email.split('@')[0], email })),
    );
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  beforeEach(() => sink.clear());

  it('delivers a campaign whose ids an earlier life of the database used, while the queue keeps that life’s jobs', async () => {
    await resetCampaigns();
    const first = await send('First life');
    expect(await finished(first)).toMatchObject({ status: 'sent', progress: { sent: 3 } });
    const firstDeliveries = await deliveryIds(first);
    expect(sink.messages).toHaveLength(3);
    sink.clear();

    await resetCampaigns();
    // The queue still holds the completed job of the first life (kept for an hour).
    expect((await campaignQueue.getJobCounts('completed')).completed).toBeGreaterThanOrEqual(1);
    const second = await send('Second life');
    expect(second).toBe(first);
    expect(await deliveryIds(second)).toEqual(firstDeliveries);
    expect(await finished(second)).toMatchObject({ status: 'sent', progress: { sent: 3 } });
    expect(sink.messages.flatMap((m) => m.to).sort()).toEqual(ADDRESSES);
  });

  it('does not let a scheduled dispatch kept from an earlier life start the campaign now under its id', async () => {
    await resetCampaigns();
    const template = (await admin.post('/api/email/templates').send(TEMPLATE_INPUT).expect(201))
      .body as { id: number };
    const schedule = (name: string, inMs: number): Promise<number> =>
      createCampaign(template.id, name, {
        scheduledDate: new Date(Date.now() + inMs).toISOString(),
      });
    const emailQueue = t.app.get<Queue<DispatchJobData>>(getQueueToken(EMAIL_QUEUE));
    const early = await schedule('Due soon', 1500);
    const [earlyJob] = (await emailQueue.getDelayed()).filter(
      (job) => job.name === EmailJobs.dispatch && job.data.campaignId === early,
    );
    expect(earlyJob).toBeDefined();

    await resetCampaigns();
    const later = await schedule('Due in an hour', 3600_000);
    expect(later).toBe(early);
    // The earlier life's dispatch job comes due and runs (and is removed once complete).
    await eventually(
      async () => ((await emailQueue.getJobState(earlyJob.id!)) === 'unknown' ? true : undefined),
      20000,
      'the earlier dispatch job to run',
    );
    expect((await admin.get(`/api/email/campaigns/${later}`).expect(200)).body.status).toBe(
      'scheduled',
    );
    expect(sink.messages).toHaveLength(0);
  });

  it('has the sweeper retry failed jobs whose delivery is still pending, and only those', async () => {
    const worker = t.app.get(CampaignDeliveryWorker);
    await worker.pause();
    let id = 0;
    try {
      id = await send('Outage', true);
      // While the jobs run, the database cannot answer the delivery query: every attempt fails.
      await db.query('ALTER TABLE email_suppressions RENAME TO email_suppressions_offline');
      worker.resume();
      await eventually(
        async () => ((await failedJobs(id)).length === ADDRESSES.length ? true : undefined),
        20000,
        'every job to fail',
      );
    } finally {
      await db.query(
        'ALTER TABLE IF EXISTS email_suppressions_offline RENAME TO email_suppressions',
      );
      worker.resume();
    }
    expect(sink.messages).toHaveLength(0);
    const deliveries = await deliveryIds(id);
    const batchOf = (email: string) => deliveryBatchOf(deliveries[email]);
    // Carl's message went out before the outage hid it (his job failed after the outcome was written).
    await db.query(
      "UPDATE email_deliveries SET status = 'sent', sent_at = now(), attempts = 1 WHERE id = $1",
      [deliveries['carl@jobs.test']],
    );
    // Failed jobs are kept for inspection for a limited time and number, not for ever.
    for (const job of await campaignQueue.getFailed(0, -1)) {
      expect(job.opts.removeOnFail).toEqual(FAILED_JOBS_KEPT);
    }
    // Ben's failed job is gone already, as the retention removes old ones: his delivery, still
    // pending, has no job at all, and the sweeper must enqueue it again.
    const [bensJob] = (await campaignQueue.getFailed(0, -1)).filter(
      (job) => 'firstId' in job.data && job.data.firstId === batchOf('ben@jobs.test'),
    );
    await bensJob.remove();
    expect(await failedJobs(id)).toEqual(
      [batchOf('anna@jobs.test'), batchOf('carl@jobs.test')].sort((x, y) => x - y),
    );
    await stallAndSweep(id);

    expect(await finished(id)).toMatchObject({
      status: 'sent',
      progress: { sent: 3, pending: 0, failed: 0 },
    });
    expect(sink.messages.flatMap((m) => m.to).sort()).toEqual(['anna@jobs.test', 'ben@jobs.test']);
    // Carl's failed job is left as it was, for inspection.
    expect(await failedJobs(id)).toEqual([batchOf('carl@jobs.test')]);
  });

  it('leaves the deliveries of single-delivery jobs an earlier version queued to those jobs, and sends each message once', async () => {
    const worker = t.app.get(CampaignDeliveryWorker);
    await worker.pause();
    let id = 0;
    try {
      id = await send('Upgrade while sending', true);
      const [campaign] = (await db.query(
        'SELECT id, job_key AS "jobKey" FROM email_campaigns WHERE id = $1',
        [id],
      )) as { id: number; jobKey: string | null }[];
      const deliveries = await deliveryIds(id);
      // The queue as a version before batching left it: a job per delivery, still waiting. The send's
      // dispatch job queues this version's batches a moment after the send answers: wait for them (one
      // per delivery here) before taking them out, or they come in after.
      const batches = await eventually(
        async () => {
          const jobs = (await campaignQueue.getWaiting(0, -1)).filter(
            (job) => job.data.campaignId === id,
          );
          return jobs.length === ADDRESSES.length ? jobs : undefined;
        },
        20000,
        'the batches of the send',
      );
      for (const job of batches) await job.remove();
      const earlier = ['anna@jobs.test', 'carl@jobs.test'];
      for (const email of earlier) {
        await campaignQueue.add(
          'deliver',
          { campaignId: id, deliveryId: deliveries[email] },
          { jobId: `${id}-${campaign.jobKey}-${deliveries[email]}` },
        );
      }
      // Ben's job was lost: his delivery, pending, has none.
      // The worker was down for more than two minutes.
      const sweep = await stallAndSweep(id);
      await eventually(
        async () => ((await sweep.getState()) === 'completed' ? true : undefined),
        20000,
        'the sweep to run',
      );
      // Only Ben's delivery got a batch; Anna's and Carl's stay with their earlier jobs.
      const waiting = (await campaignQueue.getWaiting(0, -1))
        .filter((job) => job.data.campaignId === id)
        .map((job) => deliveryRangeOfJobId(campaign, job.id!))
        .sort((x, y) => x!.firstId - y!.firstId);
      expect(waiting).toEqual(
        [
          { firstId: deliveries['anna@jobs.test'], lastId: deliveries['anna@jobs.test'] },
          {
            firstId: deliveryBatchOf(deliveries['ben@jobs.test']),
            lastId: deliveryBatchOf(deliveries['ben@jobs.test']) + DELIVERY_BATCH - 1,
          },
          { firstId: deliveries['carl@jobs.test'], lastId: deliveries['carl@jobs.test'] },
        ].sort((x, y) => x.firstId - y.firstId),
      );
    } finally {
      worker.resume();
    }
    expect(await finished(id)).toMatchObject({
      status: 'sent',
      progress: { sent: 3, pending: 0, failed: 0 },
    });
    expect(sink.messages.flatMap((m) => m.to).sort()).toEqual(ADDRESSES);
  });
});
