// npm run bench:send — a 20,000-recipient campaign through the real stack (API process + queue worker
// process, BullMQ, PostgreSQL, nodemailer) into a local smtp-server sink, side by side in one run with
// a bare nodemailer pooled loop sending the same messages to the same sink (DESIGN §6: ≥ 0.7× its
// rate, exactly one message per recipient). Uses DATABASE_URL/REDIS_URL when set; otherwise an embedded
// PostgreSQL under .data/bench-send and the PostgreSQL queue backend.
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { scratchDatabase, stopChild, waitForUrl } from './support/server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const require = createRequire(import.meta.url);
const N = Number(process.env.BENCH_RECIPIENTS ?? 20000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
const API_PORT = Number(process.env.BENCH_PORT ?? 3207);
const BARE_IN_FLIGHT = 50;
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

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** CPU seconds (user + system) a process has used so far (Linux). */
const cpuSeconds = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
};

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
  databaseUrl = await scratchDatabase(process.env.DATABASE_URL, 'ministry_bench_send');
} else {
  const { startEmbeddedPostgres } = require(
    join(root, 'backend', 'dist', 'database', 'embedded-postgres.js'),
  );
  const embedded = await startEmbeddedPostgres(join(root, '.data', 'bench-send'), 54333);
  databaseUrl = embedded.url;
  stopEmbedded = () => embedded.stop();
}

const children = [];
const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  QUEUE_PREFIX: `bench-send-${Date.now()}`,
  SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
  SMTP_URL: sinkUrl,
  EMAIL_RATE_PER_SECOND: '0',
  EMAIL_CONCURRENCY: String(CONCURRENCY),
  SERVE_FRONTENDS: 'false',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
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
const stopAll = async () => {
  await Promise.all(children.map(stopChild));
  sink.send('stop');
  await stopEmbedded();
};

