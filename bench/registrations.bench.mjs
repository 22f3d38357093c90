// npm run bench:registrations — event registration (issue 34's budgets) on the built server as it runs
// in production, two HTTP-only API processes (RUN_WORKERS=false) on one scratch database and one Redis:
//   1. the rush: an event with registration on, BENCH_SEATS seats (default 500) and a waitlist;
//      BENCH_REGISTRATIONS registrations (default 2,000; distinct addresses, party size 1, the event's
//      two questions answered) sent at once, BENCH_CONCURRENCY in flight (default all of them),
//      alternately to the two processes. Counted in the database: exactly BENCH_SEATS confirmed, the
//      rest waitlisted, the seats taken as many as the confirmed, and a confirmation row in the mail
//      outbox for each registration (written in the registration's own transaction). Target: no 5xx,
//      p95 < 250 ms as the client waited;
//   2. at rest: BENCH_SAMPLES registrations (default 200) for another event, one after another,
//      alternately to the two processes: p95 < 50 ms at the server (Server-Timing of the route);
//   3. the public `GET /api/events` (the list carrying both events' registration data) against a bare
//      Express 5 app answering the same bytes from memory (support/bare-server.mjs, as bench:api does):
//      ≥ 0.8× its rate, interleaved, BENCH_CONNECTIONS (default 100), BENCH_DURATION s × BENCH_ROUNDS.
// Public writes are limited per client address (PUBLIC_WRITE_LIMIT), counted on one row per address.
// Each registration comes as a person of its own would through the ministry's proxy: the APIs trust
// one hop (TRUST_PROXY=1) and each request names its own address in X-Forwarded-For (documentation
// addresses, 2001:db8::/32; only a header, never a target). BENCH_ONE_CLIENT=1 sends them all as
// 127.0.0.1 instead, as before: then every registration also waits its turn on that address's
// counter row. The bench raises the limit either way.
// No queue worker runs: the mail jobs wait in Redis, the outbox rows are what is counted (bench:send
// measures sending). Prints a table against the targets and exits 1 when one is missed.
// Needs DATABASE_URL; runs on the scratch database BENCH_DATABASE (default
// bench_registrations[_<TEST_NAMESPACE>]) on that server, dropped and made again each run.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cpuSeconds, loadLine } from './support/proc.mjs';
import {
  builtServerEnv,
  scratchDatabase,
  signInAdmin,
  startBuilt,
  stopChild,
  waitForUrl,
} from './support/server.mjs';
import { pool } from './support/pool.mjs';
import { serverMs, summary } from './support/stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SEATS = Number(process.env.BENCH_SEATS ?? 500);
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? REGISTRATIONS);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const ONE_CLIENT = process.env.BENCH_ONE_CLIENT === '1';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PORTS = [
  Number(process.env.BENCH_PORT ?? 3380),
  Number(process.env.BENCH_PORT_B ?? 3381),
  Number(process.env.BENCH_BARE_PORT ?? 3382),
];
const namespace = (process.env.TEST_NAMESPACE ?? '').replace(/[^a-z0-9_]/gi, '').toLowerCase();
const DATABASE =
  process.env.BENCH_DATABASE ?? `bench_registrations${namespace ? `_${namespace}` : ''}`;
const log = (message) => process.stderr.write(`${message}\n`);

if (!process.env.DATABASE_URL)
  throw new Error('bench:registrations needs DATABASE_URL (a PostgreSQL server)');
if (!process.env.REDIS_URL)
  throw new Error('bench:registrations needs REDIS_URL: two API processes share one queue');
const databaseUrl = await scratchDatabase(process.env.DATABASE_URL, DATABASE);
const bases = PORTS.slice(0, 2).map((port) => `http://127.0.0.1:${port}`);

