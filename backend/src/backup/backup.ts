import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
  chmod,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import * as tar from 'tar';
import { REPO_ROOT, StorageConfig } from '../config/app-config';
import { createDataSource } from '../database/data-source';
import { runMigrations } from '../database/migrate';
import { BackupError } from './backup-error';
import { loadLogicalDump, writeLogicalDump } from './logical-dump';
import { findPgTools, pickPgTools, PgTools, PgToolsError } from './pg-tools';

export { BackupError };

const run = promisify(execFile);

export const BACKUP_FORMAT = 'ministry-backup';
const DUMP_FILE = 'database.dump';
const LOGICAL_FILE = 'database.ndjson.gz';
/**
 * BullMQ's PostgreSQL backend (the queue without REDIS_URL) keeps its jobs in this schema of the
 * application database. Neither kind of dump holds it: like the queue on Redis, it is work in flight,
 * and the campaign sweeper re-dispatches what a restore leaves without its jobs.
 */
const QUEUE_SCHEMA = 'bullmq';
const MANIFEST_FILE = 'manifest.json';
const MEDIA_DIR = 'uploads';
const ARCHIVE_PREFIX = 'ministry-backup-';
/** Archives the schedule writes: the only ones its retention deletes. */
export const SCHEDULED_PREFIX = `${ARCHIVE_PREFIX}scheduled-`;

interface DatabaseInfo {
  /** e.g. "15.20 (Debian 15.20-0+deb12u1)" */
  serverVersion: string;
  serverMajor: number;
  /** Names of the migrations applied, oldest first. */
  migrations: string[];
}

/**
 * `pg_dump-custom` when a pg_dump of the server's major (or newer) is at hand; otherwise the app's own
 * `logical-json` dump (logical-dump.ts), which restores only into the same migrations. Archives made
 * before the second kind existed have no `format`: they are `pg_dump-custom`.
 */
export type DatabaseManifest =
  | (DatabaseInfo & {
      format: 'pg_dump-custom';
      file: typeof DUMP_FILE;
      pgDumpVersion: string;
      pgDumpMajor: number;
    })
  | (DatabaseInfo & {
      format: 'logical-json';
      file: typeof LOGICAL_FILE;
      /** Rows per table (`public.events`), checked after the load. */
      tables: Record<string, number>;
      sequences: number;
    });

/** Which dump to write: `auto` takes pg_dump when a fitting one is found, else the logical dump. */
export type DumpChoice = 'auto' | 'pg_dump' | 'logical';
export const DUMP_CHOICES: readonly DumpChoice[] = ['auto', 'pg_dump', 'logical'];

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  createdAt: string;
  app: { name: string; version: string };
  database: DatabaseManifest;
  media:
    | { storage: 'local'; dir: typeof MEDIA_DIR; files: number; bytes: number }
    | { storage: 's3'; bucket: string; endpoint: string | null; note: string };
}

export interface BackupTarget {
  databaseUrl: string;
  storage: StorageConfig;
  pgBinDir: string | undefined;
}

/** The backup folder, created if needed, open to its owner alone (an existing one is closed too). */
async function privateFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/**
 * Writes one archive into `outDir`: the database dump, the uploaded media (local storage) and a
 * manifest. It is written under a temporary name and renamed when complete, so a crash never leaves
 * something that looks like a backup. `fallback` says why the dump is the logical one, when it is.
 */
