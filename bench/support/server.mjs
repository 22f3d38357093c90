// What every bench does around the server it measures: a scratch database, waiting for the server to
// answer, stopping the processes it started.
import pg from 'pg';

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
