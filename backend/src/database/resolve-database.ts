import { Client } from 'pg';
import { AppConfig } from '../config/app-config';
import { runningEmbeddedUrl } from './embedded-credentials';

export interface ResolvedDatabase {
  url: string;
  /** For LISTEN/NOTIFY and migrations: DATABASE_DIRECT_URL when set, else `url`. */
  directUrl: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export { embeddedDatabaseUrl } from './embedded-credentials';

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
    return {
      url: config.databaseUrl,
      directUrl: config.databaseDirectUrl ?? config.databaseUrl,
      embedded: false,
      stop: async () => undefined,
    };
  }
  if (options.reuseRunning) {
    const url = await runningEmbeddedUrl(config.dataDir, config.embeddedPostgresPort).catch(
      () => undefined,
    );
    if (url && (await answers(url))) {
      return { url, directUrl: url, embedded: true, stop: async () => undefined };
    }
  }
  // Loaded only when needed: the package is ESM and needs nothing when DATABASE_URL is set.
  const { startEmbeddedPostgres } = await withoutNewSignalHandlers(
    () => import('./embedded-postgres.js'),
  );
  const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort);
  return { url: embedded.url, directUrl: embedded.url, embedded: true, stop: embedded.stop };
}

/** The signals the entry points handle with a graceful shutdown (main.ts, worker.ts). */
const GRACEFUL_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * The embedded-postgres package installs SIGINT/SIGTERM handlers (async-exit-hook) when loaded: they
 * stop PostgreSQL and exit at once, under the queue consumers still finishing their jobs. The entry
 * points stop the server themselves, last, so those handlers are removed again (its hook on `exit`
 * stays, and still stops a server left running by a crash).
 */
async function withoutNewSignalHandlers<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(GRACEFUL_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const loaded = await load();
  for (const signal of GRACEFUL_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return loaded;
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
