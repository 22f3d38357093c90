import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
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
import { findPgTools, pickPgTools, PgTools } from './pg-tools';

const run = promisify(execFile);

export const BACKUP_FORMAT = 'ministry-backup';
const DUMP_FILE = 'database.dump';
const MANIFEST_FILE = 'manifest.json';
const MEDIA_DIR = 'uploads';
const ARCHIVE_PREFIX = 'ministry-backup-';
/** Archives the schedule writes: the only ones its retention deletes. */
export const SCHEDULED_PREFIX = `${ARCHIVE_PREFIX}scheduled-`;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  createdAt: string;
  app: { name: string; version: string };
  database: {
    file: typeof DUMP_FILE;
    /** e.g. "15.20 (Debian 15.20-0+deb12u1)" */
    serverVersion: string;
    serverMajor: number;
    pgDumpVersion: string;
    pgDumpMajor: number;
    /** Names of the migrations applied, oldest first. */
    migrations: string[];
  };
  media:
    | { storage: 'local'; dir: typeof MEDIA_DIR; files: number; bytes: number }
    | { storage: 's3'; bucket: string; endpoint: string | null; note: string };
}

export class BackupError extends Error {}

export interface BackupTarget {
  databaseUrl: string;
  storage: StorageConfig;
  pgBinDir: string | undefined;
}

/**
 * Writes one archive into `outDir`: a custom-format pg_dump, the uploaded media (local storage) and a
 * manifest. It is written under a temporary name and renamed when complete, so a crash never leaves
 * something that looks like a backup.
 */
export async function createBackup(
  target: BackupTarget,
  outDir: string,
  options: { scheduled?: boolean } = {},
): Promise<{ file: string; manifest: BackupManifest }> {
  const server = await serverInfo(target.databaseUrl);
  const tools = pickPgTools(await findPgTools(target.pgBinDir), server.major, 0, target.pgBinDir);
  await mkdir(outDir, { recursive: true });
  const staging = await mkdtemp(join(tmpdir(), 'ministry-backup-'));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(outDir, `${options.scheduled ? SCHEDULED_PREFIX : ARCHIVE_PREFIX}${stamp}.tar`);
  const partial = `${file}.partial`;
  try {
    await pgRun(tools.pgDump, target.databaseUrl, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(staging, DUMP_FILE)}`,
    ]);
    const media = target.storage.s3
      ? undefined
      : await listFiles(target.storage.uploadsDir).catch(() => []);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      app: appVersion(),
      database: {
        file: DUMP_FILE,
        serverVersion: server.version,
        serverMajor: server.major,
        pgDumpVersion: tools.version,
        pgDumpMajor: tools.major,
        migrations: server.migrations,
      },
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
    await tar.create({ file: partial, cwd: staging, portable: true }, [MANIFEST_FILE, DUMP_FILE]);
    if (media?.length) {
      // Appended from where they are, not copied first: videos can be large.
      await tar.replace(
        { file: partial, cwd: target.storage.uploadsDir, prefix: MEDIA_DIR, portable: true },
        media.map((f) => f.path),
      );
    }
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/**
 * Restores an archive into `target`: refuses a database that has any table unless `force`, which
 * first drops every schema in it. Local media are copied back into the uploads folder.
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
    const server = await serverInfo(target.databaseUrl);
    await ensureEmpty(target.databaseUrl, options.force ?? false);
    const tools = pickPgTools(
      await findPgTools(target.pgBinDir),
      server.major,
      manifest.database.pgDumpMajor,
      target.pgBinDir,
    );
    await pgRun(tools.pgRestore, target.databaseUrl, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      join(staging, DUMP_FILE),
    ]);
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
  if (!existsSync(join(staging, DUMP_FILE))) throw new BackupError(`${file} has no ${DUMP_FILE}`);
  return manifest;
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
    const schemas = await client.query<{ name: string }>(
      `SELECT n.nspname AS name FROM pg_namespace n WHERE ${SYSTEM_SCHEMAS}`,
    );
    for (const { name } of schemas.rows)
      await client.query(`DROP SCHEMA "${name.replace(/"/g, '""')}" CASCADE`);
    await client.query('CREATE SCHEMA public');
  });
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
