import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { createConnection } from 'node:net';
import request from 'supertest';
import { PING_JOB, SYSTEM_QUEUE } from '../src/queue/queue.constants';
import { createTestApp, TestApp } from './support/test-app';

async function runPing(t: TestApp, echo: string): Promise<unknown> {
  const queue = t.app.get<Queue>(getQueueToken(SYSTEM_QUEUE));
  const job = await queue.add(PING_JOB, { echo });
  for (let i = 0; i < 200; i += 1) {
    // State first, then the job: a snapshot read before the state could predate the result.
    const state = await queue.getJobState(job.id!);
    if (state === 'completed' || state === 'failed') {
      const finished = await queue.getJob(job.id!);
      if (state === 'failed') throw new Error(finished?.failedReason);
      return finished?.returnvalue;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the ping job was not processed in 20 s');
}

function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

describe('queue on the PostgreSQL backend (the embedded default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: undefined } });
  });
  afterAll(() => t.close());

  it('carries a job from the API to a worker and back', async () => {
    expect(await runPing(t, 'through postgres')).toEqual({
      pong: true,
      echo: 'through postgres',
      processedBy: process.pid,
    });
  });

  it('reports database and queue in /api/health', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: 'up',
      queue: 'up',
      queueBackend: 'postgres',
    });
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('queue on Redis (REDIS_URL)', () => {
  let t: TestApp | undefined;
  beforeAll(async () => {
    if (!(await redisReachable(redisUrl))) {
      if (process.env.CI)
        throw new Error(`Redis is not reachable at ${redisUrl}; .ci/run should have started it`);
      return;
    }
    t = await createTestApp({ env: { REDIS_URL: redisUrl } });
  });
  afterAll(() => t?.close());

  it('carries a job from the API to a worker and back', async () => {
    if (!t) return console.warn(`skipped: no Redis at ${redisUrl}`);
    expect(await runPing(t, 'through redis')).toMatchObject({ pong: true, echo: 'through redis' });
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body.queueBackend).toBe('redis');
  });
});
