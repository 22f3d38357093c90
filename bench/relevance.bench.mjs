// npm run bench:relevance — how good the first results are (bench/relevance/README.md). Runs the graded
// queries of bench/relevance/ against the real API and PostgreSQL: the demo catalogue (seeded by the API
// itself) and a synthetic one of 3,000 teachings, each in a scratch database (on DATABASE_URL's server,
// else an embedded PostgreSQL under .data/bench-relevance). Reports nDCG@7 (the page size), recall@12 and
// MRR per kind and overall, with the server time it cost, and fails when overall nDCG@7 is more than
// 0.01 below bench/relevance/baseline.json. --update writes the baseline; --verbose lists every query.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fingerprint, syntheticCatalogue } from './relevance/synthetic.mjs';
import { scoreQuery, summarize, TOLERANCE } from './relevance/metrics.mjs';
import {
  adminQuery,
  scratchDatabase,
  stopChild,
  waitForUrl,
  withDatabase,
} from './support/server.mjs';
import { serverMs, summary } from './support/stats.mjs';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const { runMigrations } = require(join(root, 'backend', 'dist', 'database', 'migrate.js'));
const { startEmbeddedPostgres } = require(
  join(root, 'backend', 'dist', 'database', 'embedded-postgres.js'),
);
const { themesOf } = require(join(root, 'backend', 'dist', 'modules', 'videos', 'topics.js'));

const PORT = Number(process.env.BENCH_RELEVANCE_PORT ?? 3204);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const namespace = (process.env.TEST_NAMESPACE ?? '').replace(/[^a-z0-9_]/gi, '').toLowerCase();
const databaseName = (catalogue) =>
  `bench_relevance_${namespace ? `${namespace}_` : ''}${catalogue}`;
const args = new Set(process.argv.slice(2));
const baselineFile = join(here, 'relevance', 'baseline.json');
const log = (message) => process.stderr.write(`${message}\n`);
const load = (name) => JSON.parse(readFileSync(join(here, 'relevance', name), 'utf8'));

/** The synthetic catalogue's rows, as the YouTube sync would store them (themes derived likewise). */
async function seedSynthetic(databaseUrl, set) {
  const catalogue = syntheticCatalogue(set.videos, set.seed);
  if (fingerprint(catalogue) !== set.fingerprint)
    throw new Error(
      'The synthetic catalogue is not the one synthetic.json was graded for: run node bench/relevance/grade-synthetic.mjs',
    );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = catalogue.map(({ row }) => ({
      youtube_id: row.youtubeId,
      title: row.title,
      description: row.description,
      view_count: row.viewCount,
      themes: themesOf(row.title, row.description, row.tags.join(' ')).slice(0, 5),
      scripture_references: row.scriptureReferences,
      tags: row.tags,
    }));
    await client.query(
      `INSERT INTO videos (youtube_id, title, description, view_count, themes, scripture_references,
                           tags, duration, duration_seconds, published_at, channel_title)
       SELECT r.youtube_id, r.title, r.description, r.view_count, r.themes, r.scripture_references,
              r.tags, '30:00', 1800, now(), 'Spirit & Truth Ministry'
       FROM jsonb_to_recordset($1::jsonb) AS r(youtube_id text, title text, description text,
            view_count int, themes text[], scripture_references text[], tags text[])`,
      [JSON.stringify(rows)],
    );
    await client.query('VACUUM ANALYZE videos');
  } finally {
    await client.end();
  }
}

/**
 * Asks every query of a set against a fresh API on `databaseUrl`: once for the answers (which warms the
 * caches), then ROUNDS times for the server time.
 */
