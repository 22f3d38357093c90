// npm run bench:search — video search over a large catalogue (DESIGN §6: search p95 < 15 ms, suggestions
// p95 < 5 ms at the server). Seeds BENCH_VIDEOS (100,000) synthetic teachings into a scratch database
// (on DATABASE_URL's server, else an embedded PostgreSQL under .data/bench-search), starts the real API
// on it with the response cache off, and reports the server time (Server-Timing) of 50 topic queries and
// 50 suggestion prefixes, each asked BENCH_ROUNDS times after a warm-up round.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedVideos } from './support/catalogue.mjs';
import {
  adminQuery,
  scratchDatabase,
  stopChild,
  waitForUrl,
  withDatabase,
} from './support/server.mjs';
import { serverMs, summary } from './support/stats.mjs';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { runMigrations } = require(join(root, 'backend', 'dist', 'database', 'migrate.js'));
const { startEmbeddedPostgres } = require(
  join(root, 'backend', 'dist', 'database', 'embedded-postgres.js'),
);

const TOTAL = Number(process.env.BENCH_VIDEOS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 3203);
const DATABASE = process.env.BENCH_DATABASE ?? 'bench_search';

export const TOPIC_QUERIES = [
  'faith',
  'True Faith',
  'sabbath',
  'sabath',
  'Shabbat',
  'prayer',
  'Prayer & Worship',
  'worship',
  'obedience',
  'obediance',
  'The Messiah',
  'yeshua',
  'jesus christ',
  'messiha',
  'Sanctification',
  'sanctefication',
  'holiness',
  'torah',
  'the law of moses',
  'grace',
  'grace and mercy',
  'repentance',
  'teshuvah',
  'salvation',
  'redemption',
  'new covenant',
  'passover',
  'biblical feasts',
  'sukkot',
  'holy spirit',
  'prophecy',
  'end times prophecy',
  'love',
  'forgivness',
  'family and marriage',
  'discipleship',
  'healing',
  'hope',
  'wisdom',
  'spiritual warfare',
  'kingdom of god',
  'creation',
  'hebrew roots',
  'baptism',
  'humility and fasting',
  'John 3',
  'Jn 3:16',
  'Romans 8',
  'Psalm 23',
  '1 Cor 13',
];
export const SUGGESTION_QUERIES = [
  's',
  'sa',
  'sab',
  'sabb',
  'sabath',
  'sh',
  'shab',
  'm',
  'me',
  'mes',
  'messiah',
  'f',
  'fa',
  'fai',
  'faith',
  'p',
  'pr',
  'pra',
  'prayer',
  't',
  'to',
  'tor',
  'torah',
  'j',
  'jo',
  'joh',
  'john',
  'ro',
  'rom',
  'gr',
  'gra',
  'grace',
  'co',
  'cov',
  'fe',
  'fea',
  'ho',
  'hol',
  'holy',
  'w',
  'wo',
  'wor',
  'the m',
  'walking',
  'ob',
  'obed',
  'sanct',
  'rep',
  'heb',
  'ps',
];

const log = (message) => process.stderr.write(`${message}\n`);

/** Server time from `Server-Timing: app;dur=…`, and the round trip measured here. */
async function timed(url) {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.json();
  const roundTrip = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  const server = serverMs(res);
  return { server, roundTrip, count: body.length };
}

let embedded;
const adminUrl = process.env.DATABASE_URL
  ? withDatabase(process.env.DATABASE_URL, 'postgres')
  : withDatabase(
      (embedded = await startEmbeddedPostgres(join(root, '.data', 'bench-search'), 54333)).url,
      'postgres',
    );
