// npm run bench:imports — issue 35's scale budgets for the people import, on the built server as it
// runs in production: one HTTP-only API process and one queue worker (worker.js) on a scratch
// database and Redis. A ministry's export of BENCH_ROWS people (default 50,000) is written as a
// Planning Center People CSV (its documented columns, real-length names, addresses, dates, phones,
// "Married"/"M" values to normalise), one row in BENCH_ERROR_EVERY (default 200) with an address the
// sign-up form refuses, and one in ten an address that is a member already (seeded by SQL, so the
// run updates them). Then, through the API as the Community tab's wizard calls it:
//   1. upload (`POST /api/admin/imports`), the file's bytes as the body;
//   2. preview (`POST …/{id}/preview`) with the proposed mapping: the whole file is read and counted,
//      answered in < 5 s;
//   3. run (`POST …/{id}/run`, `existing: update`, the valid rows imported): completed in < 60 s on
//      the one worker, the progress (`GET …/{id}`, polled every 100 ms as the progress bar would)
//      moving at least once a second, and the worker's resident memory sampled every 100 ms: flat,
//      i.e. its peak over its level before the run stays under BENCH_MEMORY_MB (default 150) — the
//      run streams the file and writes it in batches, so the growth does not follow the row count
//      (compare BENCH_ROWS=10000; BENCH_WORKER_HEAP_MB caps the worker's heap to tell memory kept from
//      memory V8 has not collected yet);
//   4. the database then holds exactly what the preview counted: the created, updated and refused
//      rows, one report row per file row.
// Prints a table against the targets and exits 1 when one is missed.
// Needs DATABASE_URL and REDIS_URL and a built backend; runs on the scratch database BENCH_DATABASE
// (default bench_imports[_<TEST_NAMESPACE>]), dropped and made again each run.
import pg from 'pg';
import { seedMembers } from './support/people.mjs';
import { cpuSeconds, loadLine, rssMb, sampleRss } from './support/proc.mjs';
import { random } from './support/random.mjs';
import {
  adminCaller,
  builtServerEnv,
  scratchDatabase,
  signInAdmin,
  startBuilt,
  stopChild,
  waitFor,
  waitForUrl,
  workerHeapEnv,
} from './support/server.mjs';
import { round } from './support/stats.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const ERROR_EVERY = Number(process.env.BENCH_ERROR_EVERY ?? 200);
const EXISTING_EVERY = 10;
const MEMORY_MB = Number(process.env.BENCH_MEMORY_MB ?? 150);
// A first, small import (new people only) before the measured one: what the worker's first job costs
// once (lazily loaded code, compiled functions, the heap V8 grows to) is then not taken for memory the
// run keeps per row. Its own growth is printed beside the measured run's.
const WARMUP_ROWS = Number(process.env.BENCH_WARMUP_ROWS ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 3387);
const namespace = (process.env.TEST_NAMESPACE ?? '').replace(/[^a-z0-9_]/gi, '').toLowerCase();
const DATABASE = process.env.BENCH_DATABASE ?? `bench_imports${namespace ? `_${namespace}` : ''}`;
const base = `http://127.0.0.1:${PORT}`;
const log = (message) => process.stderr.write(`${message}\n`);

if (!process.env.DATABASE_URL) throw new Error('bench:imports needs DATABASE_URL');
if (!process.env.REDIS_URL) throw new Error('bench:imports needs REDIS_URL (the worker)');
const databaseUrl = await scratchDatabase(process.env.DATABASE_URL, DATABASE);

