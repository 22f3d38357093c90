// npm run bench:scale — the admin reads of a large ministry (DESIGN §8, budgets): 50,000 members, 5,000
// testimonies, 2,000 counseling requests and 100,000 videos seeded into a fresh database, then the
// members screen's calls (the first page, each filter change, a sort, the summary cards), the plain list
// the screen used to load, the streamed CSV export (time, bytes and the API's memory before and after),
// the Testimonials and Counseling tabs' calls (first page, filter change, summary) against the plain
// lists they used to load, the public testimonial lists, and the audience count of a campaign for
// several target criteria (with 10,000 newsletter subscribers, 1,000 unsubscribes and an erased
// member on the suppression list). Each timed call runs BENCH_SAMPLES times one after another; p50
// and p95 are reported in ms, as the browser would wait for them (request sent to last byte read).
// Then the Community tab in Chromium (support/members-tab.mjs, BENCH_BROWSER_SAMPLES walks): opening it
// and each filter change until the table shows the new rows. Last, the public video reads over the
// 100,000 videos (the list, searches, suggestions, the sitemap) from a restarted API with the
// public-read cache off, so each answer is computed: p50/p95, the server's own time (Server-Timing), and
// the API's memory after start and after the reads, against a start on an empty catalogue.
// Browser times follow the machine's load: the load average is printed with them.
// Needs DATABASE_URL: it runs on a scratch database BENCH_DATABASE (default bench_scale) on that server,
// and seeds it by SQL.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seedVideos } from './support/catalogue.mjs';
import { timeMembersTab } from './support/members-tab.mjs';
import { loadLine, rssMb as procRssMb } from './support/proc.mjs';
import { seedAudience, seedMembers } from './support/people.mjs';
import {
  BENCH_ADMIN,
  builtServerEnv,
  scratchDatabase,
  signInAdmin,
  startBuilt,
  stopChild,
  waitForUrl,
} from './support/server.mjs';
import { serverMs, summary } from './support/stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50_000);
const TESTIMONIES = Number(process.env.BENCH_TESTIMONIES ?? 5_000);
const COUNSELING = Number(process.env.BENCH_COUNSELING ?? 2_000);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
/** Walks through the Community tab in Chromium, after a cold one; 0 skips the browser. */
const BROWSER_SAMPLES = Number(process.env.BENCH_BROWSER_SAMPLES ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3293);
const DATABASE = process.env.BENCH_DATABASE ?? 'bench_scale';
const ADMIN = BENCH_ADMIN;
const base = `http://127.0.0.1:${PORT}`;

if (!process.env.DATABASE_URL)
  throw new Error('bench:scale needs DATABASE_URL (a PostgreSQL server)');
const databaseUrl = await scratchDatabase(process.env.DATABASE_URL, DATABASE);

/** Resident memory of a process in whole MB, from /proc. */
const rssMb = (pid) => Math.round(procRssMb(pid));

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** The API's environment; the key rotation of the seeded counseling text runs with it too. */
const appEnv = {
  ...builtServerEnv({ port: PORT, base: base, name: 'scale', databaseUrl }),
};
const startApi = (env = {}) => startBuilt('main.js', { ...appEnv, ...env });
let app = startApi();

/** The public reads of the video catalogue (the admin has no video screen: only "sync now"). */
const VIDEO_READS = [
  ['videos: default list', '/api/youtube/videos'],
  ['videos: maxResults=7', '/api/youtube/videos?maxResults=7'],
  ['videos: search "faith", 12', '/api/youtube/videos?maxResults=12&q=faith'],
  ['videos: search "sabath" (typo), 12', '/api/youtube/videos?maxResults=12&q=sabath'],
  ['suggestions: "fa"', '/api/search/suggestions?q=fa'],
  ['site details (channel from the videos)', '/api/site'],
  ['sitemap.xml', '/sitemap.xml'],
];

