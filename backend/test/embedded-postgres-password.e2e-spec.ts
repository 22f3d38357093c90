import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { embeddedDatabaseUrl } from '../src/database/resolve-database';
import {
  BACKEND_DIST,
  BackendProcess,
  freePort,
  startBackend,
  waitForHealth,
} from './support/backend-process';

/** The well-known password every embedded cluster had before it was generated. */
const WELL_KNOWN = (port: number, database = 'postgres') =>
  `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;

async function query<T extends object>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** PostgreSQL's refusal code for a connection with the wrong password, or 'connected'. */
async function signIn(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    return 'connected';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The embedded server alone, in a process of its own (the package is ESM), as `npm start` starts it. */
async function embeddedServer(dataDir: string, port: number): Promise<() => Promise<void>> {
  const script = `
    (async () => {
      const { startEmbeddedPostgres } = await import(${JSON.stringify(join(BACKEND_DIST, 'database', 'embedded-postgres.js'))});
      const db = await startEmbeddedPostgres(${JSON.stringify(dataDir)}, ${port});
      process.stdout.write('READY\\n');
      process.stdin.on('end', () => db.stop().then(() => process.exit(0)));
      process.stdin.resume();
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`embedded server exited (${code}):\n${output}`)));
  });
  return async () => {
    child.stdin.end();
    await exited;
  };
}

describe("the embedded PostgreSQL's superuser password", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ministry-embedded-password-'));
  const passwordFile = join(dataDir, 'postgres-password');
  let pgPort: number;
  let app: BackendProcess | undefined;

  beforeAll(async () => {
    pgPort = await freePort();
  });
  afterAll(async () => {
    await app?.stop(20000);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60000);

  it('is generated into DATA_DIR (0600) at the first start; the well-known one is refused', async () => {
    const stop = await embeddedServer(dataDir, pgPort);
    try {
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      const password = readFileSync(passwordFile, 'utf8').trim();
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect(await signIn(WELL_KNOWN(pgPort))).toBe('28P01');
      expect(await signIn(WELL_KNOWN(pgPort, 'ministry'))).toBe('28P01');
      expect(await signIn(embeddedDatabaseUrl(dataDir, pgPort))).toBe('connected');

      // What an earlier version left: a cluster on the well-known password, with data, and no file.
      const url = embeddedDatabaseUrl(dataDir, pgPort);
      await query(url, 'CREATE TABLE kept (id int PRIMARY KEY, name text)');
      await query(url, "INSERT INTO kept VALUES (1, 'Ruth'), (2, 'Naomi')");
      await query(url, "ALTER ROLE postgres WITH PASSWORD 'postgres'");
    } finally {
      await stop();
    }
    rmSync(passwordFile);
  }, 120000);

  it("is changed in place on an earlier version's cluster at the app's first start, every row kept", async () => {
    const port = await freePort();
    app = startBackend(
      'main.js',
      {
        DATA_DIR: dataDir,
        EMBEDDED_POSTGRES_PORT: String(pgPort),
        PORT: String(port),
        HOST: '127.0.0.1',
        RUN_WORKERS: 'false',
        SEED_DEMO_CONTENT: 'false',
      },
      { name: 'api' },
    );
    await waitForHealth(app, `http://127.0.0.1:${port}`, 120000);
    expect(existsSync(passwordFile)).toBe(true);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(await signIn(WELL_KNOWN(pgPort))).toBe('28P01');
    const url = embeddedDatabaseUrl(dataDir, pgPort);
    expect(await query(url, 'SELECT id, name FROM kept ORDER BY id')).toEqual([
      { id: 1, name: 'Ruth' },
      { id: 2, name: 'Naomi' },
    ]);
    await app.stop(20000);
    app = undefined;
  }, 150000);
});
