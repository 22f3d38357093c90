import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { createHttpApp, prepareDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config/app-config';
import { CONTENT_CHANNEL } from '../src/modules/content-cache/content-changes.repository';
import {
  ContentChangesService,
  ContentTopic,
} from '../src/modules/content-cache/content-changes.service';
import { PING_JOB, SYSTEM_QUEUE } from '../src/queue/queue.constants';
import { adminQuery, SERVER_INFO_FILE, ServerInfo, withDatabase } from './support/test-database';

/**
 * Behind a transaction-mode pooler, DATABASE_URL cannot hold a session: LISTEN/NOTIFY and the
 * migration lock go through DATABASE_DIRECT_URL. Without a pooler here, DATABASE_URL is a role that may
 * not create tables (as migrations must) and each URL names itself in `application_name`, so the test
 * sees which connection does what.
 */
describe('DATABASE_DIRECT_URL: migrations and LISTEN/NOTIFY past a pooler', () => {
  const { adminUrl } = JSON.parse(readFileSync(SERVER_INFO_FILE, 'utf8')) as ServerInfo;
  const suffix = randomBytes(5).toString('hex');
  const database = `ministry_test_direct_${suffix}`;
  const role = `ministry_pooled_${suffix}`;
  const directUrl = new URL(withDatabase(adminUrl, database));
  directUrl.searchParams.set('application_name', 'ministry-direct');
  const pooledUrl = new URL(directUrl);
  pooledUrl.username = role;
  pooledUrl.password = '';
  pooledUrl.searchParams.set('application_name', 'ministry-pooled');
  let app: NestExpressApplication | undefined;
  let db: Client;

  beforeAll(async () => {
    await adminQuery(adminUrl, `CREATE DATABASE "${database}"`);
    await adminQuery(adminUrl, `CREATE ROLE "${role}" LOGIN`);
    db = new Client({ connectionString: directUrl.toString() });
    await db.connect();
  });
  afterAll(async () => {
    await app?.close();
    await db?.end();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await adminQuery(adminUrl, `DROP ROLE IF EXISTS "${role}"`);
  });

  it('runs the migrations, holds the LISTEN sessions and carries the PostgreSQL queue on the direct URL', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
      SERVE_FRONTENDS: 'false',
      DATABASE_URL: pooledUrl.toString(),
      DATABASE_DIRECT_URL: directUrl.toString(),
      QUEUE_PREFIX: `test-${database}`,
    });
    // The pooled role may not create tables: only the direct connection can migrate.
    const resolved = await prepareDatabase(config);
    const { rows: owners } = await db.query(
      "SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname = 'public'",
    );
    expect(owners).toEqual([{ owner: 'postgres' }]);

    // What the application reads and writes goes through the pooled URL, as in production.
    await db.query(`GRANT ALL ON ALL TABLES IN SCHEMA public TO "${role}"`);
    await db.query(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO "${role}"`);
    app = await createHttpApp(
      {
        config,
        databaseUrl: resolved.url,
        databaseDirectUrl: resolved.directUrl,
        embeddedDatabase: false,
      },
      { workers: true },
    );
    await app.init();

    const { rows: sessions } = await db.query<{ user: string; name: string; query: string }>(
      `SELECT usename AS user, application_name AS name, query FROM pg_stat_activity
        WHERE datname = $1 AND query ILIKE 'LISTEN%'`,
      [database],
    );
    expect(sessions.map((s) => s.query)).toContain(`LISTEN ${CONTENT_CHANNEL}`);
    for (const session of sessions) {
      expect(session).toMatchObject({ user: 'postgres', name: 'ministry-direct' });
    }

    // A change announced through the pooled URL reaches the listener on the direct one.
    const heard: ContentTopic[] = [];
    app.get(ContentChangesService).onChange((topics) => heard.push(...topics));
    const pooled = new Client({ connectionString: pooledUrl.toString() });
    await pooled.connect();
    await pooled.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, 'events']);
    await pooled.end();
    for (let i = 0; i < 50 && !heard.includes('events'); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(heard).toContain('events');

    // The queue on PostgreSQL (no REDIS_URL) works, on the direct URL.
    const queue = app.get<Queue>(getQueueToken(SYSTEM_QUEUE));
    const job = await queue.add(PING_JOB, { echo: 'direct' });
    for (let i = 0; i < 100 && (await queue.getJobState(job.id!)) !== 'completed'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await queue.getJob(job.id!))?.returnvalue).toMatchObject({ echo: 'direct' });
  });
});
