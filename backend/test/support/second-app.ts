import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { createHttpApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/app-config';
import { workerDataDir } from './test-app';

/** Another API process on an existing test database (as a second machine behind the load balancer). */
export async function createAppOnDatabase(
  databaseUrl: string,
  queuePrefix: string,
  env: Record<string, string> = {},
): Promise<{ app: NestExpressApplication; server: Server; close(): Promise<void> }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    SERVE_FRONTENDS: 'false',
    DATA_DIR: workerDataDir(),
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL,
    QUEUE_PREFIX: queuePrefix,
    ...env,
  });
  const app = await createHttpApp(
    { config, databaseUrl, embeddedDatabase: false },
    { workers: false },
  );
  await app.init();
  return { app, server: app.getHttpServer() as Server, close: () => app.close() };
}