async function runSet(set, databaseUrl, seedDemo) {
  const app = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      PUBLIC_READ_CACHE: 'false',
      SEED_DEMO_CONTENT: seedDemo ? 'true' : 'false',
      YOUTUBE_API_KEY: '',
      YOUTUBE_CHANNEL_ID: '',
      SERVE_FRONTENDS: 'false',
      RUN_WORKERS: 'false',
      QUEUE_PREFIX: `bench-relevance-${process.pid}`,
    },
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForUrl(`${base}/api/health`, 120);
    const results = [];
    const server = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const [i, query] of set.queries.entries()) {
        const url = `${base}/api/youtube/videos?maxResults=12&q=${encodeURIComponent(query.q)}`;
        const res = await fetch(url);
        const body = await res.json();
        if (!res.ok) throw new Error(`${query.q}: ${res.status} ${JSON.stringify(body)}`);
        if (round > 0) {
          server.push(serverMs(res));
          continue;
        }
        const corrected = res.headers.get('x-search-corrected-query');
        results[i] = {
          ...query,
          catalogue: set.catalogue,
          corrected: corrected ? decodeURIComponent(corrected) : undefined,
          ranked: body.map((v) => ({
            key: set.catalogue === 'demo' ? v.title : v.youtubeId,
            title: v.title,
            score: v.relevanceScore,
          })),
        };
      }
    }
    return { results, server };
  } finally {
    await stopChild(app);
  }
}

let embedded;
const adminUrl = process.env.DATABASE_URL
  ? withDatabase(process.env.DATABASE_URL, 'postgres')
  : withDatabase(
      (embedded = await startEmbeddedPostgres(join(root, '.data', 'bench-relevance'), 54334)).url,
      'postgres',
    );
const started = Date.now();
const all = [];
const latency = [];
try {
  for (const file of ['demo.json', 'synthetic.json']) {
    const set = load(file);
    log(`relevance: ${set.queries.length} queries over the ${set.catalogue} catalogue`);
    const name = databaseName(set.catalogue);
    const databaseUrl = await scratchDatabase(adminUrl, name);
    try {
      await runMigrations(databaseUrl);
      if (set.catalogue === 'synthetic') await seedSynthetic(databaseUrl, set);
      const { results, server } = await runSet(set, databaseUrl, set.catalogue === 'demo');
      all.push(...results);
      const s = summary(server);
      latency.push({
        catalogue: set.catalogue,
        queries: set.queries.length,
        requests: s.n,
        'server p50 ms': s.p50,
        'server p95 ms': s.p95,
        'server max ms': s.max,
      });
    } finally {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  }
} finally {
  await embedded?.stop();
}

const scored = all.map((result) => ({ ...result, ...scoreQuery(result) }));
const { kinds, overall, table } = summarize(scored);
console.log(
  `\nRelevance: ${scored.length} graded queries (demo and synthetic catalogues), in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.table(table);
console.log('Server time of the searches (Server-Timing):');
console.table(latency);
const worst = [...scored]
  .sort((a, b) => a.ndcg - b.ndcg)
  .slice(0, args.has('--verbose') ? scored.length : 5);
console.log(args.has('--verbose') ? 'Every query, worst first:' : 'Worst queries:');
for (const r of worst)
  console.log(
    `  ${r.ndcg.toFixed(3)}  ${r.kind.padEnd(9)} ${r.catalogue.padEnd(9)} "${r.q}"${r.corrected ? ` → "${r.corrected}"` : ''}: ${
      r.ranked
        .slice(0, 7)
        .map(
          (v) => `${v.title.slice(0, 38)} [${r.grades[v.key] ?? 0}, ${Math.round(v.score * 100)}%]`,
        )
        .join(' | ') || '(no results)'
    }`,
  );

const baseline = JSON.parse(readFileSync(baselineFile, 'utf8').toString() || '{}');
if (args.has('--update')) {
  writeFileSync(
    baselineFile,
    `${JSON.stringify({ queries: scored.length, overall, kinds }, null, 2)}\n`,
  );
  console.log(`Baseline written: overall nDCG@7 ${overall.ndcg.toFixed(3)}`);
} else if (typeof baseline.overall?.ndcg === 'number') {
  const floor = baseline.overall.ndcg - TOLERANCE;
  if (overall.ndcg < floor) {
    console.error(
      `FAIL: overall nDCG@7 ${overall.ndcg.toFixed(3)} is below the baseline ${baseline.overall.ndcg.toFixed(3)} − ${TOLERANCE}`,
    );
    process.exit(1);
  }
  console.log(
    `OK: overall nDCG@7 ${overall.ndcg.toFixed(3)} (baseline ${baseline.overall.ndcg.toFixed(3)}, fails below ${floor.toFixed(3)})`,
  );
}
