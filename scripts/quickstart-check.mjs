#!/usr/bin/env node
// CI's proof of the README's quick start on the Node.js it runs under: `npm start` with the embedded
// defaults (no DATABASE_URL, no REDIS_URL, a fresh DATA_DIR) must answer /api/health with everything up
// and serve the site at /, without Node printing a warning (deprecations included) while it starts.
// Ports are chosen free, so it runs beside anything else; the server is stopped and its data removed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './nx-env.mjs';

const START_SECONDS = Number(process.env.QUICKSTART_TIMEOUT_SECONDS ?? 600);
/** How Node reports a warning on stderr: `(node:1234) [DEP0040] DeprecationWarning: …`. */
const NODE_WARNING = /^\(node:\d+\) (\[\w+\] )?\w*Warning: .*$/m;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'ministry-quickstart-'));
const port = await freePort();
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
env.EMBEDDED_POSTGRES_PORT = String(await freePort());
// The embedded defaults a newcomer gets: nothing configured.
for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'ADMIN_USERNAME', 'ADMIN_PASSWORD']) {
  delete env[name];
}

console.log(`quickstart: npm start on ${process.version}, port ${port}, DATA_DIR ${dataDir}`);
// Its own process group, so that whatever outlives the stop (npm, node, PostgreSQL) can be found.
const app = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: 'pipe' });
let output = '';
for (const stream of [app.stdout, app.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
}
const exited = new Promise((resolve) =>
  app.once('exit', (code, signal) => resolve(code ?? signal)),
);

async function check() {
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_SECONDS * 1000;
  let health;
  while (Date.now() < deadline) {
    const ended = await Promise.race([exited, new Promise((r) => setTimeout(r, 1000, undefined))]);
    if (ended !== undefined) throw new Error(`npm start ended (${ended}) before answering`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) {
        health = await res.json();
        break;
      }
    } catch {
      /* not listening yet */
    }
  }
  if (!health) throw new Error(`no answer from ${base}/api/health within ${START_SECONDS} s`);
  if (health.status !== 'ok' || health.database !== 'up' || health.queue !== 'up') {
    throw new Error(`/api/health answered ${JSON.stringify(health)}`);
  }
  const page = await fetch(`${base}/`);
  const html = await page.text();
  if (
    !page.ok ||
    !/^text\/html/.test(page.headers.get('content-type') ?? '') ||
    !/<html/i.test(html)
  ) {
    throw new Error(`/ answered ${page.status} ${page.headers.get('content-type')}`);
  }
  const warning = output.match(NODE_WARNING);
  if (warning) throw new Error(`Node printed a warning while starting: ${warning[0]}`);
  console.log(
    `\nquickstart: ${process.version}: /api/health ${JSON.stringify(health)}, / ${page.status}`,
  );
}

let failure;
try {
  await check();
} catch (error) {
  failure = error;
}
/** Whether any process of the server's group (npm, node, PostgreSQL) is still there. */
function groupAlive() {
  try {
    process.kill(-app.pid, 0);
    return true;
  } catch {
    return false;
  }
}
// SIGTERM to npm alone, as a process manager would: the app then stops its embedded PostgreSQL itself.
if (groupAlive()) app.kill('SIGTERM');
for (let i = 0; i < 120 && groupAlive(); i++) await new Promise((r) => setTimeout(r, 250));
if (groupAlive()) process.kill(-app.pid, 'SIGKILL');
rmSync(dataDir, { recursive: true, force: true });
if (failure) {
  console.error(`\nquickstart: FAILED on ${process.version}: ${failure.message}`);
  process.exit(1);
}
