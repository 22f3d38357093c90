// npm run bench:audiences — the live count of saved audiences at a large ministry: 50,000 members,
// 10,000 newsletter subscribers (one in five also a member, one in twenty unconfirmed), 1,000
// unsubscribes and an erased member on the suppression list, seeded by SQL into a fresh database. A
// few target audiences are saved through the API, then each one's live count (GET
// /api/email/audiences/:id/count, and the campaign form's POST /api/email/audience/count of the same
// criteria) is timed BENCH_SAMPLES times one after another, request sent to last byte read. The run
// fails (exit 1) when any p95 is at or above BENCH_BUDGET_MS (default 100).
// Needs DATABASE_URL and a built backend (npm run build -w backend); it runs on a scratch database
// BENCH_DATABASE (default bench_audiences) on that server.
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { seedAudience, seedMembers } from './support/people.mjs';
import {
  builtServerEnv,
  scratchDatabase,
  signInAdmin,
  startBuilt,
  stopChild,
  waitForUrl,
} from './support/server.mjs';
import { summary } from './support/stats.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50_000);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
const BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3294);
const DATABASE = process.env.BENCH_DATABASE ?? 'bench_audiences';
const base = `http://127.0.0.1:${PORT}`;

if (!process.env.DATABASE_URL)
  throw new Error('bench:audiences needs DATABASE_URL (a PostgreSQL server)');
const databaseUrl = await scratchDatabase(process.env.DATABASE_URL, DATABASE);

const app = startBuilt(
  'main.js',
  builtServerEnv({ port: PORT, base, name: 'audiences', databaseUrl }),
);

let failed = false;
try {
  await waitForUrl(`${base}/api/health`, 240);
  const cookie = await signInAdmin(base);
  const call = (path, init = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: {
        Cookie: cookie,
        Origin: base,
        'Content-Type': 'application/json',
        ...(init.headers ?? {}),
      },
    });

  // --- the fixture: the app made the schema; rows go in by SQL, as a ministry's years would ---------
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const seeded = Date.now();
  await seedMembers(db, MEMBERS);
  await seedAudience(db, { members: MEMBERS, subscribers: SUBSCRIBERS });
  await db.query('VACUUM ANALYZE');
  await db.end();
  console.log(
    `seeded ${MEMBERS} members, ${SUBSCRIBERS} subscribers, ${MEMBERS / 50} unsubscribes and an ` +
      `erasure in ${Date.now() - seeded} ms`,
  );

  const AUDIENCES = [
    ['Everyone', {}],
    ['Married', { maritalStatus: 'married' }],
    ['Growing, praying', { spiritualLevel: 'growing', needs: 'prayer' }],
    [
      'Widowed leaders, members only',
      { maritalStatus: 'widowed', spiritualLevel: 'leader', includeNewsletterSubscribers: false },
    ],
  ];

  /** Times one call SAMPLES times (after one warm-up); the answer's count is returned too. */
  async function time(name, path, init) {
    let count;
    const once = async () => {
      const started = performance.now();
      const res = await call(path, init);
      const body = await res.text();
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
      count = JSON.parse(body).count;
      return ms;
    };
    await once();
    const runs = [];
    for (let i = 0; i < SAMPLES; i++) runs.push(await once());
    const s = summary(runs);
    return { call: name, count, 'p50 ms': s.p50, 'p95 ms': s.p95, 'max ms': s.max };
  }

  const rows = [];
  for (const [name, criteria] of AUDIENCES) {
    const saved = await call('/api/email/audiences', {
      method: 'POST',
      body: JSON.stringify({ name, criteria }),
    });
    if (saved.status !== 201) throw new Error(`saving ${name} answered ${saved.status}`);
    const { id } = await saved.json();
    const byId = await time(`saved "${name}"`, `/api/email/audiences/${id}/count`);
    const byCriteria = await time(`form ${JSON.stringify(criteria)}`, '/api/email/audience/count', {
      method: 'POST',
      body: JSON.stringify(criteria),
    });
    if (byId.count !== byCriteria.count)
      throw new Error(`"${name}" counts ${byId.count}, its criteria ${byCriteria.count}`);
    rows.push(byId, byCriteria);
  }
  console.table(rows);
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(`(load average ${load} on ${availableParallelism()} cores)`);
  const over = rows.filter((r) => r['p95 ms'] >= BUDGET_MS);
  if (over.length) {
    failed = true;
    console.error(`p95 at or over ${BUDGET_MS} ms: ${over.map((r) => r.call).join(', ')}`);
  } else console.log(`every p95 under ${BUDGET_MS} ms`);
} finally {
  await stopChild(app);
}
if (failed) process.exit(1);
