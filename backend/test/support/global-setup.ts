import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/config/app-config';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { runMigrations } from '../../src/database/migrate';
import { adminQuery, SERVER_INFO_FILE, TEMPLATE_DATABASE, withDatabase } from './test-database';

/** Picks the PostgreSQL server (DATABASE_URL's, or an embedded one), and migrates a template database on it. */
export default async function globalSetup(): Promise<void> {
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    const embedded = await startEmbeddedPostgres(join(REPO_ROOT, '.data', 'test'), 54330);
    (globalThis as { __embeddedPostgres?: { stop(): Promise<void> } }).__embeddedPostgres =
      embedded;
    adminUrl = withDatabase(embedded.url, 'postgres');
  }
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  await runMigrations(withDatabase(adminUrl, TEMPLATE_DATABASE));
  writeFileSync(SERVER_INFO_FILE, JSON.stringify({ adminUrl }));
}
