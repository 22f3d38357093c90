#!/usr/bin/env node
// The JavaScript budgets (docs/testing.md, DESIGN §6), checked in CI after the build: what Chromium
// loads, each script gzip-compressed here (level 6; 1 KB = 1024 bytes), from the built server
// (backend/dist and the frontends' dist, as `npm start` serves them):
//   - the home page `/`, until the network is quiet: ≤ 160 KB;
//   - the admin's first tab (Events), from the login page through signing in: ≤ 400 KB.
// Lists every script of each, largest first, and exits 1 when a budget is exceeded. The server gets a
// fresh database of its own on DATABASE_URL's server (else an embedded PostgreSQL under a temporary
// DATA_DIR) and free ports; it is stopped and its data removed at the end.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { root } from './nx-env.mjs';

const BUDGETS_KB = { home: 160, adminFirstTab: 400 };
const ADMIN = { username: 'budget-admin', password: 'budget-admin-password' };
const START_SECONDS = 300;

const kb = (bytes) => (bytes / 1024).toFixed(1);

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

async function adminQuery(url, sql) {
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const main = join(root, 'backend', 'dist', 'main.js');
if (!existsSync(main)) {
  console.error(`bundle budget: ${main} is missing: build first (npm run build)`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'ministry-bundle-budget-'));
const port = await freePort();
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_EMAIL: 'budget-admin@example.test',
  LOG_LEVEL: 'warn',
};
let database;
if (process.env.DATABASE_URL) {
  const namespace = (process.env.TEST_NAMESPACE ?? '').replace(/[^a-z0-9_]/gi, '').toLowerCase();
  database = `ministry_bundle_budget${namespace ? `_${namespace}` : ''}`;
  await adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await adminQuery(process.env.DATABASE_URL, `CREATE DATABASE ${database}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
  env.QUEUE_PREFIX = `${database}_${Date.now().toString(36)}`;
} else {
  env.EMBEDDED_POSTGRES_PORT = String(await freePort());
}

const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [main], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverErrors = '';
server.stderr.on('data', (chunk) => (serverErrors = (serverErrors + chunk).slice(-4000)));
const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code ?? 'signal')));

async function waitForServer() {
  const deadline = Date.now() + START_SECONDS * 1000;
  while (Date.now() < deadline) {
    const ended = await Promise.race([exited, new Promise((r) => setTimeout(r, 500, undefined))]);
    if (ended !== undefined) throw new Error(`the server ended (${ended}):\n${serverErrors}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok && (await res.json()).status === 'ok') return;
    } catch {
      /* not listening yet */
    }
  }
  throw new Error(`no answer from ${base}/api/health within ${START_SECONDS} s`);
}

/** Every script the page's context receives, once per address, with its gzip size. */
function recordScripts(context) {
  const scripts = new Map();
  context.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    const url = response.url();
    if (scripts.has(url)) return;
    scripts.set(
      url,
      response.body().then((body) => ({
        file: new URL(url).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
      })),
    );
  });
  return async () => Promise.all(scripts.values());
}

function report(name, budgetKb, sizes) {
  sizes.sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`\n${name}: ${sizes.length} scripts`);
  console.table(sizes.map((s) => ({ file: s.file, 'raw KB': kb(s.raw), 'gzip KB': kb(s.gzip) })));
  const within = total <= budgetKb * 1024;
  console.log(`${name}: ${kb(total)} KB gzip ${within ? '≤' : '>'} ${budgetKb} KB`);
  return within;
}

let failure;
const results = [];
let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });

  {
    const context = await browser.newContext({ baseURL: base });
    const sizes = recordScripts(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Study the Word' }).waitFor();
    await page.waitForLoadState('networkidle');
    results.push(report('home page /', BUDGETS_KB.home, await sizes()));
    await context.close();
  }
  {
    const context = await browser.newContext({ baseURL: base });
    const sizes = recordScripts(context);
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: /Sign In$/ }).click();
    await page
      .getByRole('region', { name: 'Manage Events', exact: true })
      .getByRole('heading', { level: 2, name: 'Manage Events' })
      .waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    results.push(
      report(
        "admin's first tab (Events, from the login page)",
        BUDGETS_KB.adminFirstTab,
        await sizes(),
      ),
    );
    await context.close();
  }
} catch (error) {
  failure = error;
} finally {
  await browser?.close();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    const stopped = await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000, false))]);
    if (stopped === false) server.kill('SIGKILL');
  }
  if (database)
    await adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}
if (failure) {
  console.error(`\nbundle budget: FAILED: ${failure.message}`);
  process.exit(1);
}
if (results.includes(false)) {
  console.error('\nbundle budget: over budget (docs/testing.md)');
  process.exit(1);
}
console.log('\nbundle budget: within budget');
