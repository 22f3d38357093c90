// npm run bench:api — every public read of the real stack under 100 concurrent connections, interleaved
// with a bare Express 5 app (its own process) that answers the very same bytes and content type from
// memory: the floor of any Express app (DESIGN §6: ≥ 0.8× its throughput, zero errors, one API process).
// Each endpoint: a warm-up of both, then product and bare alternately, ROUNDS times; the CPU each process
// used is reported beside its rate. With DATABASE_URL, runs on a fresh scratch database on that server
// (BENCH_DATABASE, default bench_api); else an embedded PostgreSQL under .data/bench. The app seeds its demo
// content (events, teachings, scriptures) on first start, so the public reads answer real data; with
// BENCH_CHANNEL=<n> (default 159) it also syncs a channel of n teachings with real-length titles and
// descriptions from the local fake of the YouTube Data API (support/channel.mjs) before measuring, as a
// ministry's deployment has. BENCH_CHANNEL=0 measures the demo catalogue alone. The server runs as a
// deployment does: NODE_ENV=production and the request log at LOG_LEVEL=info (to a file, as a process
// manager would take it; BENCH_LOG=<file>, default in the temporary folder). Each side's CPU per request
// is reported beside its rate.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { openSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChannel } from './support/channel.mjs';
import { cpuSeconds } from './support/proc.mjs';
import { scratchDatabase, stopChild, waitFor, waitForUrl } from './support/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 8);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3291);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3292);
/** Every public read of the home page, as the browser asks for them. */
const ENDPOINTS = (
  process.env.BENCH_ENDPOINTS ??
  [
    '/api/events',
    '/api/youtube/videos?maxResults=7',
    '/api/youtube/videos?maxResults=12&q=faith',
    '/api/youtube/videos',
    '/api/search/suggestions?q=fa',
    '/api/scripture/weekly',
  ].join(',')
).split(',');
const DATABASE = process.env.BENCH_DATABASE ?? 'bench_api';
/** Teachings of the synced channel; 0 for the demo catalogue alone. */
const CHANNEL_VIDEOS = Number(process.env.BENCH_CHANNEL ?? 159);
const LOG_FILE = process.env.BENCH_LOG ?? join(tmpdir(), `bench-api-${process.pid}.log`);

const databaseUrl = process.env.DATABASE_URL
  ? await scratchDatabase(process.env.DATABASE_URL, DATABASE)
  : undefined;

const load = (url, seconds) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

/** One timed load, with the rate, errors and the CPU share of one core its server used meanwhile. */
async function measure(url, pid) {
  const before = cpuSeconds(pid);
  const result = await load(url, duration);
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpu: (cpuSeconds(pid) - before) / duration,
    // CPU milliseconds per request answered.
    cpuMs: ((cpuSeconds(pid) - before) * 1000) / Math.max(1, result.requests.total),
  };
}

const channel = CHANNEL_VIDEOS > 0 ? await startChannel(CHANNEL_VIDEOS) : undefined;
const log = openSync(LOG_FILE, 'w');
const app = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  stdio: ['ignore', log, 'inherit'],
  env: {
    ...process.env,
    ...channel?.env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-0123456789-0123456789',
    PORT: String(APP_PORT),
    PUBLIC_URL: `http://127.0.0.1:${APP_PORT}`,
    LOG_LEVEL: 'info',
    SEED_DEMO_CONTENT: 'true',
    SERVE_FRONTENDS: 'true',
    QUEUE_PREFIX: `bench-api-${process.pid}`,
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl }
      : { DATA_DIR: join(root, '.data', 'bench'), EMBEDDED_POSTGRES_PORT: '54332' }),
  },
});
let bare;

try {
  await waitForUrl(`http://127.0.0.1:${APP_PORT}/api/health`, 180);
  if (channel) {
    // The channel is synced at start: measure once all of it is in (and its thumbnails copied).
    await waitFor(
      async () => {
        const res = await fetch(`http://127.0.0.1:${APP_PORT}/api/youtube/videos?maxResults=50`);
        const videos = res.ok ? await res.json() : [];
        return (
          videos.filter((v) => v.youtubeId?.startsWith('chan')).length ===
            Math.min(50, CHANNEL_VIDEOS) && videos.every((v) => !v.thumbnail.endsWith('.svg'))
        );
      },
      180,
      `the ${CHANNEL_VIDEOS} synced teachings`,
    );
  }
  const answers = {};
  for (const path of ENDPOINTS) {
    const res = await fetch(`http://127.0.0.1:${APP_PORT}${path}`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}: every public read must answer`);
    answers[path] = {
      contentType: res.headers.get('content-type'),
      body: Buffer.from(await res.arrayBuffer()).toString('base64'),
    };
  }
  const file = join(tmpdir(), `bench-api-answers-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(answers));
  bare = spawn(
    process.execPath,
    [join(root, 'bench', 'support', 'bare-server.mjs'), file, BARE_PORT],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitForUrl(`http://127.0.0.1:${BARE_PORT}${ENDPOINTS[0]}`, 30);

  const rows = [];
  for (const path of ENDPOINTS) {
    const ours = `http://127.0.0.1:${APP_PORT}${path}`;
    const theirs = `http://127.0.0.1:${BARE_PORT}${path}`;
    await load(ours, warmup);
    await load(theirs, warmup);
    const runs = { ours: [], bare: [] };
    for (let round = 0; round < rounds; round++) {
      runs.ours.push(await measure(ours, app.pid));
      runs.bare.push(await measure(theirs, bare.pid));
    }
    const mean = (list, key) => list.reduce((sum, r) => sum + r[key], 0) / list.length;
    rows.push({
      endpoint: path,
      bytes: Buffer.from(answers[path].body, 'base64').length,
      'ours req/s': Math.round(mean(runs.ours, 'rate')),
      'bare req/s': Math.round(mean(runs.bare, 'rate')),
      ratio: (mean(runs.ours, 'rate') / mean(runs.bare, 'rate')).toFixed(2),
      'ours CPU': `${Math.round(mean(runs.ours, 'cpu') * 100)}%`,
      'bare CPU': `${Math.round(mean(runs.bare, 'cpu') * 100)}%`,
      'ours CPU µs/req': Math.round(mean(runs.ours, 'cpuMs') * 1000),
      'bare CPU µs/req': Math.round(mean(runs.bare, 'cpuMs') * 1000),
      'ours p99 ms': Math.max(...runs.ours.map((r) => r.p99)),
      errors: runs.ours.reduce((sum, r) => sum + r.errors, 0),
    });
  }
  console.log(
    `\n${connections} connections, ${warmup} s warm-up, ${rounds} × ${duration} s interleaved, ` +
      (CHANNEL_VIDEOS ? `a synced channel of ${CHANNEL_VIDEOS} teachings` : 'the demo catalogue') +
      `, NODE_ENV=production, LOG_LEVEL=info (log: ${LOG_FILE}; load average ` +
      `${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}) (target: ratio ≥ 0.80, no errors)`,
  );
  console.table(rows);
  const failed = rows.filter((r) => Number(r.ratio) < 0.8 || r.errors > 0);
  console.log(
    failed.length
      ? `Below target: ${failed.map((r) => r.endpoint).join(', ')}`
      : 'All endpoints meet the target.',
  );
  process.exitCode = failed.length ? 1 : 0;
} finally {
  if (bare) await stopChild(bare);
  await stopChild(app);
  await channel?.close();
}