export async function createBackup(
  target: BackupTarget,
  outDir: string,
  options: { scheduled?: boolean; dump?: DumpChoice } = {},
): Promise<{ file: string; manifest: BackupManifest; fallback?: string }> {
  const server = await serverInfo(target.databaseUrl);
  const { tools, fallback } = await chooseDump(target, server.major, options.dump ?? 'auto');
  await privateFolder(outDir);
  const staging = await mkdtemp(join(tmpdir(), 'ministry-backup-'));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(outDir, `${options.scheduled ? SCHEDULED_PREFIX : ARCHIVE_PREFIX}${stamp}.tar`);
  const partial = `${file}.partial`;
  try {
    const info: DatabaseInfo = {
      serverVersion: server.version,
      serverMajor: server.major,
      migrations: server.migrations,
    };
    let database: DatabaseManifest;
    if (tools) {
      await pgRun(tools.pgDump, target.databaseUrl, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--exclude-schema=${QUEUE_SCHEMA}`,
        `--file=${join(staging, DUMP_FILE)}`,
      ]);
      database = {
        format: 'pg_dump-custom',
        file: DUMP_FILE,
        ...info,
        pgDumpVersion: tools.version,
        pgDumpMajor: tools.major,
      };
    } else {
      const dumped = await writeLogicalDump(target.databaseUrl, join(staging, LOGICAL_FILE));
      database = { format: 'logical-json', file: LOGICAL_FILE, ...info, ...dumped };
    }
    const media = target.storage.s3
      ? undefined
      : await listFiles(target.storage.uploadsDir).catch(() => []);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      app: appVersion(),
      database,
      media: target.storage.s3
        ? {
            storage: 's3',
            bucket: target.storage.s3.bucket,
            endpoint: target.storage.s3.endpoint ?? null,
            note: 'Media are stored in the S3 bucket and are not in this archive; back the bucket up with its own tools (versioning or replication).',
          }
        : {
            storage: 'local',
            dir: MEDIA_DIR,
            files: media!.length,
            bytes: media!.reduce((sum, f) => sum + f.size, 0),
          },
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // Every member's data and the password hashes: the owner's alone from the first byte, whatever
    // the umask (tar writes into the file that is already there, keeping its mode).
    await writeFile(partial, '', { mode: 0o600 });
    await chmod(partial, 0o600);
    await tar.create({ file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      database.file,
    ]);
    if (media?.length) {
      // Appended from where they are, not copied first: videos can be large.
      await tar.replace(
        { file: partial, cwd: target.storage.uploadsDir, prefix: MEDIA_DIR, portable: true },
        media.map((f) => f.path),
      );
    }
    await rename(partial, file);
    return { file, manifest, fallback };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/**
 * Restores an archive into `target`: refuses a database that has any table unless `force`, which
 * first drops every schema in it. A pg_dump archive is loaded by pg_restore; a logical dump by the
 * app, into the schema its migrations make, and only when they are the archive's. Either way a
 * failed load leaves the database empty. Local media are copied back into the uploads folder.
 */
export async function restoreBackup(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<{ manifest: BackupManifest; mediaFiles: number }> {
  if (!existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  const staging = await mkdtemp(join(tmpdir(), 'ministry-restore-'));
  try {
    // node-tar keeps every entry inside `cwd` (no absolute paths, no "..").
    await tar.extract({ file, cwd: staging, strict: true }).catch((error: Error) => {
      throw new BackupError(`${file} is not a readable backup archive: ${error.message}`);
    });
    const manifest = await readManifest(staging, file);
    const { database } = manifest;
    const dump = join(staging, database.file);
    if (database.format === 'logical-json') {
      await ensureSameMigrations(target.databaseUrl, manifest, file);
      await ensureEmpty(target.databaseUrl, options.force ?? false);
      try {
        await runMigrations(target.databaseUrl);
        await loadLogicalDump(target.databaseUrl, dump, database.tables);
      } catch (error) {
        // What the migrations made goes too: the database is left as empty as it was found.
        await withClient(target.databaseUrl, dropEverything).catch(() => undefined);
        throw error;
      }
    } else {
      const server = await serverInfo(target.databaseUrl);
      // Before anything is dropped: without the tools the archive cannot be restored at all.
      const tools = pickPgTools(
        await findPgTools(target.pgBinDir),
        server.major,
        database.pgDumpMajor,
        target.pgBinDir,
      );
      await ensureEmpty(target.databaseUrl, options.force ?? false);
      await pgRun(tools.pgRestore, target.databaseUrl, [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        dump,
      ]);
    }
    let mediaFiles = 0;
    const media = join(staging, MEDIA_DIR);
    if (manifest.media.storage === 'local' && existsSync(media)) {
      if (target.storage.s3)
        throw new BackupError(
          'The database was restored, but the archive holds local media and S3_BUCKET is set; unset it to restore the media to the uploads folder, or copy them into the bucket yourself.',
        );
      if (options.force) await rm(target.storage.uploadsDir, { recursive: true, force: true });
      await mkdir(target.storage.uploadsDir, { recursive: true });
      await cp(media, target.storage.uploadsDir, { recursive: true, force: true });
      mediaFiles = (await listFiles(media)).length;
    }
    return { manifest, mediaFiles };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Deletes the oldest scheduled archives in `dir` beyond `keep`; returns what it deleted. */
export async function pruneScheduledBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => []))
    .filter((n) => n.startsWith(SCHEDULED_PREFIX) && n.endsWith('.tar'))
    // ISO timestamps in the names sort by time.
    .sort()
    .reverse();
  const old = names.slice(keep);
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

async function readManifest(staging: string, file: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(staging, MANIFEST_FILE), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(
      `${file} has no readable ${MANIFEST_FILE}: not a backup of this platform`,
    );
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion !== 1)
    throw new BackupError(`${file} is not a ${BACKUP_FORMAT} archive of format version 1`);
  // Archives made before the logical dump existed name no format: they hold a pg_dump.
  const database = manifest.database as Omit<DatabaseManifest, 'format'> & { format?: string };
  const kind = database.format ?? 'pg_dump-custom';
  if (kind !== 'pg_dump-custom' && kind !== 'logical-json')
    throw new BackupError(`${file} holds a database dump of an unknown kind: ${kind}`);
  // The dump's name comes from its kind, never from the manifest: it names no other path.
  const dump = kind === 'logical-json' ? LOGICAL_FILE : DUMP_FILE;
  manifest.database = { ...database, format: kind, file: dump } as DatabaseManifest;
  if (!existsSync(join(staging, dump))) throw new BackupError(`${file} has no ${dump}`);
  return manifest;
}

/** The archive's pg_dump, or none (the logical dump), as `choice` and the tools found allow. */
async function chooseDump(
  target: BackupTarget,
  serverMajor: number,
  choice: DumpChoice,
): Promise<{ tools?: PgTools; fallback?: string }> {
  if (choice === 'logical') return {};
  try {
    return {
      tools: pickPgTools(await findPgTools(target.pgBinDir), serverMajor, 0, target.pgBinDir),
    };
  } catch (error) {
    if (choice === 'pg_dump' || !(error instanceof PgToolsError)) throw error;
    return {
      fallback:
        `No pg_dump for PostgreSQL ${serverMajor} here, so the archive holds the app's own logical dump, ` +
        `which npm run restore loads with this same version of the app. For a pg_dump archive, install ` +
        `the PostgreSQL ${serverMajor} client tools or set PG_BIN_DIR.`,
    };
  }
}

/** A logical dump holds rows, not a schema: the migrations that make it must be the archive's. */
async function ensureSameMigrations(
  url: string,
  manifest: BackupManifest,
  file: string,
): Promise<void> {
  const archived = manifest.database.migrations;
  const code = await codeMigrations(url);
  if (archived.join('\n') === code.join('\n')) return;
  const last = (list: string[]) => list[list.length - 1] ?? 'none';
  throw new BackupError(
    `${file} was made by ${manifest.app.name} ${manifest.app.version} with ${archived.length} migrations ` +
      `(the last ${last(archived)}); this version has ${code.length} (the last ${last(code)}). ` +
      `Its database is a logical dump, which restores only into the same migrations: restore it ` +
      `with ${manifest.app.name} ${manifest.app.version} (a newer version then migrates the ` +
      `database when it starts). Nothing was changed.`,
  );
}

/** The migrations of this build, in the order TypeORM runs them (by the timestamp ending each name). */
async function codeMigrations(url: string): Promise<string[]> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    const stamp = (name: string) => Number(name.slice(-13));
    return dataSource.migrations
      .map((m) => m.name ?? m.constructor.name)
      .sort((a, b) => stamp(a) - stamp(b));
  } finally {
    await dataSource.destroy();
  }
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function serverInfo(
  url: string,
): Promise<{ version: string; major: number; migrations: string[] }> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ version: string; num: string; table: string | null }>(
      `SELECT current_setting('server_version') AS version,
              current_setting('server_version_num') AS num,
              to_regclass('migrations')::text AS table`,
    );
    const migrations = rows[0].table
      ? (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY timestamp, id'))
          .rows
      : [];
    return {
      version: rows[0].version,
      major: Math.floor(Number(rows[0].num) / 10000),
      migrations: migrations.map((m) => m.name),
    };
  });
}

