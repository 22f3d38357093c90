// What every bench does around the server it measures: a scratch database, the built server's
// environment and start, the administrator's session, waiting for the server to answer, stopping the
// processes it started.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Polls `check` every 250 ms until it returns true (errors count as "not yet"). */
export async function waitFor(check, seconds, what) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen within ${seconds} s`);
}

/** Waits until `url` answers 2xx. */
export const waitForUrl = (url, seconds) =>
  waitFor(async () => (await fetch(url)).ok, seconds, `an answer from ${url}`);

/** `url` with its database name replaced. */
export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the server's `postgres` database. */
export async function adminQuery(url, sql, params) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database `name` on `url`'s server (dropped first when it exists); returns its URL. */
export async function scratchDatabase(url, name) {
  await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE "${name}"`);
  return withDatabase(url, name);
}

/** Stops a child process (SIGTERM) and resolves once it has exited. */
export const stopChild = (child) =>
  new Promise((resolve) =>
    child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')),
  );

/** The administrator every bench's server creates at its first start, and signs in as. */
export const BENCH_ADMIN = {
  username: 'bench-admin',
  password: 'bench-admin-password-0123',
  email: 'bench-admin@example.test',
};

/**
 * The environment of the built server as a bench runs it: production mode, warnings only, no demo
 * content, its own queue prefix, on `databaseUrl`; with `admin`, the bench's administrator.
 */
export function builtServerEnv({ port, base, name, databaseUrl, admin = true }) {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-0123456789-0123456789',
    PORT: String(port),
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    ...(admin
      ? {
          ADMIN_USERNAME: BENCH_ADMIN.username,
          ADMIN_PASSWORD: BENCH_ADMIN.password,
          ADMIN_EMAIL: BENCH_ADMIN.email,
        }
      : {}),
    SEED_DEMO_CONTENT: 'false',
    QUEUE_PREFIX: `bench-${name}-${process.pid}`,
    DATABASE_URL: databaseUrl,
  };
}

/** Starts the built backend's `file` (main.js, worker.js) with the bench's environment `env`. */
export const startBuilt = (file, env) =>
  spawn(process.execPath, [join(root, 'backend', 'dist', file)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });

/**
 * BENCH_WORKER_HEAP_MB as the worker's environment: its heap capped (--max-old-space-size), so memory
 * that only looks high because V8 collects lazily stays under the cap, and memory kept per item ends
 * in a crash. No cap without it.
 */
export function workerHeapEnv() {
  const cap = process.env.BENCH_WORKER_HEAP_MB;
  return cap
    ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${cap}` }
    : {};
}

/** Signs the bench's administrator in at `base`; the session's cookie. */
export async function signInAdmin(base, admin = BENCH_ADMIN) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return login.headers.get('set-cookie').split(';')[0];
}

/**
 * The signed-in administrator's JSON calls: `admin(method, path, body)` answers the parsed body, and
 * throws with the status and the start of the body on a non-OK answer. A Buffer body is sent as it is,
 * with `type` as its Content-Type.
 */
export function adminCaller(base, cookie) {
  return async (method, path, body, type = 'application/json') => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': type, Cookie: cookie, Origin: base },
      body: body === undefined || Buffer.isBuffer(body) ? body : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };
}
