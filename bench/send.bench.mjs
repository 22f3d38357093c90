// npm run bench:send — a 50,000-recipient campaign through the real stack (API process + queue worker
// process, BullMQ, PostgreSQL, nodemailer) into a local smtp-server sink, side by side in one run with
// a bare nodemailer pooled loop sending the same messages to the same sink (DESIGN §8: enqueued in
// under 10 s, API and worker memory flat, ≥ 0.9× the bare loop's rate, exactly one message per
// recipient). Click rewriting is on (Settings' "Track opens and clicks", as a ministry that counts
// its links runs it; BENCH_TRACKING=off sends without it): every platform message carries its signed
// redirect links, open pixel and note, and the bare loop sends the same, pre-rendered, so the ratio
// prices the rewriting too; the sink counts the messages with a /r/ link. Uses DATABASE_URL (scratch database BENCH_DATABASE, default bench_send) and REDIS_URL
// when set; otherwise an embedded PostgreSQL under .data/bench-send and the PostgreSQL queue backend.
import { fork, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { cpuSeconds, cpuSecondsNamed, sampleRss } from './support/proc.mjs';
import { scratchDatabase, stopChild, waitForUrl } from './support/server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const require = createRequire(import.meta.url);
const N = Number(process.env.BENCH_RECIPIENTS ?? 50000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
/**
 * Messages each side sends before it is measured, so that neither pays V8's compiling its code in the
 * figures (a worker that has been running is warm), nor opening its first connections.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000);
const API_PORT = Number(process.env.BENCH_PORT ?? 3207);
const BARE_IN_FLIGHT = 50;
/** DESIGN §8's budgets: the rate against the bare loop, the enqueue, and memory that stays flat. */
const RATIO_BUDGET = 0.9;
const ENQUEUE_BUDGET_S = 10;
/**
 * How much a process's resident memory may grow during the campaign. V8 collects lazily: a worker
 * sending flat out carries 150 to 250 MB of garbage between full collections, while its live heap
 * after one stays near 57 MB before, during and after the campaign (measured with --expose-gc). What
 * this bound catches is memory that grows with the campaign: holding its 50,000 rows and rendered
 * bodies would add some 250 MB more.
 */
const MEMORY_BUDGET_MB = Number(process.env.BENCH_MEMORY_BUDGET_MB ?? 300);
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const TEMPLATE = {
  name: 'Bench',
  subject: 'A word of hope for you, {{firstName}}',
  greeting: 'Dear {{name}},',
  message:
    'Grace and peace to you from our community.\n\nThis week we study faith and obedience together; ' +
    'the lessons below will help you prepare.',
  signature: 'In His service,\nThe Ministry Team',
};
const LESSONS = ['https://example.org/lessons/1', 'https://example.org/lessons/2'];
/** Click rewriting (and the open pixel) on, unless BENCH_TRACKING=off. */
const TRACKING = process.env.BENCH_TRACKING !== 'off';
const PUBLIC_URL = 'http://localhost';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
/** CPU seconds of PostgreSQL and Redis, when they run on this machine (whoever else uses them). */
const services = () => cpuSecondsNamed('postgres', 'redis-server');

// --- the sink -------------------------------------------------------------------------------------
const sink = fork(join(here, 'support', 'smtp-sink.mjs'), [], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const sinkPort = await new Promise((resolve) => sink.once('message', (m) => resolve(m.port)));
// Both sides use the same pooled transport settings (nodemailer's default of 5 connections).
const SMTP_CONNECTIONS = Number(process.env.BENCH_SMTP_CONNECTIONS ?? 5);
const sinkUrl = `smtp://127.0.0.1:${sinkPort}?pool=true&maxConnections=${SMTP_CONNECTIONS}`;
const ask = (message, key) =>
  new Promise((resolve) => {
    const on = (m) => {
      if (key in m) {
        sink.off('message', on);
        resolve(m);
      }
    };
    sink.on('message', on);
    sink.send(message);
  });
const stats = () => ask('stats', 'count');
const resetSink = () => ask('reset', 'reset');

// --- the database ---------------------------------------------------------------------------------
let databaseUrl;
let stopEmbedded = async () => {};
if (process.env.DATABASE_URL) {
  databaseUrl = await scratchDatabase(
    process.env.DATABASE_URL,
    process.env.BENCH_DATABASE ?? 'bench_send',
  );
} else {
  const { startEmbeddedPostgres } = require(
    join(root, 'backend', 'dist', 'database', 'embedded-postgres.js'),
  );
  const embedded = await startEmbeddedPostgres(join(root, '.data', 'bench-send'), 54333);
  databaseUrl = embedded.url;
  stopEmbedded = () => embedded.stop();
}

const children = [];
const QUEUE_PREFIX = `bench-send-${Date.now()}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  QUEUE_PREFIX,
  SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
  SMTP_URL: sinkUrl,
  EMAIL_RATE_PER_SECOND: '0',
  EMAIL_CONCURRENCY: String(CONCURRENCY),
  SERVE_FRONTENDS: 'false',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_URL,
};
// e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the API and worker processes.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const start = (script, extra) => {
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'backend', 'dist', script)], {
    cwd: root,
    env: { ...env, ...extra },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
};
/** When the last job of a campaign was added (ms since the epoch), read from the campaign queue. */
const lastEnqueuedAt = async (campaignId) => {
  const dist = join(root, 'backend', 'dist', 'queue');
  const { queueConnection } = require(join(dist, 'queue-connection.js'));
  const { CAMPAIGN_QUEUE } = require(join(dist, 'queue.constants.js'));
  const { Queue } = require('bullmq');
  const queue = new Queue(CAMPAIGN_QUEUE, {
    ...queueConnection(process.env.REDIS_URL, databaseUrl).options,
    prefix: QUEUE_PREFIX,
  });
  try {
    const states = ['completed', 'failed', 'active', 'waiting', 'delayed', 'prioritized'];
    return (await queue.getJobs(states, 0, -1))
      .filter((job) => job.data.campaignId === campaignId)
      .reduce((latest, job) => Math.max(latest, job.timestamp), 0);
  } finally {
    await queue.close();
  }
};
/** This run's keys leave the shared Redis with it (the embedded database is scratch anyway). */
const dropQueueKeys = async () => {
  if (!process.env.REDIS_URL) return;
  const { Redis } = require('ioredis');
  const redis = new Redis(process.env.REDIS_URL);
  for await (const keys of redis.scanStream({ match: `${QUEUE_PREFIX}:*`, count: 1000 }))
    if (keys.length) await redis.unlink(...keys);
  redis.disconnect();
};
const stopAll = async () => {
  await Promise.all(children.map(stopChild));
  await dropQueueKeys();
  sink.send('stop');
  await stopEmbedded();
};

try {
  start('main.js', { PORT: String(API_PORT), RUN_WORKERS: 'false' });
  const base = `http://127.0.0.1:${API_PORT}`;
  await waitForUrl(`${base}/api/health`, 120);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const call = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { Cookie: cookie, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // Tracking is switched before the workers start, so they read it as they boot.
  const settings = await call('GET', '/api/admin/settings');
  for (const key of [
    'logoUrl',
    'faviconUrl',
    'updatedAt',
    'updatedBy',
    'checklist',
    'mailFromOverride',
    'bounceMailboxPasswordSet',
    'podcastArtworkUrl',
  ])
    delete settings[key];
  await call('PUT', '/api/admin/settings', { ...settings, trackOpensAndClicks: TRACKING });
  for (let w = 0; w < WORKERS; w += 1) start('worker.js', {});

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // The measured campaign goes to the married members, the warm-up one to the single ones.
  await db.query(
    `INSERT INTO community_members (first_name, last_name, email, marital_status)
     SELECT 'Member' || n, 'Bench', 'member' || n || '@bench.test', 'married' FROM generate_series(1, $1) n
     UNION ALL
     SELECT 'Early' || n, 'Bench', 'early' || n || '@bench.test', 'single' FROM generate_series(1, $2) n`,
    [N, WARMUP],
  );

  // --- the same messages, pre-rendered, through a bare pooled nodemailer loop ---------------------
  const { renderMail } = require(
    join(root, 'backend', 'dist', 'modules', 'email', 'mail', 'render.js'),
  );
  const { UnsubscribeTokens } = require(
    join(root, 'backend', 'dist', 'modules', 'email', 'unsubscribe', 'unsubscribe-token.js'),
  );
  const { TrackingTokens } = require(
    join(root, 'backend', 'dist', 'modules', 'email', 'tracking', 'tracking-tokens.js'),
  );
  const { TRACKING_NOTE } = require(
    join(root, 'backend', 'dist', 'modules', 'email', 'mail', 'render.js'),
  );
  const tokens = new UnsubscribeTokens('bench');
  const trackingTokens = new TrackingTokens('bench');
  const redirect = (target) => `${PUBLIC_URL}/r/${trackingTokens.create(target)}`;
  const messages = [];
  for (let n = 1; n <= N; n += 1) {
    const email = `member${n}@bench.test`;
    const unsubscribeUrl = `${PUBLIC_URL}/unsubscribe?token=${tokens.create(email)}&d=${trackingTokens.create({ kind: 'unsubscribe', deliveryId: n })}`;
    const r = renderMail(
      { ...TEMPLATE, lessonLinks: LESSONS },
      { email, name: `Member${n} Bench`, firstName: `Member${n}` },
      {
        ministryName: 'Spirit & Truth Ministry',
        postalAddress: '123 Faith Avenue',
        siteUrl: 'http://localhost',
        unsubscribeUrl,
        reason: 'Bench.',
        ...(TRACKING
          ? {
              tracking: {
                link: (url) =>
                  redirect({ kind: 'click', deliveryId: n, link: LESSONS.indexOf(url) }),
                pixelUrl: redirect({ kind: 'open', deliveryId: n }),
                note: TRACKING_NOTE,
              },
            }
          : {}),
      },
    );
    messages.push({
      from: 'Spirit & Truth Ministry <no-reply@localhost>',
      to: { name: `Member${n} Bench`, address: email },
      subject: r.subject,
      text: r.text,
      html: r.html,
      list: { unsubscribe: [unsubscribeUrl, 'mailto:no-reply@localhost?subject=unsubscribe'] },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }
  /** One pass of the bare loop: BARE_IN_FLIGHT sendMail calls at a time on a pooled transport. */
  const runBare = async (count = N) => {
    await resetSink();
    const transport = nodemailer.createTransport(sinkUrl);
    const cpu = [cpuSeconds(process.pid), cpuSeconds(sink.pid), services()];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: BARE_IN_FLIGHT }, async () => {
        while (next < count) await transport.sendMail(messages[next++]);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuUsed = [
      cpuSeconds(process.pid) - cpu[0],
      cpuSeconds(sink.pid) - cpu[1],
      services() - cpu[2],
    ];
    transport.close();
    return { seconds, cpuUsed, stats: await stats() };
  };
  // The bare loop runs before and after the campaign and its two rates are averaged, so that load
  // from elsewhere on the machine weighs on both sides alike.
  if (WARMUP) await runBare(Math.min(WARMUP, N));
  const bareBefore = await runBare();

  // --- the campaign through the platform ---------------------------------------------------------
  const template = await call('POST', '/api/email/templates', TEMPLATE);
  const createCampaign = (name, maritalStatus) =>
    call('POST', '/api/email/campaigns', {
      name,
      templateId: template.id,
      targetCriteria: { maritalStatus, includeNewsletterSubscribers: false },
      lessonLinks: LESSONS,
    });
  /** Sends a campaign of `count` recipients and waits until the sink has them all and it is sent. */
  const send = async (campaign, count) => {
    await resetSink();
    const sentAt = Date.now();
    const start = performance.now();
    const started = await call('POST', `/api/email/campaigns/${campaign.id}/send`);
    const answerSeconds = (performance.now() - start) / 1000;
    if (started.recipientCount !== count)
      throw new Error(`recipientCount ${started.recipientCount}, expected ${count}`);
    let status = 'sending';
    let firstSeconds;
    for (;;) {
      const s = await stats();
      if (s.count > 0) firstSeconds ??= (performance.now() - start) / 1000;
      if (s.count >= count) {
        status = (await call('GET', `/api/email/campaigns/${campaign.id}`)).status;
        if (status !== 'sending') break;
      }
      if (performance.now() - start > 900_000) throw new Error('the campaign took over 15 minutes');
      await sleep(25);
    }
    return {
      sentAt,
      answerSeconds,
      firstSeconds,
      status,
      seconds: (performance.now() - start) / 1000,
    };
  };
  if (WARMUP) await send(await createCampaign('Warm-up', 'single'), WARMUP);

  const campaign = await createCampaign('Bench campaign', 'married');
  const api = children[0].pid;
  const workerPids = children.slice(1).map((c) => c.pid);
  const memory = sampleRss([api, ...workerPids]);
  const oursCpu = [
    workerPids.reduce((a, p) => a + cpuSeconds(p), 0),
    cpuSeconds(api),
    cpuSeconds(sink.pid),
    services(),
  ];
  const loadBefore = load();
  const {
    sentAt,
    answerSeconds,
    firstSeconds,
    status,
    seconds: oursSeconds,
  } = await send(campaign, N);
  const oursCpuUsed = [
    workerPids.reduce((a, p) => a + cpuSeconds(p), 0) - oursCpu[0],
    cpuSeconds(api) - oursCpu[1],
    cpuSeconds(sink.pid) - oursCpu[2],
    services() - oursCpu[3],
  ];
  const loadAfter = load();
  await sleep(500); // anything sent twice would arrive now
  const ours = await stats();
  const [apiMemory, ...workerMemory] = memory.stop();
  const enqueuedSeconds = ((await lastEnqueuedAt(campaign.id)) - sentAt) / 1000;
  await db.end();

  const bareAfter = await runBare();
  const bareRate = (N / bareBefore.seconds + N / bareAfter.seconds) / 2;
  const bareSeconds = N / bareRate;
  const bareCpuUsed = [0, 1, 2].map((i) => (bareBefore.cpuUsed[i] + bareAfter.cpuUsed[i]) / 2);
  const bare = bareAfter.stats;
  if (bareBefore.stats.count !== N)
    throw new Error(`bare loop: ${bareBefore.stats.count} received`);
  const oursRate = N / oursSeconds;
  const ratio = oursRate / bareRate;
  const perMessage = (seconds) => ((seconds * 1000) / N).toFixed(2);
  console.log(
    `\n${N} recipients, click rewriting ${TRACKING ? 'on' : 'off'}; load average ${loadBefore} before the campaign, ${loadAfter} after it`,
  );
  console.table([
    {
      pipeline: 'bare nodemailer pooled loop (mean of 2)',
      received: bare.count,
      distinct: bare.unique,
      duplicates: bare.duplicates,
      'with /r/ links': bare.tracked,
      seconds: bareSeconds.toFixed(2),
      'msg/s': Math.round(bareRate),
      ratio: '1.00',
      'sender CPU ms/msg': perMessage(bareCpuUsed[0]),
      'sink CPU ms/msg': perMessage(bareCpuUsed[1]),
      'pg+redis CPU ms/msg': perMessage(bareCpuUsed[2]),
    },
    {
      pipeline: `platform campaign (${WORKERS} worker, concurrency ${CONCURRENCY})`,
      received: ours.count,
      distinct: ours.unique,
      duplicates: ours.duplicates,
      'with /r/ links': ours.tracked,
      seconds: oursSeconds.toFixed(2),
      'msg/s': Math.round(oursRate),
      ratio: ratio.toFixed(2),
      'sender CPU ms/msg': `${perMessage(oursCpuUsed[0] + oursCpuUsed[1])} (worker ${perMessage(oursCpuUsed[0])})`,
      'sink CPU ms/msg': perMessage(oursCpuUsed[2]),
      'pg+redis CPU ms/msg': perMessage(oursCpuUsed[3]),
    },
  ]);
  console.log(
    `send answered in ${answerSeconds.toFixed(2)} s; last job enqueued ${enqueuedSeconds.toFixed(2)} s ` +
      `after the request; first message received at ${firstSeconds.toFixed(2)} s`,
  );
  const mb = (n) => Math.round(n);
  const memoryRows = [apiMemory, ...workerMemory].map((m, i) => ({
    process: i === 0 ? 'API' : `worker ${i}`,
    'RSS before MB': mb(m.first),
    'peak MB': mb(m.peak),
    'after MB': mb(m.last),
    'peak growth MB': mb(m.peak - m.first),
  }));
  console.table(memoryRows);

  const problems = [];
  if (ours.count !== N || ours.unique !== N)
    problems.push(
      `received ${ours.count} messages for ${ours.unique} addresses, expected exactly ${N}`,
    );
  if (TRACKING && ours.tracked !== N)
    problems.push(`${ours.tracked} of ${N} messages had their links rewritten`);
  if (status !== 'sent') problems.push(`campaign ended as ${status}`);
  if (ratio < RATIO_BUDGET)
    problems.push(`rate ${ratio.toFixed(2)}× the bare loop, budget ${RATIO_BUDGET}×`);
  const enqueued = Math.max(answerSeconds, enqueuedSeconds);
  if (!(enqueued < ENQUEUE_BUDGET_S))
    problems.push(`enqueued in ${enqueued.toFixed(2)} s, budget ${ENQUEUE_BUDGET_S} s`);
  for (const m of memoryRows)
    if (m['peak growth MB'] > MEMORY_BUDGET_MB)
      problems.push(
        `${m.process} grew by ${m['peak growth MB']} MB, budget ${MEMORY_BUDGET_MB} MB`,
      );
  console.log(
    problems.length
      ? `FAIL: ${problems.join('; ')}`
      : `PASS: enqueued in ${enqueued.toFixed(2)} s, memory flat, ${ratio.toFixed(2)}× the bare loop, ` +
          `exactly ${N} received${TRACKING ? ', every link rewritten' : ''}, campaign sent`,
  );
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await stopAll();
}