// ---- the file: a Planning Center People export --------------------------------------------------
const HEADERS = [
  'Person ID',
  'First Name',
  'Middle Name',
  'Nickname',
  'Last Name',
  'Given Name',
  'Birthdate',
  'Anniversary',
  'Gender',
  'Grade',
  'Child',
  'Status',
  'Membership',
  'Marital Status',
  'Home Email',
  'Work Email',
  'Mobile Phone Number',
  'Home Phone Number',
  'Home Address Street Line 1',
  'Home Address City',
  'Home Address State',
  'Home Address Zip Code',
];
const FIRST = [
  'Lydia',
  'Aquila',
  'Priscilla',
  'Bartholomew',
  'Anne-Marie',
  'José',
  'Zoë',
  'Nathanael',
  'Chloé',
  'Oluwaseun',
];
const LAST = [
  'Purpura',
  'Tentmaker',
  "O'Connor",
  'van der Berg',
  'Nakamura-Smith',
  'González Pérez',
  'Abernathy',
  'Kowalczyk',
];
const CITIES = [
  ['Philippi', 'Macedonia'],
  ['Corinth', 'Achaia'],
  ['Springfield', 'IL'],
  ['San José', 'CA'],
  ['Saint-Louis', 'MO'],
];
const MARITAL = ['Married', 'M', 'single', 'Single', 'Widowed', 'divorced', ''];
const quote = (value) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function exportCsv({
  rows = ROWS,
  prefix = 'person',
  errorEvery = ERROR_EVERY,
  existingEvery = EXISTING_EVERY,
} = {}) {
  const rnd = random(35);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const lines = [HEADERS.join(',')];
  const expected = { create: 0, update: 0, error: 0 };
  for (let n = 1; n <= rows; n++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const [city, state] = pick(CITIES);
    let email;
    if (n % errorEvery === 0) {
      email = `not-an-address-${n}`;
      expected.error++;
    } else if (n % existingEvery === 0) {
      email = `member${n / existingEvery}@example.test`; // seeded below
      expected.update++;
    } else {
      email = `${prefix}${n}@pco.example`;
      expected.create++;
    }
    const year = 1940 + Math.floor(rnd() * 65);
    const month = String(1 + Math.floor(rnd() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(rnd() * 28)).padStart(2, '0');
    lines.push(
      [
        String(10_000 + n),
        first,
        '',
        '',
        last,
        first,
        `${year}-${month}-${day}`,
        '',
        rnd() < 0.5 ? 'F' : 'M',
        '',
        'false',
        'active',
        'Member',
        pick(MARITAL),
        email,
        rnd() < 0.3 ? `${first.toLowerCase()}.${n}@work.example` : '',
        `+1 555 ${String(n % 10_000).padStart(4, '0')}`,
        '',
        `${1 + (n % 900)} ${pick(['River Rd', 'Tent St', 'Faith Avenue, Apt 4'])}`,
        city,
        state,
        String(10_000 + (n % 90_000)).padStart(5, '0'),
      ]
        .map(quote)
        .join(','),
    );
  }
  return { body: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'), expected };
}

const appEnv = {
  ...builtServerEnv({ port: PORT, base, name: 'imports', databaseUrl }),
  REDIS_URL: process.env.REDIS_URL,
};
const start = (file, env = {}) => startBuilt(file, { ...appEnv, ...env });

const processes = [];
let failed = false;
try {
  const api = start('main.js', { RUN_WORKERS: 'false' });
  processes.push(api);
  await waitForUrl(`${base}/api/health`, 240);
  const worker = start('worker.js', workerHeapEnv());
  processes.push(worker);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await seedMembers(db, Math.floor(ROWS / EXISTING_EVERY));
  await db.query('VACUUM ANALYZE community_members');

  const admin = adminCaller(base, await signInAdmin(base));

  const { body: file, expected } = exportCsv();
  log(`the export: ${ROWS} rows, ${(file.length / 1e6).toFixed(1)} MB`);

  // ---- 1. upload, 2. preview ----
  let started = performance.now();
  const uploaded = await admin(
    'POST',
    '/api/admin/imports?fileName=planning-center-people.csv',
    file,
    'text/csv',
  );
  const uploadMs = performance.now() - started;
  if (uploaded.source !== 'planning_center')
    log(`(the export was recognised as ${uploaded.source ?? 'nothing'})`);
  const choices = { mapping: uploaded.mapping, existing: 'update', consentConfirmed: false };
  started = performance.now();
  let cpu = cpuSeconds(api.pid);
  const preview = await admin('POST', `/api/admin/imports/${uploaded.id}/preview`, choices);
  const previewMs = performance.now() - started;
  const previewCpu = cpuSeconds(api.pid) - cpu;
  log(`preview in ${Math.round(previewMs)} ms: ${JSON.stringify(preview.counts)}`);

  // ---- the warm-up import (WARMUP_ROWS new people), then 3. the run, its progress and memory ----
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the worker settled after start-up
  const warmup = await warmUp(admin, worker);
  const memoryBefore = rssMb(worker.pid);
  const memory = sampleRss([worker.pid], 100);
  started = performance.now();
  cpu = cpuSeconds(worker.pid);
  await admin('POST', `/api/admin/imports/${uploaded.id}/run`, {
    ...choices,
    importValidRows: true,
  });
  const moves = []; // [ms since the run was asked for, processedRows]
  let last;
  let stopped = null; // why the run will not complete (waitFor takes a thrown error as "not yet")
  await waitFor(
    async () => {
      if (worker.exitCode !== null || worker.signalCode !== null)
        stopped = `the worker exited (${worker.exitCode ?? worker.signalCode})`;
      last = await admin('GET', `/api/admin/imports/${uploaded.id}`);
      const at = performance.now() - started;
      if (moves.length === 0 || moves[moves.length - 1][1] !== last.processedRows)
        moves.push([at, last.processedRows]);
      if (last.status === 'failed') stopped = `the run failed: ${last.failure}`;
      return stopped !== null || last.status === 'completed';
    },
    600,
    'the import to complete',
  );
  if (stopped) throw new Error(`${stopped} after ${last.processedRows} rows`);
  const runMs = performance.now() - started;
  const runCpu = cpuSeconds(worker.pid) - cpu;
  const [rss] = memory.stop();
  // The longest the progress bar stood still while the run worked (from its first move to its end).
  const running = moves.filter(([, rows]) => rows > 0);
  let stillMs = 0;
  for (let i = 1; i < running.length; i++)
    stillMs = Math.max(stillMs, running[i][0] - running[i - 1][0]);
  const firstMoveMs = running[0]?.[0] ?? NaN;

  // ---- 4. what the database holds ----
  const counted = (
    await db.query(
      `SELECT outcome, count(*)::int AS n FROM import_rows WHERE import_id = $1 GROUP BY outcome`,
      [uploaded.id],
    )
  ).rows;
  const members = (await db.query('SELECT count(*)::int AS n FROM community_members')).rows[0].n;
  await db.end();
  const reported = Object.fromEntries(counted.map((r) => [r.outcome, r.n]));
  const seeded = Math.floor(ROWS / EXISTING_EVERY);

  const rows = [
    {
      figure: 'upload (checked, kept)',
      value: `${Math.round(uploadMs)} ms`,
      target: '—',
      met: '',
    },
    {
      figure: 'preview: counts of the whole file',
      value: `${Math.round(previewMs)} ms (API CPU ${round(previewCpu)} s)`,
      target: '< 5,000 ms',
      met: previewMs < 5000,
    },
    {
      figure: 'preview counts = the file',
      value: JSON.stringify(preview.counts),
      target: JSON.stringify({
        create: expected.create,
        update: expected.update,
        error: expected.error,
      }),
      met:
        preview.counts.create === expected.create &&
        preview.counts.update === expected.update &&
        preview.counts.error === expected.error,
    },
    {
      figure: 'run on one worker, asked → completed',
      value: `${round(runMs / 1000)} s (${Math.round(ROWS / (runMs / 1000))} rows/s, worker CPU ${round(runCpu)} s)`,
      target: '< 60 s',
      met: runMs < 60_000,
    },
    {
      figure: 'progress: first move; longest still',
      value: `${Math.round(firstMoveMs)} ms; ${Math.round(stillMs)} ms (${running.length} moves)`,
      target: 'still ≤ 1,000 ms',
      met: stillMs <= 1000,
    },
    {
      figure: `warm-up: ${WARMUP_ROWS} rows first; worker's memory: before, peak (growth)`,
      value: warmup.memory,
      target: '—',
      met: '',
    },
    {
      figure: "worker's memory: before, peak (growth)",
      value: `${Math.round(memoryBefore)}, ${Math.round(rss.peak)} MB (+${Math.round(rss.peak - memoryBefore)})`,
      target: `growth < ${MEMORY_MB} MB`,
      met: rss.peak - memoryBefore < MEMORY_MB,
    },
    {
      figure: 'database: members, report rows by outcome',
      value: `${members}; ${JSON.stringify(reported)}`,
      target: `${seeded + warmup.created + expected.create}; one per row`,
      met:
        members === seeded + warmup.created + expected.create &&
        counted.reduce((sum, r) => sum + r.n, 0) === ROWS &&
        last.counts.create === expected.create &&
        last.counts.update === expected.update,
    },
  ];
  console.table(rows);
  console.log(`(${loadLine()})`);
  const missed = rows.filter((r) => r.met === false);
  if (missed.length) {
    failed = true;
    console.error(`missed: ${missed.map((r) => r.figure).join('; ')}`);
  } else console.log('every target met');
} finally {
  for (const child of processes.reverse()) await stopChild(child);
}

/** Uploads and runs the warm-up file to its end; the people it created and the worker's memory. */
async function warmUp(admin, worker) {
  if (WARMUP_ROWS <= 0) return { created: 0, memory: 'none' };
  const { body, expected } = exportCsv({
    rows: WARMUP_ROWS,
    prefix: 'warmup',
    errorEvery: Infinity,
    existingEvery: Infinity,
  });
  const before = rssMb(worker.pid);
  const memory = sampleRss([worker.pid], 100);
  const uploaded = await admin('POST', '/api/admin/imports?fileName=warm-up.csv', body, 'text/csv');
  const choices = { mapping: uploaded.mapping, existing: 'update', consentConfirmed: false };
  await admin('POST', `/api/admin/imports/${uploaded.id}/run`, {
    ...choices,
    importValidRows: true,
  });
  let last;
  await waitFor(
    async () => {
      last = await admin('GET', `/api/admin/imports/${uploaded.id}`);
      return last.status === 'completed' || last.status === 'failed';
    },
    120,
    'the warm-up import to complete',
  );
  if (last.status === 'failed') throw new Error(`the warm-up failed: ${last.failure}`);
  const [rss] = memory.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return {
    created: expected.create,
    memory: `${Math.round(before)}, ${Math.round(rss.peak)} MB (+${Math.round(rss.peak - before)})`,
  };
}
if (failed) process.exit(1);