/** API process `i` (0 or 1); the first seeds the demo content, so the events list has real events. */
const startApi = (i) =>
  startBuilt('main.js', {
    ...builtServerEnv({ port: PORTS[i], base: bases[0], name: 'registrations', databaseUrl }),
    RUN_WORKERS: 'false',
    PUBLIC_WRITE_LIMIT: '1000000',
    ...(ONE_CLIENT ? {} : { TRUST_PROXY: '1' }),
    REDIS_URL: process.env.REDIS_URL,
    SEED_DEMO_CONTENT: i === 0 ? 'true' : 'false',
  });

const apis = [];
let bare;
try {
  apis.push(startApi(0));
  await waitForUrl(`${bases[0]}/api/health`, 240);
  apis.push(startApi(1));
  await waitForUrl(`${bases[1]}/api/health`, 240);

  const cookie = await signInAdmin(bases[0]);
  const day = (inDays) => new Date(Date.now() + inDays * 86400_000).toISOString().slice(0, 10);
  /** A special event with registration on, as an administrator makes it in the Events tab. */
  async function makeEvent(title, capacity, inDays) {
    const res = await fetch(`${bases[0]}/api/admin/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: bases[0] },
      body: JSON.stringify({
        title,
        description: 'Three days of teaching, worship and fellowship. Meals included.',
        date: day(inDays),
        time: '9:00 AM - 5:00 PM',
        location: 'Fellowship Hall',
        isSpecial: true,
        registration: {
          enabled: true,
          capacity,
          waitlist: true,
          maxPartySize: 10,
          reminderHoursBefore: 24,
          confirmationMessage: 'We look forward to seeing you. Doors open at 8:30.',
          questions: [
            {
              label: 'Meal preference',
              kind: 'one_choice',
              required: true,
              options: ['Standard', 'Vegetarian', 'Gluten-free'],
            },
            { label: 'I agree to be photographed', kind: 'checkbox', required: true },
          ],
        },
      }),
    });
    const body = await res.json();
    if (res.status !== 201) throw new Error(`the event: ${res.status} ${JSON.stringify(body)}`);
    const questions = body.registrationSettings?.questions ?? body.registration?.questions;
    return { id: body.id, questions };
  }
  const person = (event, tag, i) => ({
    firstName: 'Guest',
    lastName: `No. ${i}`,
    email: `${tag}-${i}@bench.example.test`,
    partySize: 1,
    answers: [
      {
        questionId: event.questions[0].id,
        value: ['Standard', 'Vegetarian', 'Gluten-free'][i % 3],
      },
      { questionId: event.questions[1].id, value: true },
    ],
  });
  /** One registration through process `i % 2`: status, trip and server time. */
  async function register(event, tag, i) {
    const started = performance.now();
    try {
      const res = await fetch(`${bases[i % 2]}/api/events/${event.id}/registrations`, {
        method: 'POST',
        // Both behind one address (PUBLIC_URL), as behind a load balancer.
        headers: {
          'Content-Type': 'application/json',
          Origin: bases[0],
          ...(ONE_CLIENT
            ? {}
            : {
                'X-Forwarded-For': `2001:db8:${tag.charCodeAt(0).toString(16)}::${i.toString(16)}`,
              }),
        },
        body: JSON.stringify(person(event, tag, i)),
      });
      const body = await res.json();
      return {
        status: res.status,
        result: body.status,
        ms: performance.now() - started,
        server: serverMs(res),
      };
    } catch (error) {
      const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
      return { status: 0, error: `${String(error)}${cause}`, ms: performance.now() - started };
    }
  }

  const rush = await makeEvent('Spring Conference', SEATS, 30);
  const quiet = await makeEvent('Passover Seder', null, 45);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();

  // ---- 1. the rush ----
  log(`${REGISTRATIONS} registrations for ${SEATS} seats, ${CONCURRENCY} in flight…`);
  let started = performance.now();
  const cpuBefore = apis.map((a) => cpuSeconds(a.pid));
  const results = await pool(REGISTRATIONS, CONCURRENCY, (i) => register(rush, 'rush', i));
  const rushSeconds = (performance.now() - started) / 1000;
  const rushCpu = apis.map((a, i) => cpuSeconds(a.pid) - cpuBefore[i]);
  const statusCounts = {};
  for (const r of results) statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1;
  const fiveHundreds = results.filter((r) => r.status >= 500 || r.status === 0).length;
  const failures = [...new Set(results.filter((r) => r.error).map((r) => r.error))].slice(0, 3);
  if (failures.length) log(`failed requests: ${failures.join('; ')}`);
  const answered = {
    confirmed: results.filter((r) => r.result === 'confirmed').length,
    waitlisted: results.filter((r) => r.result === 'waitlisted').length,
  };
  const counts = Object.fromEntries(
    (
      await db.query(
        `SELECT status, count(*)::int AS n FROM event_registrations WHERE event_id = $1 GROUP BY 1`,
        [rush.id],
      )
    ).rows.map((r) => [r.status, r.n]),
  );
  const seatsTaken = (
    await db.query('SELECT seats_taken FROM event_registration_settings WHERE event_id = $1', [
      rush.id,
    ])
  ).rows[0].seats_taken;
  const outbox = async (eventId) =>
    (
      await db.query(
        `SELECT count(DISTINCT r.id)::int AS n FROM event_registrations r
           JOIN event_registration_mail m ON m.registration_id = r.id AND m.kind = 'confirmation'
          WHERE r.event_id = $1`,
        [eventId],
      )
    ).rows[0].n;
  const rushOutbox = await outbox(rush.id);
  const rushTrip = summary(results.filter((r) => r.status === 201).map((r) => r.ms));
  const rushServer = summary(results.map((r) => r.server).filter((n) => !Number.isNaN(n)));
  const expectedConfirmed = Math.min(SEATS, REGISTRATIONS);

  // ---- 2. at rest ----
  log(`${SAMPLES} registrations one at a time…`);
  await register(quiet, 'warm', 0);
  await register(quiet, 'warm', 1);
  const calm = [];
  for (let i = 0; i < SAMPLES; i++) calm.push(await register(quiet, 'calm', i));
  const calmServer = summary(calm.map((r) => r.server).filter((n) => !Number.isNaN(n)));
  const calmTrip = summary(calm.map((r) => r.ms));
  const calmFailed = calm.filter((r) => r.status !== 201).length;
  const quietOutbox = await outbox(quiet.id);
  const quietRows = Number(
    (
      await db.query('SELECT count(*)::int AS n FROM event_registrations WHERE event_id = $1', [
        quiet.id,
      ])
    ).rows[0].n,
  );
  await db.end();

  // ---- 3. the public events list against bare Express ----
  const path = '/api/events';
  const res = await fetch(`${bases[0]}${path}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const listed = JSON.parse(bytes.toString()).filter((e) => e.registration);
  if (listed.length < 2) throw new Error(`${path} lists ${listed.length} events with registration`);
  const file = join(tmpdir(), `bench-registrations-answers-${process.pid}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      [path]: { contentType: res.headers.get('content-type'), body: bytes.toString('base64') },
    }),
  );
  bare = spawn(
    process.execPath,
    [join(root, 'bench', 'support', 'bare-server.mjs'), file, PORTS[2]],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const bareBase = `http://127.0.0.1:${PORTS[2]}`;
  await waitForUrl(`${bareBase}${path}`, 30);
  const load = (url, seconds) =>
    new Promise((resolve, reject) =>
      autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 }, (e, r) =>
        e ? reject(e) : resolve(r),
      ),
    );
  await load(`${bases[0]}${path}`, 2);
  await load(`${bareBase}${path}`, 2);
  const rates = { ours: [], bare: [] };
  let readErrors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const ours = await load(`${bases[0]}${path}`, DURATION);
    readErrors += ours.errors + ours.timeouts + ours.non2xx;
    rates.ours.push(ours.requests.average);
    rates.bare.push((await load(`${bareBase}${path}`, DURATION)).requests.average);
  }
  const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
  const ratio = mean(rates.ours) / mean(rates.bare);

  console.log(
    `\nThe rush: ${REGISTRATIONS} registrations for ${SEATS} seats, ${CONCURRENCY} in flight, ` +
      `${ONE_CLIENT ? 'all from 127.0.0.1' : 'each from its own address'}, ` +
      `over two API processes in ${rushSeconds.toFixed(1)} s ` +
      `(${Math.round(REGISTRATIONS / rushSeconds)}/s; CPU s of the processes ${rushCpu
        .map((s) => s.toFixed(1))
        .join(' + ')}); answers ${JSON.stringify(statusCounts)}; ` +
      `trip p50/p95/max ${rushTrip.p50}/${rushTrip.p95}/${rushTrip.max} ms, ` +
      `server p50/p95 ${rushServer.p50}/${rushServer.p95} ms`,
  );
  const check = (figure, value, target, ok) => ({ figure, value, target, met: ok ? 'yes' : 'NO' });
  const rows = [
    check(
      'confirmed (database)',
      counts.confirmed ?? 0,
      `= ${expectedConfirmed}`,
      counts.confirmed === expectedConfirmed && answered.confirmed === expectedConfirmed,
    ),
    check(
      'waitlisted (database)',
      counts.waitlisted ?? 0,
      `= ${REGISTRATIONS - expectedConfirmed}`,
      (counts.waitlisted ?? 0) === REGISTRATIONS - expectedConfirmed &&
        answered.waitlisted === REGISTRATIONS - expectedConfirmed,
    ),
    check('seats taken', seatsTaken, `= ${expectedConfirmed}`, seatsTaken === expectedConfirmed),
    check(
      'confirmation mail in the outbox (rush)',
      rushOutbox,
      `= ${REGISTRATIONS}`,
      rushOutbox === REGISTRATIONS,
    ),
    check('5xx and failed requests (rush)', fiveHundreds, '0', fiveHundreds === 0),
    check(
      'not 201 (rush)',
      REGISTRATIONS - (statusCounts[201] ?? 0),
      '0',
      statusCounts[201] === REGISTRATIONS,
    ),
    check('rush p95 ms (client)', rushTrip.p95, '< 250', rushTrip.p95 < 250),
    check(
      `at rest p50 / p95 ms at the server (${SAMPLES} one at a time)`,
      `${calmServer.p50} / ${calmServer.p95}`,
      'p95 < 50',
      calmServer.p95 < 50 && calmFailed === 0,
    ),
    check(
      'at rest p50 / p95 ms (client)',
      `${Math.round(calmTrip.p50 * 10) / 10} / ${Math.round(calmTrip.p95 * 10) / 10}`,
      '-',
      true,
    ),
    check(
      'confirmation mail in the outbox (at rest)',
      quietOutbox,
      `= ${quietRows}`,
      quietOutbox === quietRows && quietRows === SAMPLES + 2,
    ),
    check(
      `GET /api/events (${bytes.length} B, ${listed.length} with registration) vs bare Express`,
      `${ratio.toFixed(2)} (${Math.round(mean(rates.ours))} / ${Math.round(mean(rates.bare))} req/s)`,
      '≥ 0.80, no errors',
      ratio >= 0.8 && readErrors === 0,
    ),
  ];
  console.table(rows);
  console.log(`(${loadLine()})`);
  const missed = rows.filter((r) => r.met !== 'yes');
  console.log(
    missed.length ? `Missed: ${missed.map((r) => r.figure).join('; ')}` : 'Every target is met.',
  );
  process.exitCode = missed.length ? 1 : 0;
} finally {
  if (bare) await stopChild(bare);
  for (const api of apis) await stopChild(api);
}
