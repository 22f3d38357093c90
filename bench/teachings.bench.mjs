// npm run bench:teachings — the teaching library of a large channel (issue 37's budgets): BENCH_VIDEOS
// videos (default 100,000) seeded by SQL into a fresh database, the API restarted on them so it gives
// every video its teaching as it does at start, 200 series and 40 speakers holding a third of them, and
// BENCH_EPISODES teachings (default 2,000) with audio. Then, from the API as it runs in production:
//   - a teaching's page (`/teachings/{slug}`, the HTML the server renders with its content), a
//     different teaching each time: p50/p95 in ms, as the client waits and as the server counts it
//     (Server-Timing), target p95 < 50 ms at the server;
//   - the library's first page (`/teachings`), target p95 < 50 ms;
//   - `/podcast.xml` of BENCH_EPISODES episodes: the first answer, each answer computed (the address
//     varied so the public-read cache misses) and each answer from that cache, target < 200 ms and
//     cached.
// Each timed call runs BENCH_SAMPLES times (default 100) after a warm-up. The load average is printed
// with the figures: on a shared machine compare runs made side by side.
// Needs DATABASE_URL; runs on the scratch database BENCH_DATABASE (default
// ministry_bench_teachings[_<TEST_NAMESPACE>]) on that server, dropped and made again each run.
import pg from 'pg';
import { seedVideos } from './support/catalogue.mjs';
import { loadLine } from './support/proc.mjs';
import {
  builtServerEnv,
  scratchDatabase,
  startBuilt,
  stopChild,
  waitFor,
  waitForUrl,
} from './support/server.mjs';
import { serverMs, summary } from './support/stats.mjs';

const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 100_000);
const EPISODES = Math.min(VIDEOS, Number(process.env.BENCH_EPISODES ?? 2_000));
const SERIES = Number(process.env.BENCH_SERIES ?? 200);
const SPEAKERS = Number(process.env.BENCH_SPEAKERS ?? 40);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 4281);
const namespace = (process.env.TEST_NAMESPACE ?? '').replace(/[^a-z0-9_]/gi, '').toLowerCase();
const DATABASE =
  process.env.BENCH_DATABASE ?? `ministry_bench_teachings${namespace ? `_${namespace}` : ''}`;
const base = `http://127.0.0.1:${PORT}`;
const log = (message) => process.stderr.write(`${message}\n`);

if (!process.env.DATABASE_URL)
  throw new Error('bench:teachings needs DATABASE_URL (a PostgreSQL server)');
const databaseUrl = await scratchDatabase(process.env.DATABASE_URL, DATABASE);

const startApi = () =>
  startBuilt(
    'main.js',
    builtServerEnv({ port: PORT, base, name: 'teachings', databaseUrl, admin: false }),
  );

/** GETs `path`: the time until the last byte, the server's own time (Server-Timing), the size. */
async function get(path, headers = {}) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (res.status !== 200)
    throw new Error(`${path} answered ${res.status}: ${body.toString().slice(0, 200)}`);
  const server = serverMs(res);
  return { ms, server, bytes: body.length, text: body };
}

/** SAMPLES calls of `pathOf(i)` one after another, after one warm-up: a row of the table. */
async function time(name, pathOf, target) {
  await get(pathOf(-1));
  const runs = [];
  for (let i = 0; i < SAMPLES; i += 1) runs.push(await get(pathOf(i)));
  const trip = summary(runs.map((r) => r.ms));
  const server = summary(runs.map((r) => r.server).filter((n) => !Number.isNaN(n)));
  return {
    call: name,
    'p50 ms': Math.round(trip.p50 * 10) / 10,
    'p95 ms': Math.round(trip.p95 * 10) / 10,
    'server p50 ms': server.n ? server.p50 : '-',
    'server p95 ms': server.n ? server.p95 : '-',
    target,
    KB: Math.round(runs[0].bytes / 1024),
  };
}

