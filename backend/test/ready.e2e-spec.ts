import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { eventually } from './support/email-fixtures';
import { createTestApp, TestApp } from './support/test-app';
import { withDatabase } from './support/test-database';

describe('/api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
  });
  afterAll(() => t.close());

  it('answers 200 ready when the database, the queue and the migrations are in order', async () => {
    const res = await request(t.server).get('/api/ready').expect(200);
    expect(res.body).toEqual({
      status: 'ready',
      checks: { database: { status: 'ok' }, queue: { status: 'ok' }, migrations: { status: 'ok' } },
    });
  });

  it('answers 503 naming the migrations check when one of this build is not applied', async () => {
    const db = t.app.get(DataSource);
    const [last] = (await db.query(
      'SELECT id, timestamp, name FROM migrations ORDER BY timestamp DESC LIMIT 1',
    )) as { id: number; timestamp: string; name: string }[];
    await db.query('DELETE FROM migrations WHERE id = $1', [last.id]);
    try {
      const res = await request(t.server).get('/api/ready').expect(503);
      expect(res.body.status).toBe('not-ready');
      expect(res.body.checks.database).toEqual({ status: 'ok' });
      expect(res.body.checks.queue).toEqual({ status: 'ok' });
      expect(res.body.checks.migrations).toEqual({
        status: 'failed',
        detail: `pending: ${last.name}`,
      });
      // /api/health stays the cheap liveness answer: the process is alive, only not ready.
      await request(t.server).get('/api/health').expect(200);
    } finally {
      await db.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [
        last.id,
        last.timestamp,
        last.name,
      ]);
    }
    await request(t.server).get('/api/ready').expect(200);
  });

  it('answers 503 naming the database check when the database does not answer', async () => {
    const name = new URL(t.databaseUrl).pathname.slice(1);
    const admin = new Client({ connectionString: withDatabase(t.databaseUrl, 'postgres') });
    await admin.connect();
    try {
      // New connections are refused and the pooled ones cut, as when the server goes away.
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      const res = await request(t.server).get('/api/ready').expect(503);
      expect(res.body.status).toBe('not-ready');
      expect(res.body.checks.database.status).toBe('failed');
      expect(res.body.checks.database.detail).toEqual(expect.any(String));
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await eventually(async () =>
      (await request(t.server).get('/api/ready')).status === 200 ? true : undefined,
    );
  });
});
