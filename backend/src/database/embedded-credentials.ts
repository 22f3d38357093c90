import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

/** The embedded server's superuser. */
export const EMBEDDED_USER = 'postgres';
/** The application database on the embedded server. */
export const EMBEDDED_DATABASE = 'ministry';
/** The file in DATA_DIR holding the superuser's password (mode 0600), generated at the first start. */
export const EMBEDDED_PASSWORD_FILE = 'postgres-password';
/**
 * The password of every cluster made before the generated one: the well-known `postgres`. A superuser
 * can run programs as the server's OS user (`COPY … FROM PROGRAM`), so the first start of a newer
 * version changes it in place (`ensureEmbeddedPassword`).
 */
export const LEGACY_EMBEDDED_PASSWORD = 'postgres';

/** PostgreSQL's "password authentication failed". */
const INVALID_PASSWORD = '28P01';

/**
 * The superuser's password of the embedded server on `dataDir`: read from `postgres-password`, or
 * generated into it (0600) when there is none. Two processes starting at once agree: only one file is
 * created (`wx`), the other reads it.
 */
export function embeddedPassword(dataDir: string): string {
  const file = join(dataDir, EMBEDDED_PASSWORD_FILE);
  try {
    return readPassword(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const password = randomBytes(24).toString('hex');
  try {
    writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return password;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readPassword(file);
  }
}

function readPassword(file: string): string {
  const password = readFileSync(file, 'utf8').trim();
  if (!password) throw new Error(`${file} is empty: delete it only together with the cluster`);
  return password;
}

/** The address of a database on the embedded server, with the given password. */
export function embeddedUrl(
  port: number,
  password: string,
  database: string = EMBEDDED_DATABASE,
): string {
  return `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** The address of the embedded server's application database (the password from `dataDir`). */
export function embeddedDatabaseUrl(dataDir: string, port: number): string {
  return embeddedUrl(port, embeddedPassword(dataDir));
}

const isInvalidPassword = (error: unknown) =>
  (error as { code?: string } | null)?.code === INVALID_PASSWORD;

/**
 * Makes the running embedded server take the generated password: a cluster made by an earlier version
 * still has the well-known one, which is changed in place (no row is touched). Returns whether it
 * had to be changed.
 */
export async function ensureEmbeddedPassword(dataDir: string, port: number): Promise<boolean> {
  const password = embeddedPassword(dataDir);
  const current = new Client({ connectionString: embeddedUrl(port, password, 'postgres') });
  try {
    await current.connect();
    return false;
  } catch (error) {
    if (!isInvalidPassword(error)) throw error;
  } finally {
    await current.end().catch(() => undefined);
  }
  const legacy = new Client({
    connectionString: embeddedUrl(port, LEGACY_EMBEDDED_PASSWORD, 'postgres'),
  });
  try {
    await legacy.connect();
  } catch (error) {
    if (!isInvalidPassword(error)) throw error;
    throw new Error(
      `The embedded PostgreSQL refuses the password in ${join(dataDir, EMBEDDED_PASSWORD_FILE)}: ` +
        'was the file replaced or deleted? Put back the one made with this cluster.',
      { cause: error },
    );
  }
  try {
    await legacy.query(
      `ALTER ROLE ${EMBEDDED_USER} WITH PASSWORD ${legacy.escapeLiteral(password)}`,
    );
  } finally {
    await legacy.end();
  }
  return true;
}

/**
 * The application database's address on an embedded server another process runs: with the generated
 * password, or the well-known one while an earlier version's process still runs it unchanged (that
 * process's next start changes it; this one, not the owner, leaves it).
 */
export async function runningEmbeddedUrl(
  dataDir: string,
  port: number,
  database: string = EMBEDDED_DATABASE,
): Promise<string> {
  const url = embeddedUrl(port, embeddedPassword(dataDir), database);
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch (error) {
    if (!isInvalidPassword(error)) throw error;
    return embeddedUrl(port, LEGACY_EMBEDDED_PASSWORD, database);
  } finally {
    await client.end().catch(() => undefined);
  }
}