try {
  await waitForUrl(`${base}/api/health`, 240);
  // The API's memory on an empty catalogue, once each video read has been answered.
  for (const [, path] of VIDEO_READS) await (await fetch(`${base}${path}`)).arrayBuffer();
  const emptyCatalogueRss = rssMb(app.pid);
  const cookie = await signInAdmin(base);
  const call = (path, init = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { Cookie: cookie, Origin: base, ...(init.headers ?? {}) },
    });

  // --- the fixture: the app made the schema; rows go in by SQL, as a ministry's years would ---------
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const seeded = Date.now();
  await seedMembers(db, MEMBERS);
  await db.query(
    `INSERT INTO testimonials (name, email, category, title, testimony, status, is_featured,
            submitted_at)
     SELECT 'Witness ' || n, 'witness' || n || '@example.test',
            (ARRAY['Healing','Breakthrough','Faith','Deliverance','Prayer','Salvation','Restoration',
                   'Provision','Family','Finances','Other'])[1 + n % 11],
            'Testimony ' || n, repeat('He is faithful. ', 40),
            (ARRAY['pending','approved','rejected'])[1 + n % 3], n % 3 = 1 AND n % 250 = 1,
            now() - (n || ' minutes')::interval
       FROM generate_series(1, $1::int) AS n`,
    [TESTIMONIES],
  );
  // Plain text here; the app's key rotation (below) encrypts it as the app stores it.
  await db.query(
    `INSERT INTO counseling_requests (name, email, category, background, current_situation,
            specific_needs, urgency, preferred_contact, status, submitted_at, created_at)
     SELECT 'Seeker ' || n, 'seeker' || n || '@example.test',
            (ARRAY['New to Walk','Marriage & Relationships','Finances & Stewardship',
                   'Health & Healing','Family Issues','Spiritual Growth','Life Decisions',
                   'Grief & Loss','Other'])[1 + n % 9],
            repeat('Years in the church. ', 15), repeat('A hard season at home. ', 15),
            repeat('Prayer and a call. ', 10), (ARRAY['normal','normal','soon','urgent'])[1 + n % 4],
            'email', (ARRAY['pending','in_progress','completed','closed'])[1 + n % 4],
            now() - (n || ' hours')::interval, now() - (n || ' hours')::interval
       FROM generate_series(1, $1::int) AS n`,
    [COUNSELING],
  );
  await seedAudience(db, { members: MEMBERS, subscribers: SUBSCRIBERS });
  // The search vector comes from the table's trigger, as for synced videos; the vocabulary, lexeme
  // counts and suggestions are rebuilt by the API that starts on them (below), as after a bulk load.
  const videosSeeded = Date.now();
  await seedVideos(db, VIDEOS, {
    onProgress: (n) => n % 20_000 === 0 && process.stderr.write(`seeded ${n} videos\n`),
  });
  const videoSeconds = ((Date.now() - videosSeeded) / 1000).toFixed(1);
  // As autovacuum leaves tables filled over years: statistics, the visibility map, and the GIN indexes'
  // pending lists merged (the planner prices a trigram search by them).
  await db.query('VACUUM ANALYZE');
  await db.end();
  const rotation = spawnSync(
    process.execPath,
    [join(root, 'backend', 'dist', 'encryption', 'cli.js'), '--batch', '1000'],
    { cwd: root, env: { ...process.env, ...appEnv }, encoding: 'utf8' },
  );
  if (rotation.status !== 0)
    console.warn(`counseling text left unencrypted: ${rotation.stderr || rotation.stdout}`);
  console.log(
    `seeded ${MEMBERS} members, ${TESTIMONIES} testimonies, ${COUNSELING} counseling requests, ` +
      `${SUBSCRIBERS} newsletter subscribers, ${MEMBERS / 50} unsubscribes, an erasure and ` +
      `${VIDEOS} videos in ${Date.now() - seeded} ms (the videos ${videoSeconds} s)`,
  );

  /** Times one call SAMPLES times (after one warm-up): p50, p95 and the answer's size. */
  async function time(name, path, init) {
    const once = async () => {
      const started = performance.now();
      const res = await call(path, init);
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok)
        throw new Error(`${path} answered ${res.status}: ${body.toString().slice(0, 200)}`);
      return { ms: performance.now() - started, bytes: body.length };
    };
    await once();
    const runs = [];
    for (let i = 0; i < SAMPLES; i++) runs.push(await once());
    const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
    return {
      call: name,
      'p50 ms': Math.round(percentile(sorted, 0.5)),
      'p95 ms': Math.round(percentile(sorted, 0.95)),
      KB: Math.round(runs[0].bytes / 1024),
    };
  }

  const members = '/api/community/members';
  const rows = [
    await time('members: first page', `${members}?page=1&pageSize=20`),
    await time('members: search "mar"', `${members}?page=1&pageSize=20&search=mar`),
    await time('members: search an e-mail', `${members}?page=1&pageSize=20&search=member4242@`),
    await time('members: marital status', `${members}?page=1&pageSize=20&maritalStatus=married`),
    await time(
      'members: status + level',
      `${members}?page=1&pageSize=20&maritalStatus=married&spiritualLevel=growing`,
    ),
    await time('members: sort by name', `${members}?page=1&pageSize=20&sort=name&order=asc`),
    await time('members: last page', `${members}?page=${Math.ceil(MEMBERS / 20)}&pageSize=20`),
    await time('members: summary cards', `${members}/summary`),
  ];
  // The Testimonials tab: its first inner tab (pending), then the other (a filter change), the counts.
  const testimonials = '/api/admin/testimonials';
  const counseling = '/api/admin/counseling';
  const grid = 'page=1&pageSize=12';
  rows.push(
    await time('testimonials: first page', `${testimonials}?status=pending&${grid}`),
    await time('testimonials: filter change', `${testimonials}?status=approved&${grid}`),
    await time(
      'testimonials: last page',
      `${testimonials}?status=approved&page=${Math.ceil(TESTIMONIES / 3 / 12)}&pageSize=12`,
    ),
    await time('testimonials: search', `${testimonials}?search=witness42@&${grid}`),
    await time('testimonials: summary', `${testimonials}/summary`),
    await time('testimonials: plain list (all, before)', testimonials),
    await time('counseling: first page', `${counseling}?${grid}`),
    await time('counseling: filter change', `${counseling}?status=in_progress&${grid}`),
    await time(
      'counseling: last page',
      `${counseling}?page=${Math.ceil(COUNSELING / 12)}&pageSize=12`,
    ),
    await time('counseling: summary', `${counseling}/summary`),
    await time('counseling: plain list (all, before)', counseling),
    await time('public testimonials: plain list (capped)', '/api/testimonials'),
    await time('public testimonials: a page', '/api/testimonials?page=1&pageSize=20'),
    await time('public testimonials: featured', '/api/testimonials/featured'),
    // What the public list answered before its cap: every approved testimony (the admin's plain list
    // of them, which adds the e-mail and moderation fields).
    await time('approved testimonies: all (public list before)', `${testimonials}?status=approved`),
  );
  for (const criteria of [
    {},
    { maritalStatus: 'married' },
    { spiritualLevel: 'growing', needs: 'prayer' },
    { maritalStatus: 'widowed', spiritualLevel: 'leader', includeNewsletterSubscribers: false },
  ]) {
    rows.push(
      await time(`audience count ${JSON.stringify(criteria)}`, '/api/email/audience/count', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(criteria),
      }),
    );
  }
  console.table(rows);
  console.log(`(${loadLine()})`);

  if (BROWSER_SAMPLES > 0) {
    console.log(
      `\nThe Community tab in Chromium, ${BROWSER_SAMPLES} walks after a cold one: ms from the ` +
        `navigation start or the click (last keystroke) until the table shows the new rows; ${loadLine()}`,
    );
    console.table(
      await timeMembersTab({
        base,
        admin: ADMIN,
        samples: BROWSER_SAMPLES,
        expected: async (query) => {
          const page = await (await call(`${members}?${query}`)).json();
          return { emails: page.items.map((m) => m.email), total: page.total };
        },
      }),
    );
  }

  // The plain list (the spec's contract, what the screen loaded before it paged on the server) and
  // the export.
  for (const [name, path] of [
    ['members: plain list (all)', members],
    ['members: CSV export (all)', `${members}/export`],
  ]) {
    const before = rssMb(app.pid);
    const started = performance.now();
    const res = await call(path);
    let bytes = 0;
    let peak = before;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      peak = Math.max(peak, rssMb(app.pid));
    }
    console.log(
      `${name}: ${res.status}, ${Math.round(performance.now() - started)} ms, ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MB; API RSS ${before} MB before, peak ${peak} MB, ` +
        `${rssMb(app.pid)} MB after`,
    );
  }

  // --- the video catalogue, from an API started on it with every public read computed ------------------
  await stopChild(app);
  const restarted = Date.now();
  app = startApi({ PUBLIC_READ_CACHE: 'false' });
  await waitForUrl(`${base}/api/health`, 600);
  const startSeconds = ((Date.now() - restarted) / 1000).toFixed(1);
  const startRss = rssMb(app.pid);
  let peakRss = startRss;
  const videoRows = [];
  for (const [name, path] of VIDEO_READS) {
    const once = async () => {
      const started = performance.now();
      const res = await fetch(`${base}${path}`);
      const body = Buffer.from(await res.arrayBuffer());
      const ms = performance.now() - started;
      if (!res.ok)
        throw new Error(`${path} answered ${res.status}: ${body.toString().slice(0, 200)}`);
      peakRss = Math.max(peakRss, rssMb(app.pid));
      const server = serverMs(res);
      return {
        ms,
        server,
        bytes: body.length,
        count: path.startsWith('/api/') ? JSON.parse(body).length : undefined,
      };
    };
    const first = await once();
    const runs = [];
    for (let i = 0; i < SAMPLES; i++) runs.push(await once());
    const trip = summary(runs.map((r) => r.ms));
    const server = summary(runs.map((r) => r.server).filter((n) => !Number.isNaN(n)));
    videoRows.push({
      call: name,
      'first ms': Math.round(first.ms),
      'p50 ms': Math.round(trip.p50),
      'p95 ms': Math.round(trip.p95),
      'server p50 ms': server.n ? server.p50 : '-',
      'server p95 ms': server.n ? server.p95 : '-',
      items: first.count ?? '-',
      KB: Math.round(first.bytes / 1024),
    });
  }
  console.log(
    `\n${VIDEOS} videos, public-read cache off (each answer computed); the API started in ` +
      `${startSeconds} s (rebuilding the search vocabulary and suggestions)`,
  );
  console.table(videoRows);
  console.log(
    `API RSS: ${emptyCatalogueRss} MB on an empty catalogue; with ${VIDEOS} videos ${startRss} MB ` +
      `after start, peak ${peakRss} MB during the reads, ${rssMb(app.pid)} MB after (${loadLine()})`,
  );
} finally {
  await stopChild(app);
}
