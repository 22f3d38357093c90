import { getQueueToken } from '@nestjs/bullmq';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  type CounselingResponseCreatedEvent,
  DomainEvents,
} from '../src/common/events/domain-events';
import { EMAIL_QUEUE, EmailJobs } from '../src/modules/email/email.constants';
import { openMailJob } from '../src/modules/email/sending/sealed-mail-job';
import { AddressHash } from '../src/modules/email/unsubscribe/address-hash';
import { latestSignInMail, memberAgent } from './support/community';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

/**
 * Everything the queue stores, as text: every Redis key under the queue's prefix with its values, or
 * every row of the PostgreSQL backend's schema.
 */
async function storedQueue(t: TestApp, backend: 'redis' | 'postgres'): Promise<string> {
  const queue = t.app.get<Queue>(getQueueToken(EMAIL_QUEUE));
  if (backend === 'postgres') {
    const db = t.app.get(DataSource);
    const tables: { schemaname: string; tablename: string }[] = await db.query(
      "SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ('public', 'pg_catalog', 'information_schema')",
    );
    expect(tables.length).toBeGreaterThan(0);
    const parts: string[] = [];
    for (const { schemaname, tablename } of tables) {
      const rows: { row: string }[] = await db.query(
        `SELECT row_to_json(t)::text AS row FROM "${schemaname}"."${tablename}" t`,
      );
      parts.push(...rows.map((r) => r.row));
    }
    return parts.join('\n');
  }
  const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true });
  await redis.connect();
  try {
    const parts: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(
        cursor,
        'MATCH',
        `${queue.opts.prefix}:*`,
        'COUNT',
        500,
      );
      for (const key of keys) {
        const type = await redis.type(key);
        const value =
          type === 'hash'
            ? await redis.hgetall(key)
            : type === 'string'
              ? await redis.get(key)
              : type === 'list'
                ? await redis.lrange(key, 0, -1)
                : type === 'zset'
                  ? await redis.zrange(key, 0, -1)
                  : type === 'set'
                    ? await redis.smembers(key)
                    : type === 'stream'
                      ? await redis.xrange(key, '-', '+')
                      : null;
        parts.push(key, JSON.stringify(value));
      }
      cursor = next;
    } while (cursor !== '0');
    expect(parts.length).toBeGreaterThan(0);
    return parts.join('\n');
  } finally {
    redis.disconnect();
  }
}

const BACKENDS: ('postgres' | 'redis')[] = process.env.REDIS_URL
  ? ['postgres', 'redis']
  : ['postgres'];

describe.each(BACKENDS)('the e-mail queue holds no personal data or secret (%s)', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    // No worker: the jobs wait in the queue, as they do while SMTP is down.
    t = await createTestApp({
      workers: false,
      env: backend === 'postgres' ? { REDIS_URL: undefined } : {},
    });
  });
  afterAll(() => t.close());

  it('keeps a sign-in e-mail waiting without its token, code, name or address; the worker can open it', async () => {
    const { email } = await memberAgent(t, { firstName: 'Lydia', lastName: 'Thyatira' });
    await request(t.server).post('/api/community/login').send({ email }).expect(202);
    const mail = await latestSignInMail(t, email);

    const stored = await storedQueue(t, backend);
    expect(stored).toContain(EmailJobs.memberSignIn);
    for (const secret of [mail.token, `"${mail.code}"`, `\\"${mail.code}\\"`, email, 'Lydia']) {
      expect(stored).not.toContain(secret);
    }
    // What a retry needs is there: the worker opens the job to the same e-mail.
    const jobs = await t.app
      .get<Queue>(getQueueToken(EMAIL_QUEUE))
      .getJobs(['waiting', 'prioritized', 'delayed']);
    const opened = jobs
      .filter((job) => job.name === EmailJobs.memberSignIn)
      .map((job) => openMailJob<{ signInId: number; link: string; code: string }>(job.data));
    expect(opened).toContainEqual(
      expect.objectContaining({ signInId: mail.signInId, link: mail.link, code: mail.code }),
    );
  });

  it("removes an erased member's e-mails from the queue: sign-in links, a counseling answer", async () => {
    const { email, id } = await memberAgent(t, { firstName: 'Dorcas', lastName: 'Joppa' });
    await request(t.server).post('/api/community/login').send({ email }).expect(202);
    const answer: CounselingResponseCreatedEvent = {
      counselingRequestId: 999_001,
      responseId: 999_002,
      name: 'Dorcas Joppa',
      email: email.toUpperCase(),
      category: 'Grief and Loss',
      preferredContact: 'email',
      message: 'We pray with you.',
    };
    await t.app.get(EventEmitter2).emitAsync(DomainEvents.counselingResponseCreated, answer);
    const address = t.app.get(AddressHash).of(email);
    const before = await storedQueue(t, backend);
    expect(before).toContain(address);
    expect(before).not.toContain('Grief and Loss');

    const { agent: admin } = await signedInAgent(t, { isAdmin: true });
    await admin.delete(`/api/community/members/${id}`).expect(204);

    const after = await storedQueue(t, backend);
    for (const trace of [address, email, 'Dorcas', 'Grief and Loss', `"memberId":${id},`]) {
      expect(after).not.toContain(trace);
    }
    const left = await t.app
      .get<Queue>(getQueueToken(EMAIL_QUEUE))
      .getJobs(['waiting', 'prioritized', 'delayed', 'completed', 'failed']);
    expect(left.filter((job) => job.data?.memberId === id)).toEqual([]);
  });
});
