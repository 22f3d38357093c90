// npm run bench:api — public read endpoints of the real stack under 100 concurrent connections, side by
// side in one run with a bare Express app answering the same JSON from memory (DESIGN §6: ≥ 0.8× its
// throughput, zero errors). With DATABASE_URL, runs on a fresh scratch database on that server (BENCH_DATABASE,
// default bench_api); else an embedded PostgreSQL under .data/bench. The app seeds its demo content (events,
// teachings) on first start, so the public reads answer real data.
import autocannon from 'autocannon';
import express from 'express';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchDatabase, stopChild, waitForUrl } from './support/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3211);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3212);
/** Public reads measured side by side. */
const ENDPOINTS = (process.env.BENCH_ENDPOINTS ?? '/api/events,/api/youtube/videos').split(',');
const DATABASE = process.env.BENCH_DATABASE ?? 'bench_api';

const databaseUrl = process.env.DATABASE_URL
  ? await scratchDatabase(process.env.DATABASE_URL, DATABASE)
  : undefined;

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const app = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(APP_PORT),
    LOG_LEVEL: 'warn',
    SEED_DEMO_CONTENT: 'true',
    SERVE_FRONTENDS: 'false',
    QUEUE_PREFIX: `bench-api-${process.pid}`,
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl }
      : { DATA_DIR: join(root, '.data', 'bench'), EMBEDDED_POSTGRES_PORT: '54332' }),
  },
});

try {
  await waitForUrl(`http://127.0.0.1:${APP_PORT}/api/health`, 120);
  const bodies = new Map();
  for (const path of ENDPOINTS)
    bodies.set(path, await (await fetch(`http://127.0.0.1:${APP_PORT}${path}`)).json());
  const bare = express();
  for (const [path, body] of bodies) bare.get(path, (_req, res) => res.json(body));
  const bareServer = bare.listen(BARE_PORT, '127.0.0.1');

  const rows = [];
  for (const path of ENDPOINTS) {
    await load(`http://127.0.0.1:${APP_PORT}${path}`); // warm-up, not counted
    const ours = await load(`http://127.0.0.1:${APP_PORT}${path}`);
    const theirs = await load(`http://127.0.0.1:${BARE_PORT}${path}`);
    rows.push({
      endpoint: path,
      'ours req/s': Math.round(ours.requests.average),
      'bare req/s': Math.round(theirs.requests.average),
      ratio: (ours.requests.average / theirs.requests.average).toFixed(2),
      'ours p99 ms': ours.latency.p99,
      'bare p99 ms': theirs.latency.p99,
      errors: ours.errors + ours.timeouts,
      'non-2xx': ours.non2xx,
    });
  }
  bareServer.close();
  console.log(`\n${connections} connections, ${duration} s each (target: ratio ≥ 0.80, no errors)`);
  console.table(rows);
  const failed = rows.filter((r) => Number(r.ratio) < 0.8 || r.errors > 0 || r['non-2xx'] > 0);
  console.log(
    failed.length
      ? `Below target: ${failed.map((r) => r.endpoint).join(', ')}`
      : 'All endpoints meet the target.',
  );
} finally {
  await stopChild(app);
}
