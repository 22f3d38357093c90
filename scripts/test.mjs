#!/usr/bin/env node
// npm test: builds, checks the generated API client, then runs the unit, integration and browser suites
// and closes with one line counting every test. Uses DATABASE_URL / REDIS_URL when set; otherwise the
// suites start an embedded PostgreSQL and use the PostgreSQL queue backend.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nxEnv } from './nx-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'ministry-tests-'));
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...nxEnv, ...env },
  });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

/** The browser suite's server gets a database of its own: a fresh one on DATABASE_URL's server, else embedded. */
async function e2eEnvironment() {
  const admin = {
    ADMIN_USERNAME: 'e2e-admin',
    ADMIN_PASSWORD: 'e2e-admin-password',
    ADMIN_EMAIL: 'e2e-admin@example.test',
  };
  if (!process.env.DATABASE_URL) {
    return { ...admin, DATA_DIR: join(root, '.data', 'e2e'), EMBEDDED_POSTGRES_PORT: '54331' };
  }
  const { default: pg } = await import('pg');
  const server = new URL(process.env.DATABASE_URL);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS ministry_e2e WITH (FORCE)');
  await client.query('CREATE DATABASE ministry_e2e');
  await client.end();
  server.pathname = '/ministry_e2e';
  return { ...admin, DATABASE_URL: server.toString() };
}

const wanted = (suite) => only.length === 0 || only.includes(suite);

if (
  !run('build', 'npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    '--outputStyle=static',
    '--exclude=@ministry/e2e,@ministry/bench',
  ])
) {
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(1);
}
if (wanted('api')) run('api client up to date', 'npm', ['run', 'api:check']);
if (wanted('unit')) {
  const file = join(reports, 'unit.json');
  run('unit', 'npm', [
    'run',
    'test:unit',
    '-w',
    '@ministry/backend',
    '--',
    '--json',
    `--outputFile=${file}`,
  ]);
  countJest(file);
}
if (wanted('integration')) {
  const file = join(reports, 'integration.json');
  run('integration', 'npm', [
    'run',
    'test:integration',
    '-w',
    '@ministry/backend',
    '--',
    '--json',
    `--outputFile=${file}`,
  ]);
  countJest(file);
}
if (wanted('e2e')) {
  const file = join(reports, 'e2e.json');
  run('browser', 'npm', ['run', 'test', '-w', '@ministry/e2e', '--', '--reporter=list,json'], {
    ...(await e2eEnvironment()),
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  countPlaywright(file);
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failures.length && totals.failed === 0) totals.failed = failures.length;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
