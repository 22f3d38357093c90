import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import { createHttpApp, prepareDatabase } from '../../src/bootstrap';
import { AppConfig, loadConfig, REPO_ROOT } from '../../src/config/app-config';
import type { StaffRole } from '../../src/common/access/permissions';
import { UsersService } from '../../src/modules/auth/users.service';
import { recordSignInMails } from './sign-in-mails';
import { cloneTemplateDatabase } from './test-database';

/** A supertest agent: a cookie jar that keeps its session between requests. */
export type Agent = ReturnType<typeof request.agent>;

export interface TestApp {
  app: NestExpressApplication;
  server: Server;
  databaseUrl: string;
  close(): Promise<void>;
}

const TEST_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

/**
 * The data folder (generated keys, uploads, outbox) of the apps of one jest worker. Files on other
 * workers run at the same time; a folder of their own keeps one file's upload sweep or first-start key
 * generation from touching another's.
 */
export function workerDataDir(): string {
  return join(REPO_ROOT, '.data', `test-worker-${process.env.JEST_WORKER_ID ?? '1'}`);
}

/**
 * Boots the real application through the production bootstrap on its own database (a clone of the
 * migrated template), with the queue on REDIS_URL when set, otherwise on PostgreSQL.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string | undefined>;
    workers?: boolean;
    config?: Partial<AppConfig>;
  } = {},
): Promise<TestApp> {
  const database = await cloneTemplateDatabase();
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      SESSION_SECRET: TEST_SECRET,
      SERVE_FRONTENDS: 'false',
      DATA_DIR: workerDataDir(),
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL,
      // Each test app gets queues of its own, even when several suites share one Redis.
      QUEUE_PREFIX: `test-${database.name}`,
      // Suites send many public writes from one address; the limit itself has its own suite.
      PUBLIC_WRITE_LIMIT: '100000',
      SIGN_IN_LIMIT_PER_CLIENT: '100000',
      ...options.env,
    }),
    ...options.config,
  };
  const resolved = await prepareDatabase(config);
  const app = await createHttpApp(
    {
      config,
      databaseUrl: resolved.url,
      databaseDirectUrl: resolved.directUrl,
      embeddedDatabase: false,
    },
    { workers: options.workers ?? true },
  );
  await app.init();
  recordSignInMails(app);
  return {
    app,
    server: app.getHttpServer() as Server,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

let counter = 0;

/**
 * A signed-in agent (cookie jar) for a new user account: an Administrator with `isAdmin`, a staff
 * account of `role`, or an account that is not staff.
 */
export async function signedInAgent(
  testApp: TestApp,
  options: { isAdmin: boolean } | { role: StaffRole | null },
): Promise<{ agent: Agent; username: string; password: string; id: number }> {
  counter += 1;
  const role = 'role' in options ? options.role : options.isAdmin ? 'administrator' : null;
  const username = `${role === 'administrator' ? 'admin' : (role ?? 'user')}${counter}-${Date.now()}`;
  const password = 'a-long-enough-password';
  const { id } = await testApp.app.get(UsersService).create({
    username,
    password,
    email: `${username}@example.test`,
    role,
  });
  const agent = request.agent(testApp.server);
  const res = await agent
    .post('/api/auth/login')
    // As the TLS-ending proxy in front says: with an https PUBLIC_URL the cookie is only set over https.
    .set('X-Forwarded-Proto', 'https')
    .send({ username, password })
    .expect(200);
  keepSecureCookies(agent, res);
  return { agent, username, password, id };
}

/**
 * With an https PUBLIC_URL the session cookie is Secure, and a cookie jar keeps Secure cookies off the
 * plain-http connection a test has with the app (TLS would end at a proxy in front). The jar is told the
 * cookie as a browser behind that proxy holds it.
 */
export function keepSecureCookies(agent: Agent, res: request.Response): void {
  const cookies = [res.headers['set-cookie'] ?? []].flat();
  if (!cookies.some((cookie) => /;\s*Secure/i.test(cookie))) return;
  const url = new URL((res as unknown as { request: { url: string } }).request.url);
  const jar = (
    agent as unknown as { jar: { setCookies(c: string[], host: string, path: string): void } }
  ).jar;
  jar.setCookies(
    cookies.map((cookie) => cookie.replace(/;\s*Secure/i, '')),
    url.hostname,
    '/',
  );
}
