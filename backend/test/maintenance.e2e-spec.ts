import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MAINTENANCE_EVERY_MS, MAINTENANCE_JOB, SYSTEM_QUEUE } from '../src/queue/queue.constants';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

const HOUR = 3600 * 1000;

/** The first bytes of an MP4 file ('ftyp' box), then filler. */
function mp4(size: number): Buffer {
  const data = Buffer.alloc(size, 7);
  Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(data);
  return data;
}

/** Sets a file's modification time `ms` into the past. */
function age(path: string, ms: number): void {
  const then = new Date(Date.now() - ms);
  utimesSync(path, then, then);
}

/**
 * The scheduled maintenance job (a repeatable job of the system queue): removes uploaded videos no
 * campaign uses after a grace period of 24 hours, unfinished uploads, and rate-limit and sign-in
 * counters whose time has passed.
 */
describe('scheduled maintenance', () => {
  let t: TestApp;
  let admin: Agent;
  let queue: Queue;
  const dataDir = mkdtempSync(join(tmpdir(), 'ministry-maintenance-'));
  const videosDir = join(dataDir, 'uploads', 'videos');

  async function upload(): Promise<{ id: string; videoUrl: string }> {
    const { uploadURL, videoUrl } = (await admin.post('/api/objects/video-upload').expect(200))
      .body as { uploadURL: string; videoUrl: string };
    await request(t.server).put(uploadURL).set('Content-Type', 'video/mp4').send(mp4(2048));
    return { id: videoUrl.split('/').pop()!, videoUrl };
  }

  async function runMaintenance(): Promise<unknown> {
    const job = await queue.add(MAINTENANCE_JOB, {});
    for (let i = 0; i < 200; i += 1) {
      const state = await queue.getJobState(job.id!);
      if (state === 'completed' || state === 'failed') {
        const finished = await queue.getJob(job.id!);
        if (state === 'failed') throw new Error(finished?.failedReason);
        return finished?.returnvalue;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the maintenance job was not processed in 20 s');
  }

  beforeAll(async () => {
    t = await createTestApp({
      env: { DATA_DIR: dataDir, LOGIN_THROTTLE_WINDOW_SECONDS: '900' },
    });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    queue = t.app.get<Queue>(getQueueToken(SYSTEM_QUEUE));
  });
  afterAll(() => t.close());

  it('is a repeatable job owned by the queue, every hour', async () => {
    const scheduler = await queue.getJobScheduler(MAINTENANCE_JOB);
    expect(scheduler).toMatchObject({ name: MAINTENANCE_JOB, every: MAINTENANCE_EVERY_MS });
  });

  it('removes videos no campaign uses after 24 hours, and unfinished uploads', async () => {
    const used = await upload();
    const unusedOld = await upload();
    const unusedNew = await upload();
    const template = (
      await admin
        .post('/api/email/templates')
        .send({ name: 'T', subject: 'S', message: 'M' })
        .expect(201)
    ).body as { id: number };
    await admin
      .post('/api/email/campaigns')
      .send({ name: 'With video', templateId: template.id, videoMessageUrl: used.videoUrl })
      .expect(201);
    // An upload abandoned two days ago, and one under way now.
    const stalePart = join(videosDir, '11111111-1111-4111-8111-111111111111.part');
    const currentPart = join(videosDir, '22222222-2222-4222-8222-222222222222.part');
    writeFileSync(stalePart, mp4(100));
    writeFileSync(currentPart, mp4(100));
    for (const name of readdirSync(videosDir)) {
      if (!name.startsWith(unusedNew.id) && name !== '22222222-2222-4222-8222-222222222222.part')
        age(join(videosDir, name), 48 * HOUR);
    }
    age(join(videosDir, unusedNew.id), 23 * HOUR);

    expect(await runMaintenance()).toMatchObject({ unusedVideos: 1, unfinishedUploads: 1 });
    expect(existsSync(join(videosDir, unusedOld.id))).toBe(false);
    expect(existsSync(join(videosDir, `${unusedOld.id}.json`))).toBe(false);
    await request(t.server).get(unusedOld.videoUrl).expect(404);
    expect(existsSync(stalePart)).toBe(false);
    // Kept: the video a campaign uses (however old), the recent one, the upload under way.
    await request(t.server).get(used.videoUrl).expect(200);
    await request(t.server).get(unusedNew.videoUrl).expect(200);
    expect(existsSync(currentPart)).toBe(true);
  });

  it('prunes sign-in counters whose time has passed, and keeps those still counting or blocking', async () => {
    const db = t.app.get(DataSource);
    const now = Date.now();
    await db.query(
      `INSERT INTO rate_limits (key, points, expire) VALUES
         ('login-address:old-window', 3, $1), ('login-account:7|old-block', 9, $2),
         ('login-account:7|still-blocked', 9, $3), ('login-address:current', 2, $4)`,
      [now - 2 * HOUR, now - 3 * HOUR, now + 30 * 60 * 1000, now + 5 * 60 * 1000],
    );
    expect(await runMaintenance()).toMatchObject({ rateLimits: 2 });
    const left: { key: string }[] = await db.query(
      `SELECT key FROM rate_limits WHERE key LIKE 'login-%' ORDER BY key`,
    );
    expect(left.map((r) => r.key)).toEqual([
      'login-account:7|still-blocked',
      'login-address:current',
    ]);
    await db.query(`DELETE FROM rate_limits WHERE key LIKE 'login-%'`);
  });

  it('prunes public write counters whose window ended over an hour ago', async () => {
    const db = t.app.get(DataSource);
    const now = Date.now();
    await db.query(
      `INSERT INTO rate_limits (key, points, expire) VALUES
         ('subscribe:old', 3, $1), ('subscribe:recent', 3, $2), ('subscribe:open', 1, $3)`,
      [now - 2 * HOUR, now - 10 * 60 * 1000, now + 5 * 60 * 1000],
    );
    expect(await runMaintenance()).toMatchObject({ rateLimits: 1 });
    const left: { key: string }[] = await db.query('SELECT key FROM rate_limits ORDER BY key');
    expect(left.map((r) => r.key)).toEqual(['subscribe:open', 'subscribe:recent']);
  });
});