try {
  start('main.js', { PORT: String(API_PORT), RUN_WORKERS: 'false' });
  const base = `http://127.0.0.1:${API_PORT}`;
  await waitForUrl(`${base}/api/health`, 120);
  for (let w = 0; w < WORKERS; w += 1) start('worker.js', {});

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `INSERT INTO community_members (first_name, last_name, email, marital_status)
     SELECT 'Member' || n, 'Bench', 'member' || n || '@bench.test', 'married' FROM generate_series(1, $1) n`,
    [N],
  );

  // --- the same messages, pre-rendered, through a bare pooled nodemailer loop ---------------------
  const { renderMail } = require(
    join(root, 'backend', 'dist', 'modules', 'email', 'mail', 'render.js'),
  );
  const { UnsubscribeTokens } = require(
    join(root, 'backend', 'dist', 'modules', 'email', 'unsubscribe', 'unsubscribe-token.js'),
  );
  const tokens = new UnsubscribeTokens('bench');
  const messages = [];
  for (let n = 1; n <= N; n += 1) {
    const email = `member${n}@bench.test`;
    const unsubscribeUrl = `http://localhost/unsubscribe?token=${tokens.create(email)}`;
    const r = renderMail(
      { ...TEMPLATE, lessonLinks: LESSONS },
      { email, name: `Member${n} Bench`, firstName: `Member${n}` },
      {
        ministryName: 'Spirit & Truth Ministry',
        postalAddress: '123 Faith Avenue',
        siteUrl: 'http://localhost',
        unsubscribeUrl,
        reason: 'Bench.',
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
  const runBare = async () => {
    await resetSink();
    const transport = nodemailer.createTransport(sinkUrl);
    const cpu = [cpuSeconds(process.pid), cpuSeconds(sink.pid)];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: BARE_IN_FLIGHT }, async () => {
        while (next < messages.length) await transport.sendMail(messages[next++]);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuUsed = [cpuSeconds(process.pid) - cpu[0], cpuSeconds(sink.pid) - cpu[1]];
    transport.close();
    return { seconds, cpuUsed, stats: await stats() };
  };
  // The bare loop runs before and after the campaign and its two rates are averaged, so that load
  // from elsewhere on the machine weighs on both sides alike.
  const bareBefore = await runBare();

  // --- the campaign through the platform ---------------------------------------------------------
  await resetSink();
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
  const template = await call('POST', '/api/email/templates', TEMPLATE);
  const campaign = await call('POST', '/api/email/campaigns', {
    name: 'Bench campaign',
    templateId: template.id,
    targetCriteria: { maritalStatus: 'married', includeNewsletterSubscribers: false },
    lessonLinks: LESSONS,
  });
  const workerPids = children.slice(1).map((c) => c.pid);
  const oursCpu = [
    workerPids.reduce((a, p) => a + cpuSeconds(p), 0),
    cpuSeconds(children[0].pid),
    cpuSeconds(sink.pid),
  ];
  const oursStart = performance.now();
  const started = await call('POST', `/api/email/campaigns/${campaign.id}/send`);
  if (started.recipientCount !== N)
    throw new Error(`recipientCount ${started.recipientCount}, expected ${N}`);
  let status = 'sending';
  for (;;) {
    const s = await stats();
    if (s.count >= N) {
      const c = await call('GET', `/api/email/campaigns/${campaign.id}`);
      status = c.status;
      if (status !== 'sending') break;
    }
    if (performance.now() - oursStart > 600_000)
      throw new Error('the campaign took over 10 minutes');
    await sleep(25);
  }
  const oursSeconds = (performance.now() - oursStart) / 1000;
  const oursCpuUsed = [
    workerPids.reduce((a, p) => a + cpuSeconds(p), 0) - oursCpu[0],
    cpuSeconds(children[0].pid) - oursCpu[1],
    cpuSeconds(sink.pid) - oursCpu[2],
  ];
  await sleep(500); // anything sent twice would arrive now
  const ours = await stats();
  await db.end();

  const bareAfter = await runBare();
  const bareRate = (N / bareBefore.seconds + N / bareAfter.seconds) / 2;
  const bareSeconds = N / bareRate;
  const bareCpuUsed = [0, 1].map((i) => (bareBefore.cpuUsed[i] + bareAfter.cpuUsed[i]) / 2);
  const bare = bareAfter.stats;
  if (bareBefore.stats.count !== N)
    throw new Error(`bare loop: ${bareBefore.stats.count} received`);
  const oursRate = N / oursSeconds;
  const ratio = oursRate / bareRate;
  console.table([
    {
      pipeline: 'bare nodemailer pooled loop (mean of 2)',
      messages: N,
      received: bare.count,
      distinct: bare.unique,
      duplicates: bare.duplicates,
      seconds: bareSeconds.toFixed(2),
      'msg/s': Math.round(bareRate),
      ratio: '1.00',
      'sender CPU ms/msg': ((bareCpuUsed[0] * 1000) / N).toFixed(2),
      'sink CPU ms/msg': ((bareCpuUsed[1] * 1000) / N).toFixed(2),
    },
    {
      pipeline: `platform campaign (${WORKERS} worker, concurrency ${CONCURRENCY})`,
      messages: N,
      received: ours.count,
      distinct: ours.unique,
      duplicates: ours.duplicates,
      seconds: oursSeconds.toFixed(2),
      'msg/s': Math.round(oursRate),
      ratio: ratio.toFixed(2),
      'sender CPU ms/msg': (((oursCpuUsed[0] + oursCpuUsed[1]) * 1000) / N).toFixed(2),
      'sink CPU ms/msg': ((oursCpuUsed[2] * 1000) / N).toFixed(2),
    },
  ]);
  const problems = [];
  if (ours.count !== N || ours.unique !== N)
    problems.push(
      `received ${ours.count} messages for ${ours.unique} addresses, expected exactly ${N}`,
    );
  if (status !== 'sent') problems.push(`campaign ended as ${status}`);
  if (ratio < 0.7) problems.push(`rate ${ratio.toFixed(2)}× the bare loop, budget 0.7×`);
  console.log(
    problems.length
      ? `FAIL: ${problems.join('; ')}`
      : `PASS: ≥ 0.7× the bare loop, exactly ${N} received, campaign sent`,
  );
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await stopAll();
}