const databaseUrl = withDatabase(adminUrl, DATABASE);
let app;
try {
  // BENCH_REUSE=1 keeps a catalogue left by BENCH_KEEP=1 (re-seeding takes minutes).
  const reuse =
    process.env.BENCH_REUSE &&
    (await adminQuery(adminUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]))
      .rowCount > 0;
  if (!reuse) await scratchDatabase(adminUrl, DATABASE);
  await runMigrations(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seedStarted = Date.now();
  if (!reuse) {
    await seedVideos(client, TOTAL, {
      onProgress: (n) => n % 20000 === 0 && log(`seeded ${n} videos`),
    });
    await client.query('VACUUM ANALYZE videos');
  }
  // Fresh statistics and suggestions are rebuilt by the API at start.
  await client.query('DELETE FROM search_words');
  const { rows } = await client.query(
    "SELECT count(*)::int AS n, pg_size_pretty(pg_total_relation_size('videos')) AS size FROM videos",
  );
  await client.end();
  log(
    `seeded ${rows[0].n} videos (${rows[0].size}) in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  app = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      PUBLIC_READ_CACHE: 'false',
      SEED_DEMO_CONTENT: 'false',
      SERVE_FRONTENDS: 'false',
      RUN_WORKERS: 'false',
      QUEUE_PREFIX: `bench-search-${process.pid}`,
    },
  });
  // The API builds the search vocabulary and suggestions at start when they are missing.
  await waitForUrl(`http://127.0.0.1:${PORT}/api/health`, 300);

  const base = `http://127.0.0.1:${PORT}`;
  const searchUrl = (q) => `${base}/api/youtube/videos?maxResults=12&q=${encodeURIComponent(q)}`;
  const suggestUrl = (q) => `${base}/api/search/suggestions?q=${encodeURIComponent(q)}`;
  for (const q of TOPIC_QUERIES) await timed(searchUrl(q)); // warm-up
  for (const q of SUGGESTION_QUERIES) await timed(suggestUrl(q));

  const search = { server: [], roundTrip: [], empty: new Set(), perQuery: new Map() };
  const suggest = { server: [], roundTrip: [], empty: new Set() };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const q of TOPIC_QUERIES) {
      const t = await timed(searchUrl(q));
      search.server.push(t.server);
      search.roundTrip.push(t.roundTrip);
      if (!t.count) search.empty.add(q);
      search.perQuery.set(q, [...(search.perQuery.get(q) ?? []), t.server]);
    }
    for (const q of SUGGESTION_QUERIES) {
      const t = await timed(suggestUrl(q));
      suggest.server.push(t.server);
      suggest.roundTrip.push(t.roundTrip);
      if (!t.count) suggest.empty.add(q);
    }
  }
  const row = (name, data, target) => {
    const server = summary(data.server);
    const trip = summary(data.roundTrip);
    return {
      workload: name,
      requests: server.n,
      'server p50 ms': server.p50,
      'server p95 ms': server.p95,
      'server p99 ms': server.p99,
      'server max ms': server.max,
      'round trip p95 ms': trip.p95,
      target: `p95 < ${target} ms`,
      met: server.p95 < target ? 'yes' : 'NO',
    };
  };
  console.log(
    `\n${TOTAL} videos, ${ROUNDS} rounds after a warm-up; server time from Server-Timing`,
  );
  console.table([
    row(`search (${TOPIC_QUERIES.length} topic queries)`, search, 15),
    row(`suggestions (${SUGGESTION_QUERIES.length} prefixes)`, suggest, 5),
  ]);
  const slowest = [...search.perQuery]
    .map(([q, samples]) => ({ query: q, ...summary(samples) }))
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, 5)
    .map(({ query, p50, p95, max }) => ({ query, 'p50 ms': p50, 'p95 ms': p95, 'max ms': max }));
  console.log('Slowest search queries:');
  console.table(slowest);
  if (search.empty.size) console.log(`Queries with no results: ${[...search.empty].join(', ')}`);
  if (suggest.empty.size)
    console.log(`Prefixes with no suggestions: ${[...suggest.empty].join(', ')}`);
} finally {
  if (app) await stopChild(app);
  if (!process.env.BENCH_KEEP)
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await embedded?.stop();
}