/** Schemas PostgreSQL itself owns; everything else belongs to the application. */
const SYSTEM_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;

async function ensureEmpty(url: string, force: boolean): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${SYSTEM_SCHEMAS}
       ORDER BY 1`,
    );
    if (rows.length === 0) return;
    const database = (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0]
      .db;
    if (!force)
      throw new BackupError(
        `Database "${database}" is not empty (${rows.length} tables and other relations, e.g. ${rows
          .slice(0, 3)
          .map((r) => r.name)
          .join(
            ', ',
          )}). Restore into an empty database, or pass --force to replace everything in it.`,
      );
    await dropEverything(client);
  });
}

/** Drops every schema of the database, then makes an empty `public`: a database as created. */
async function dropEverything(client: Client): Promise<void> {
  const schemas = await client.query<{ name: string }>(
    `SELECT n.nspname AS name FROM pg_namespace n WHERE ${SYSTEM_SCHEMAS}`,
  );
  for (const { name } of schemas.rows)
    await client.query(`DROP SCHEMA "${name.replace(/"/g, '""')}" CASCADE`);
  await client.query('CREATE SCHEMA public');
}

/** Runs a client tool on `url`, the password in the environment rather than on the command line. */
async function pgRun(binary: string, url: string, args: string[]): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  try {
    await run(binary, [`--dbname=${parsed.toString()}`, ...args], {
      env: { ...process.env, PGPASSWORD: password || process.env.PGPASSWORD },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${binary} failed: ${stderr || (error as Error).message}`);
  }
}

async function listFiles(root: string, sub = ''): Promise<{ path: string; size: number }[]> {
  const out: { path: string; size: number }[] = [];
  for (const entry of await readdir(join(root, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(root, rel)));
    else if (entry.isFile()) out.push({ path: rel, size: (await stat(join(root, rel))).size });
  }
  return out;
}

function appVersion(): { name: string; version: string } {
  try {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    return { name: pkg.name, version: pkg.version };
  } catch {
    return { name: 'ministry-platform', version: 'unknown' };
  }
}

export type { PgTools };
