import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackendProcess, freePort, startBackend, waitForHealth } from './support/backend-process';
import { SmtpSink } from './support/smtp-sink';

/** Line 1 of PostgreSQL's lock file: the pid of the server running on the folder. */
const postmasterPid = (dataDir: string) =>
  readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0];

/**
 * `npm start` on the embedded default, then a worker started apart (`node backend/dist/worker.js`)
 * with the same data folder: the worker connects to the embedded PostgreSQL the API runs instead of
 * starting a second server on the same folder.
 */
describe('a worker started apart on the embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ministry-embedded-'));
  const processes: BackendProcess[] = [];
  let api: BackendProcess;
  let baseUrl: string;
  let embeddedPort: number;

  beforeAll(async () => {
    embeddedPort = await freePort();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // No DATABASE_URL, no REDIS_URL: the embedded database, and the queue on it.
    api = startBackend(
      'main.js',
      {
        DATA_DIR: dataDir,
        EMBEDDED_POSTGRES_PORT: String(embeddedPort),
        PORT: String(port),
        HOST: '127.0.0.1',
        RUN_WORKERS: 'false',
        SEED_DEMO_CONTENT: 'false',
      },
      { name: 'api' },
    );
    processes.push(api);
    await waitForHealth(api, baseUrl, 120000);
  }, 130000);
  afterAll(async () => {
    for (const p of processes.reverse()) await p.stop(20000);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60000);

  it('connects to the server the API runs, sends the queued mail, and leaves the server running when stopped', async () => {
    const serverPid = postmasterPid(dataDir);
    const worker = startBackend(
      'worker.js',
      {
        DATA_DIR: dataDir,
        // Another configured port changes nothing: the running server's own port is used.
        EMBEDDED_POSTGRES_PORT: String(embeddedPort + 1),
        LOG_LEVEL: 'info',
      },
      { name: 'worker' },
    );
    processes.push(worker);
    await worker.waitForOutput(/Queue worker started/, 60000);
    expect(worker.tail(20000)).toContain(
      `Using the embedded PostgreSQL already running on ${join(dataDir, 'postgres')} (pid ${serverPid}, 127.0.0.1:${embeddedPort})`,
    );
    expect(postmasterPid(dataDir)).toBe(serverPid);

    // The welcome mail is queued by the API (which runs no consumers) and written by the worker.
    const res = await fetch(`${baseUrl}/api/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ruth', email: 'ruth@embedded.test' }),
    });
    expect(res.status).toBe(201);
    const outbox = join(dataDir, 'outbox');
    await worker.until(
      () =>
        existsSync(outbox) &&
        readdirSync(outbox).some((f) =>
          readFileSync(join(outbox, f), 'utf8').includes('ruth@embedded.test'),
        ),
      30000,
      'the welcome mail in the outbox',
    );

    await worker.stop(20000);
    expect(worker.child.exitCode).toBe(0);
    // The server belongs to the API: it still runs, and the API still answers.
    expect(postmasterPid(dataDir)).toBe(serverPid);
    await waitForHealth(api, baseUrl, 10000);
  }, 120000);

  it('SIGTERM to that worker while it sends lets the send finish, not the exit hook of embedded-postgres', async () => {
    const sink = await new SmtpSink(4000).start();
    try {
      const worker = startBackend(
        'worker.js',
        { DATA_DIR: dataDir, SMTP_URL: sink.url, LOG_LEVEL: 'info' },
        { name: 'sending worker' },
      );
      processes.push(worker);
      await worker.waitForOutput(/Queue worker started/, 60000);
      const res = await fetch(`${baseUrl}/api/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Naomi', email: 'naomi@embedded.test' }),
      });
      expect(res.status).toBe(201);
      await worker.until(() => sink.inFlight === 1, 30000, 'the welcome mail in flight');
      await worker.stop(30000);
      expect(worker.child.exitCode).toBe(0);
      expect(sink.received('naomi@embedded.test')).toHaveLength(1);
    } finally {
      await sink.close();
    }
  }, 120000);

  it('SIGTERM to the API runs its own graceful shutdown, which stops the server it owns last', async () => {
    await api.stop(30000);
    expect(api.child.exitCode).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 60000);
});
