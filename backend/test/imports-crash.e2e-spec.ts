import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../src/config/app-config';
import { BackendProcess, startBackend } from './support/backend-process';
import { eventually } from './support/email-fixtures';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

const ROWS = 20_000;

/**
 * docs/imports.md, "Run": a worker process killed with SIGKILL in the middle of an import, then a
 * new one started. The run is one transaction: at the kill nothing of it is in the database (no
 * member, no report row: never a partial batch), and the job's retry on the new worker runs the file
 * again to the exact final counts, each row reported once.
 */
describe('a worker process killed mid-import (SIGKILL) and restarted', () => {
  let t: TestApp;
  let config: AppConfig;
  let db: DataSource;
  let admin: Agent;
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
      },
      { name: `worker ${workers.length + 1}`, echo: true },
    );
    workers.push(worker);
    return worker;
  }

  const count = async (sql: string, ...params: unknown[]) =>
    Number((await db.query(sql, params))[0].n);
  const imported = () =>
    count(
      "SELECT count(*)::int AS n FROM community_members WHERE email LIKE '%@crash-import.test'",
    );

  beforeAll(async () => {
    // The API process only: the import runs in the worker processes started below.
    t = await createTestApp({ workers: false });
    config = t.app.get<AppConfig>(APP_CONFIG);
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.kill()));
    await t?.close();
  });

  it('leaves nothing at the kill, then completes to the exact counts on the new worker', async () => {
    const lines = ['First Name,Last Name,Email,City'];
    for (let n = 1; n <= ROWS; n++)
      lines.push(`Member,No. ${n},member${n}@crash-import.test,City ${n % 97}`);
    const upload = await admin
      .post('/api/admin/imports')
      .query({ fileName: 'crash.csv' })
      .set('Content-Type', 'text/csv')
      .send(Buffer.from(lines.join('\r\n') + '\r\n'))
      .expect(201);
    const id = upload.body.id as number;
    await admin
      .post(`/api/admin/imports/${id}/run`)
      .send({ mapping: upload.body.mapping })
      .expect(202);

    const first = startWorker();
    // Mid-run: the progress (written outside the run's transaction) shows rows written.
    let last: unknown;
    const mid = await eventually(
      async () => {
        const body = (await admin.get(`/api/admin/imports/${id}`).expect(200)).body;
        last = body;
        return body.status === 'running' && body.processedRows >= 1000 ? body : undefined;
      },
      120_000,
      'the run to be under way',
    ).catch((error: unknown) => {
      console.log('import crash test: last state', last, '\nworker output:\n', first.tail());
      throw error;
    });
    await first.kill();
    console.log(`import crash test: killed at ${mid.processedRows} of ${ROWS} rows`);
    expect(mid.processedRows).toBeLessThan(ROWS);
    // Rolled back with the connection: no member and no report row of the run.
    expect(await imported()).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM import_rows WHERE import_id = $1', id)).toBe(
      0,
    );

    startWorker();
    const done = await eventually(
      async () => {
        const body = (await admin.get(`/api/admin/imports/${id}`).expect(200)).body;
        return body.status === 'completed' || body.status === 'failed' ? body : undefined;
      },
      150_000,
      'the import to complete on the new worker',
    );
    expect(done).toMatchObject({
      status: 'completed',
      processedRows: ROWS,
      counts: { create: ROWS, update: 0, skip: 0, error: 0 },
    });
    expect(await imported()).toBe(ROWS);
    expect(
      await count(
        'SELECT count(DISTINCT row_number)::int AS n FROM import_rows WHERE import_id = $1',
        id,
      ),
    ).toBe(ROWS);
    expect(await count('SELECT count(*)::int AS n FROM import_rows WHERE import_id = $1', id)).toBe(
      ROWS,
    );
  }, 330_000);
});
