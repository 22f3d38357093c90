import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/** TEST_NAMESPACE keeps suites run side by side (several checkouts, one server) out of each other's way. */
const NAMESPACE = (process.env.TEST_NAMESPACE ?? '').replace(/[^a-z0-9_]/gi, '').toLowerCase();
export const TEMPLATE_DATABASE = NAMESPACE
  ? `ministry_test_template_${NAMESPACE}`
  : 'ministry_test_template';
/** Written by the global setup: the server every test file clones its database on. */
export const SERVER_INFO_FILE = join(
  tmpdir(),
  `ministry-test-server-${process.env.MINISTRY_TEST_RUN ?? 'local'}${NAMESPACE ? `-${NAMESPACE}` : ''}.json`,
);

export interface ServerInfo {
  /** A connection string to the server's maintenance database. */
  adminUrl: string;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database for one test file: a copy of the migrated template, dropped afterwards. */
export async function cloneTemplateDatabase(): Promise<{
  name: string;
  url: string;
  drop(): Promise<void>;
}> {
  const { adminUrl } = JSON.parse(readFileSync(SERVER_INFO_FILE, 'utf8')) as ServerInfo;
  const name = `ministry_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
