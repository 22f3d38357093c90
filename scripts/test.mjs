#!/usr/bin/env node
// npm test: builds, checks the generated API client, then runs the unit, integration and browser suites
// and closes with one line counting every test. Uses DATABASE_URL / REDIS_URL when set; otherwise the
// suites start an embedded PostgreSQL and use the PostgreSQL queue backend.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, nxEnv, root } from './nx-env.mjs';

const reports = mkdtempSync(join(tmpdir(), 'ministry-tests-'));
// `node scripts/test.mjs e2e -- tests/x.spec.ts` passes what follows `--` to the browser suite.
const args = process.argv.slice(2);
const only = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
const e2eArgs = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed (and flaky) test by file and name, repeated at the end so a long log's tail names them. */
const failedTests = [];
const flakyTests = [];

/**
 * The cores' busy and total time since boot (Linux's /proc/stat, else nothing): a suite whose cores
 * were far from busy waits rather than works, and would gain from more workers.
 */
function coreTimes() {
  if (!existsSync('/proc/stat')) return undefined;
  const cpu = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = cpu.reduce((sum, n) => sum + n, 0);
  return { busy: total - cpu[3] - cpu[4], total };
}

function run(name, command, args, env = {}, cwd = root) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const before = coreTimes();
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...nxEnv, ...env },
  });
  const after = coreTimes();
  const busy =
    before && after && after.total > before.total
      ? ` (cores ${Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))}% busy)`
      : '';
  console.log(`=== ${name}: ${Math.round((Date.now() - started) / 1000)} s${busy}`);
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const result of report.testResults ?? []) {
    const file = result.name.replace(`${root}/`, '');
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${file} › ${test.fullName}`);
    if (result.status === 'failed' && failed.length === 0) {
      failedTests.push(
        `${file} (${(result.message ?? '').split('\n').find(Boolean) ?? 'did not run'})`,
      );
    }
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites = [] } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const project = test.projectName ? ` [${test.projectName}]` : '';
        const name = `${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}${project}`;
        if (test.status === 'unexpected') failedTests.push(name);
        if (test.status === 'flaky') flakyTests.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of suites) walk(suite, []);
}

/** TEST_NAMESPACE lets checkouts run their suites side by side against one PostgreSQL and Redis. */
const namespace = (process.env.TEST_NAMESPACE ?? '').replace(/[^a-z0-9_]/gi, '').toLowerCase();
const e2eDatabase = namespace ? `ministry_e2e_${namespace}` : 'ministry_e2e';
const cores = availableParallelism();
/**
 * How many stacks the browser suite runs on, one Playwright worker each (e2e/fixtures/stacks.ts):
 * E2E_STACKS, else one more than the cores in CI and one elsewhere (a run of a few files rarely gains
 * from a second). A browser test waits now and then (for a page, a mail, a retried assertion): on two
 * stacks the suite kept two cores about four fifths busy (some 4.5 CPU-seconds a test, 205 tests in
 * ten minutes); a third stack fills the rest.
 */
const e2eStacks = Math.max(1, Number(process.env.E2E_STACKS ?? (process.env.CI ? cores + 1 : 1)));
/**
 * The jest workers of the integration tests that share the machine well: INTEGRATION_WORKERS, else
 * one more than the cores (a file waits on its database and queue as often as it computes).
 */
const integrationWorkers = Math.max(1, Number(process.env.INTEGRATION_WORKERS ?? cores + 1));

/**
 * The environment of the browser suite's server of stack `index`: a fresh database of its own on
 * DATABASE_URL's server (with fresh queues), else an embedded PostgreSQL of its own. The first stack
 * keeps the names it always had; the others get a suffix and a data folder of their own.
 */
async function e2eStackEnvironment(index) {
  const suffix = index === 0 ? '' : `_${index + 1}`;
  const own = index === 0 ? {} : { DATA_DIR: join(root, '.data', `e2e${suffix}`) };
  if (!process.env.DATABASE_URL) {
    return {
      DATA_DIR: join(root, '.data', `e2e${suffix}`),
      EMBEDDED_POSTGRES_PORT: String(54331 + 10 * index),
    };
  }
  const database = `${e2eDatabase}${suffix}`;
  const { default: pg } = await import('pg');
  const server = new URL(process.env.DATABASE_URL);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  server.pathname = `/${database}`;
  // A fresh database gets fresh queues too, so jobs kept from an earlier run (repeatable syncs,
  // sweeps, failed deliveries) never act on this one.
  const queuePrefix = `${database}_${Date.now().toString(36)}`;
  return { ...own, DATABASE_URL: server.toString(), QUEUE_PREFIX: queuePrefix };
}

/** The browser suite's environment: the first stack's in the variables, the others' in E2E_STACKS_ENV. */
async function e2eEnvironment() {
  const admin = {
    ADMIN_USERNAME: 'e2e-admin',
    ADMIN_PASSWORD: 'e2e-admin-password',
    ADMIN_EMAIL: 'e2e-admin@example.test',
  };
  const stacks = [];
  for (let i = 0; i < e2eStacks; i++) stacks.push(await e2eStackEnvironment(i));
  const [first, ...others] = stacks;
  return { ...admin, ...first, E2E_STACKS_ENV: JSON.stringify(others) };
}

const wanted = (suite) => only.length === 0 || only.includes(suite);

console.log('\n=== build');
if (!buildAll()) {
  console.log('\ntests: 0 passed, 1 failed');
  process.exit(1);
}
if (wanted('api')) {
  run('api client up to date', 'npm', ['run', 'api:check']);
  run('api document lint', 'npm', ['run', 'api:lint']);
  run('api breaking changes', 'npm', ['run', 'api:breaking']);
}
/** A jest suite of a workspace, its counts read from jest's JSON report. */
function jestSuite(name, script, workspace = '@ministry/backend', label = name) {
  if (!wanted(name)) return;
  const file = join(reports, `${label}.json`);
  run(label, 'npm', ['run', script, '-w', workspace, '--', '--json', `--outputFile=${file}`]);
  countJest(file);
}
jestSuite('unit', 'test:unit');
// The frontends' logic (the API client, validators, error mapping, drafts): part of the unit suite.
jestSuite('unit', 'test', '@ministry/frontend-kit', 'frontend-unit');
// Integration: the files that share the machine well on several workers, then those that start
// processes two at a time, then those that time answers one at a time
// (backend/jest.integration.config.js says which and why).
if (wanted('integration')) {
  for (const [pass, workers] of [
    ['parallel', [`--maxWorkers=${integrationWorkers}`]],
    ['processes', ['--maxWorkers=2']],
    ['serial', ['--runInBand']],
  ]) {
    const file = join(reports, `integration-${pass}.json`);
    run(
      `integration (${pass})`,
      'npx',
      [
        'jest',
        '--config',
        'jest.integration.config.js',
        ...workers,
        '--json',
        `--outputFile=${file}`,
      ],
      { INTEGRATION_PASS: pass },
      join(root, 'backend'),
    );
    countJest(file);
  }
}
if (wanted('e2e')) {
  const file = join(reports, 'e2e.json');
  run(
    'browser',
    'npm',
    ['run', 'test', '-w', '@ministry/e2e', '--', '--reporter=list,json', ...e2eArgs],
    {
      ...(await e2eEnvironment()),
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    },
  );
  countPlaywright(file);
}

for (const name of flakyTests) console.log(`flaky test: ${name}`);
for (const name of failedTests) console.log(`failed test: ${name}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failures.length && totals.failed === 0) totals.failed = failures.length;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