let app = startApi();
try {
  // The app makes the schema; the rows go in by SQL, as a ministry's years of uploads would.
  await waitForUrl(`${base}/api/health`, 240);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let started = Date.now();
  await seedVideos(db, VIDEOS, {
    onProgress: (n) => n % 20_000 === 0 && log(`seeded ${n} videos`),
  });
  log(`seeded ${VIDEOS} videos in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Restarted on them, the API gives every video its teaching (as after an upgrade or a bulk sync).
  await stopChild(app);
  started = Date.now();
  app = startApi();
  await waitForUrl(`${base}/api/health`, 900);
  await waitFor(
    async () =>
      Number((await db.query('SELECT count(*)::int AS n FROM teachings')).rows[0].n) === VIDEOS,
    1800,
    `a teaching for each of the ${VIDEOS} videos`,
  );
  const createdSeconds = ((Date.now() - started) / 1000).toFixed(1);

  // Series and speakers holding a third of the library, in order; audio on the newest EPISODES.
  await db.query(
    `INSERT INTO teaching_series (slug, title, description, position)
     SELECT 'series-' || n, 'Series ' || n, repeat('A series of teachings. ', 10), n
       FROM generate_series(1, $1::int) AS n`,
    [SERIES],
  );
  await db.query(
    `INSERT INTO teaching_speakers (slug, name, bio)
     SELECT 'speaker-' || n, 'Speaker ' || n, repeat('Teaches the congregation. ', 8)
       FROM generate_series(1, $1::int) AS n`,
    [SPEAKERS],
  );
  await db.query(
    `UPDATE teachings t SET series_id = s.id, series_position = t.id / $1::int
       FROM teaching_series s
      WHERE t.id % 3 = 0 AND s.position = 1 + (t.id / 3) % $1::int`,
    [SERIES],
  );
  await db.query(
    `UPDATE teachings t SET speaker_id = p.id
       FROM teaching_speakers p
      WHERE t.id % 3 = 0 AND p.slug = 'speaker-' || (1 + (t.id / 3) % $1::int)`,
    [SPEAKERS],
  );
  await db.query(
    `UPDATE teachings t
        SET audio_file = md5(t.id::text)::uuid || '.mp3', audio_mime_type = 'audio/mpeg',
            audio_bytes = v.duration_seconds * 16000, audio_duration_seconds = v.duration_seconds,
            audio_bitrate = 128000, audio_uploaded_at = now()
       FROM videos v
      WHERE v.id = t.video_id
        AND t.id IN (SELECT t2.id FROM teachings t2 JOIN videos v2 ON v2.id = t2.video_id
                      ORDER BY v2.published_at DESC LIMIT $1::int)`,
    [EPISODES],
  );
  await db.query('VACUUM ANALYZE');
  // Slugs spread over the whole library (the pages a crawler or a shared link asks for).
  const slugs = (
    await db.query(`SELECT slug FROM teachings ORDER BY md5(id::text) LIMIT $1::int`, [SAMPLES + 1])
  ).rows.map((r) => r.slug);
  await db.end();
  // The API's caches hold nothing seeded behind its back: start it once more.
  await stopChild(app);
  app = startApi();
  await waitForUrl(`${base}/api/health`, 900);
  console.log(
    `${VIDEOS} videos, each with its teaching (created at start in ${createdSeconds} s); ` +
      `${SERIES} series, ${SPEAKERS} speakers, ${EPISODES} episodes with audio`,
  );

  const feed = await get('/podcast.xml');
  const items = (feed.text.toString().match(/<item>/g) ?? []).length;
  if (items !== EPISODES) throw new Error(`/podcast.xml has ${items} episodes, not ${EPISODES}`);
  const rows = [
    await time(
      '/teachings/{slug}, a different teaching each time',
      (i) => `/teachings/${slugs[i + 1]}`,
      'server p95 < 50',
    ),
    await time('/teachings, the first page', () => '/teachings', 'p95 < 50'),
    await time('/teachings?book=John, the first page', () => '/teachings?book=John', '-'),
    await time(
      `/podcast.xml, ${EPISODES} episodes, computed each time`,
      (i) => `/podcast.xml?bench=${i}`,
      'p95 < 200',
    ),
    await time(
      `/podcast.xml, ${EPISODES} episodes, from the cache`,
      () => '/podcast.xml',
      'cached',
    ),
  ];
  console.log(
    `/podcast.xml first answer after start: ${Math.round(feed.ms)} ms ` +
      `(server ${feed.server} ms), ${Math.round(feed.bytes / 1024)} KB, ${items} episodes`,
  );
  console.table(rows);
  console.log(`(${loadLine()})`);
} finally {
  await stopChild(app);
}
