import { getQueueToken } from '@nestjs/bullmq';
import { ModulesContainer } from '@nestjs/core';
import { Queue, Worker } from 'bullmq';
import request from 'supertest';
import { PING_JOB, SYSTEM_QUEUE } from '../src/queue/queue.constants';
import { QUEUES } from '../src/queue/queues';
import { eventually } from './support/email-fixtures';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

/** Fails `count` ping jobs with the given error, through a worker of our own that then stops. */
async function failJobs(queue: Queue, count: number, error: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1)
    ids.push((await queue.add(PING_JOB, { echo: `job ${i}` }, { attempts: 1 })).id!);
  const worker = new Worker(
    queue.name,
    async () => {
      throw new Error(error);
    },
    { connection: queue.opts.connection, prefix: queue.opts.prefix },
  );
  try {
    await eventually(async () => ((await queue.getFailedCount()) >= count ? true : undefined));
  } finally {
    await worker.close();
  }
  return ids;
}

describe('queues in the admin dashboard (/api/admin/system/queues)', () => {
  let t: TestApp;
  let admin: Agent;
  let queue: Queue;

  beforeAll(async () => {
    // No consumers in this process: a retried job stays waiting where the test can see it.
    t = await createTestApp({ workers: false });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    queue = t.app.get<Queue>(getQueueToken(SYSTEM_QUEUE));
  });
  afterAll(() => t.close());

  it('lists every queue with its counts', async () => {
    const res = await admin.get('/api/admin/system/queues').expect(200);
    expect(res.body.map((q: { name: string }) => q.name)).toEqual([
      'system',
      'content',
      'email',
      'email-campaign',
      'email-automations',
      'imports',
      'registrations',
      'giving',
    ]);
    expect(res.body[0].counts).toEqual({
      waiting: 0,
      active: 0,
      failed: 0,
      delayed: 0,
      completed: 0,
    });
  });

  it('lists exactly the queues the modules register (the core names them, features use them)', () => {
    const prefix = getQueueToken('x').slice(0, -1);
    const registered = new Set<string>();
    for (const module of t.app.get(ModulesContainer).values())
      for (const token of module.providers.keys())
        if (typeof token === 'string' && token.startsWith(prefix))
          registered.add(token.slice(prefix.length));
    expect([...registered].sort()).toEqual([...QUEUES].sort());
  });

  it('shows failed jobs with their errors, paged, newest first', async () => {
    const ids = await failJobs(queue, 3, 'SMTP relay said 554 no');
    const summary = (await admin.get('/api/admin/system/queues').expect(200)).body;
    expect(summary[0].counts.failed).toBe(3);

    const first = await admin
      .get('/api/admin/system/queues/system/failed?page=1&pageSize=2')
      .expect(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.items[0]).toEqual({
      id: expect.any(String),
      name: PING_JOB,
      failedReason: 'SMTP relay said 554 no',
      attemptsMade: 1,
      createdAt: expect.any(String),
      failedAt: expect.any(String),
    });
    const second = await admin
      .get('/api/admin/system/queues/system/failed?page=2&pageSize=2')
      .expect(200);
    expect(second.body.items).toHaveLength(1);
    const seen = [...first.body.items, ...second.body.items].map((j: { id: string }) => j.id);
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('retries one failed job: it leaves the failed list and waits again', async () => {
    const page = (await admin.get('/api/admin/system/queues/system/failed').expect(200)).body;
    const id = page.items[0].id as string;
    expect(
      (await admin.post(`/api/admin/system/queues/system/failed/${id}/retry`).expect(200)).body,
    ).toEqual({ retried: 1 });
    expect(await queue.getJobState(id)).toBe('waiting');
    const after = (await admin.get('/api/admin/system/queues/system/failed').expect(200)).body;
    expect(after.total).toBe(2);
    expect(after.items.map((j: { id: string }) => j.id)).not.toContain(id);
    // Retrying it again: it is no longer failed.
    const again = await admin
      .post(`/api/admin/system/queues/system/failed/${id}/retry`)
      .expect(404);
    expect(again.body.message).toBe('There is no failed job with this id in this queue.');
  });

  it('retries all failed jobs of a queue', async () => {
    expect(
      (await admin.post('/api/admin/system/queues/system/failed/retry').expect(200)).body,
    ).toEqual({ retried: 2 });
    await eventually(async () => ((await queue.getFailedCount()) === 0 ? true : undefined));
    const summary = (await admin.get('/api/admin/system/queues').expect(200)).body;
    expect(summary[0].counts).toMatchObject({ failed: 0, waiting: 3 });
  });

  it('answers 404 for an unknown queue and 400 for a bad page', async () => {
    const unknown = await admin.get('/api/admin/system/queues/nope/failed').expect(404);
    expect(unknown.body.message).toBe('There is no such queue.');
    await admin.post('/api/admin/system/queues/nope/failed/retry').expect(404);
    await admin.post('/api/admin/system/queues/nope/failed/1/retry').expect(404);
    const bad = await admin.get('/api/admin/system/queues/system/failed?page=0').expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('The page must be a whole number');
    await admin.get('/api/admin/system/queues/system/failed?pageSize=500').expect(400);
    await admin.get('/api/admin/system/queues/system/failed?page=abc').expect(400);
  });

  it('is for administrators only', async () => {
    await request(t.server).get('/api/admin/system/queues').expect(401);
    const { agent: user } = await signedInAgent(t, { isAdmin: false });
    await user.get('/api/admin/system/queues').expect(403);
    await user.post('/api/admin/system/queues/system/failed/retry').expect(403);
  });
});
