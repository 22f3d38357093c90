// npm run bench:webhooks — BENCH_EVENTS (default 50,000) bounce and complaint events posted to the
// running server's provider webhooks (/api/email/webhooks/{ses,sendgrid,postmark,mailgun}), a quarter
// each, in each provider's payload shape and signed as it signs them (support/providers.mjs). One in
// ten deliveries is a repeat of an event already posted or still to come (providers retry; SNS
// redelivers), and all of them go out shuffled, so events arrive out of order: the soft bounces of one
// address in any order, and a repeat before its original. SendGrid's go in batches of
// BENCH_SENDGRID_BATCH (default 100) events per request, the others one per request, BENCH_CONCURRENCY
// (default 32) requests in flight.
//
// Then it counts in the database: every distinct event stored once (0 lost, 0 stored twice), and the
// suppression list exactly what the events make it (hard bounces and complaints suppress; 3 soft
// bounces within 30 days suppress; 2 do not, and each address with 2 has one of them delivered twice,
// so an event applied twice would suppress it). It fails (exit 1) when anything differs or the
// ingestion took BENCH_BUDGET_S (default 60) seconds or more.
//
// Needs DATABASE_URL and a built backend (npm run build -w backend); it runs on a scratch database
// BENCH_DATABASE (default bench_webhooks) on that server, the API in production mode.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  mailgunBody,
  postmarkBody,
  providerSecrets,
  sendgridEvent,
  sendgridRequest,
  sesPayload,
  startSnsFake,
} from './support/providers.mjs';
import { cpuSeconds, cpuSecondsNamed } from './support/proc.mjs';
import { random as seeded } from './support/random.mjs';
import { scratchDatabase, stopChild, waitForUrl } from './support/server.mjs';
import { summary } from './support/stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const REPEAT_SHARE = 0.1;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const SENDGRID_BATCH = Number(process.env.BENCH_SENDGRID_BATCH ?? 100);
const BUDGET_S = Number(process.env.BENCH_BUDGET_S ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3296);
const DATABASE = process.env.BENCH_DATABASE ?? 'bench_webhooks';
const PROVIDERS = ['ses', 'sendgrid', 'postmark', 'mailgun'];
const DAY = 86_400_000;
const base = `http://127.0.0.1:${PORT}`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

if (!process.env.DATABASE_URL)
  throw new Error('bench:webhooks needs DATABASE_URL (a PostgreSQL server)');
const random = seeded(36);
const shuffle = (list) => {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
};

// --- the events -----------------------------------------------------------------------------------
// Per provider, addresses of four kinds: a hard bounce, a complaint, three soft bounces within 30 days
// (suppressed on the third, whichever arrives third), two soft bounces (never suppressed).
const distinctTarget = Math.round(EVENTS * (1 - REPEAT_SHARE));
const perProvider = Math.floor(distinctTarget / PROVIDERS.length);
const events = [];
const expected = new Map(); // address → 'bounce' | 'complaint' | null (not suppressed)
const twiceSoft = []; // the first event of every address with two soft bounces
const now = Date.now();
let postmarkId = 4323372036854775000n; // past 2^53, as Postmark's own example
for (const provider of PROVIDERS) {
  let made = 0;
  let n = 0;
  const add = (email, kind, at) => {
    const id =
      provider === 'postmark' ? String((postmarkId += 1n)) : `${provider}-${events.length}`;
    const event = { provider, id, email, kind, at };
    events.push(event);
    made += 1;
    return event;
  };
  while (made < perProvider) {
    n += 1;
    const email = `${provider}.${n}@bench.test`;
    const shape = n % 10; // 0-3: hard bounce, 4-5: complaint, 6-7: three soft, 8-9: two soft
    const at = now - Math.floor(random() * 25 * DAY);
    if (shape < 4) {
      add(email, 'hard_bounce', at);
      expected.set(email, 'bounce');
    } else if (shape < 6) {
      add(email, 'complaint', at);
      expected.set(email, 'complaint');
    } else if (shape < 8) {
      for (let k = 0; k < 3; k += 1) add(email, 'soft_bounce', at - k * 2 * DAY);
      expected.set(email, 'bounce');
    } else {
      twiceSoft.push(add(email, 'soft_bounce', at));
      add(email, 'soft_bounce', at - 3 * DAY);
      expected.set(email, null);
    }
  }
}
// The repeats: one soft bounce of every twice-bounced address, then others at random.
const repeats = [...twiceSoft];
while (repeats.length < EVENTS - events.length)
  repeats.push(events[Math.floor(random() * events.length)]);
repeats.length = Math.max(0, EVENTS - events.length);

// --- the requests, built and signed before the clock starts ---------------------------------------
const sns = await startSnsFake();
const { secrets, env: webhookEnv } = providerSecrets(sns.baseUrl);
/** One body per distinct event, so that its repeat is the same request byte for byte. */
const bodies = new Map();
const bodyOf = (event) => {
  let body = bodies.get(event);
  if (!body) {
    if (event.provider === 'ses')
      body = {
        path: 'ses',
        headers: {
          'Content-Type': 'text/plain; charset=UTF-8',
          'x-amz-sns-message-type': 'Notification',
        },
        body: sns.notification(sesPayload(event), `msg-${event.id}`),
      };
    else if (event.provider === 'postmark')
      body = {
        path: 'postmark',
        headers: {
          'Content-Type': 'application/json',
          'X-Postmark-Webhook-Token': secrets.postmarkToken,
        },
        body: postmarkBody(event),
      };
    else
      body = {
        path: 'mailgun',
        headers: { 'Content-Type': 'application/json' },
        body: mailgunBody(event, secrets.mailgunKey),
      };
    bodies.set(event, body);
  }
  return body;
};
const deliveries = shuffle([...events, ...repeats]);
const requests = [];
let batch = [];
for (const event of deliveries) {
  if (event.provider !== 'sendgrid') {
    requests.push(bodyOf(event));
    continue;
  }
  batch.push(sendgridEvent(event));
  if (batch.length === SENDGRID_BATCH) {
    requests.push({ path: 'sendgrid', ...sendgridRequest(batch, secrets.sendgridKey) });
    batch = [];
  }
}
if (batch.length)
  requests.push({ path: 'sendgrid', ...sendgridRequest(batch, secrets.sendgridKey) });

// --- the server -----------------------------------------------------------------------------------
const databaseUrl = await scratchDatabase(process.env.DATABASE_URL, DATABASE);
// e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the API process.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const app = spawn(process.execPath, [...nodeArgs, join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-0123456789-0123456789',
    PORT: String(PORT),
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    SEED_DEMO_CONTENT: 'false',
    SERVE_FRONTENDS: 'false',
    QUEUE_PREFIX: `bench-webhooks-${process.pid}`,
    DATABASE_URL: databaseUrl,
    ...webhookEnv,
  },
});

// The providers' side: node:http on kept-alive sockets, one per request in flight. fetch cost this
// process about twice the CPU per request, and it shares the two cores with the API and PostgreSQL,
// whose work is what this measures.
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
/** POSTs `body` and resolves with the answer's status once its body is read. */
const post = (path, headers, body) =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: 'POST',
        agent,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });

let failed = false;
try {
  await waitForUrl(`${base}/api/health`, 240);
  const statuses = new Map();
  const latencies = [];
  let next = 0;
  const loadBefore = load();
  const cpu = [cpuSeconds(app.pid), cpuSeconds(process.pid), cpuSecondsNamed('postgres')];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const r = requests[next++];
        const sent = performance.now();
        // A provider retries what was not taken (a 5xx or no answer); so does this, 3 times at most.
        let status = 0;
        for (let attempt = 0; attempt < 3 && !(status >= 200 && status < 500); attempt += 1) {
          try {
            status = await post(`/api/email/webhooks/${r.path}`, r.headers, r.body);
          } catch {
            status = 0;
          }
        }
        latencies.push(performance.now() - sent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuUsed = [
    cpuSeconds(app.pid) - cpu[0],
    cpuSeconds(process.pid) - cpu[1],
    cpuSecondsNamed('postgres') - cpu[2],
  ];
  const loadAfter = load();

  // --- what the database holds --------------------------------------------------------------------
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const stored = (
    await db.query(
      `SELECT provider, event_id, count(*)::int AS n FROM email_provider_events
       GROUP BY provider, event_id`,
    )
  ).rows;
  const suppressions = (
    await db.query(`SELECT email, reason, source FROM email_suppressions WHERE email LIKE $1`, [
      '%@bench.test',
    ])
  ).rows;
  await db.end();

  const storedKeys = new Map(stored.map((row) => [`${row.provider}|${row.event_id}`, row.n]));
  const keyOf = (e) => `${e.provider}|${e.provider === 'ses' ? `${e.id}:${e.email}` : e.id}`;
  const lost = events.filter((e) => !storedKeys.has(keyOf(e)));
  const storedTwice = stored.filter((row) => row.n > 1).length;
  const strangers = stored.length - (events.length - lost.length);
  const got = new Map(suppressions.map((row) => [row.email, row]));
  const wrong = [];
  for (const [email, reason] of expected) {
    const row = got.get(email);
    if ((row?.reason ?? null) !== reason)
      wrong.push(`${email}: ${row?.reason ?? 'none'}, expected ${reason ?? 'none'}`);
    else if (row && row.source !== email.split('.')[0])
      wrong.push(`${email}: source ${row.source}`);
  }
  const wronglySuppressed = twiceSoft.filter((e) => got.has(e.email)).length;

  const perSecond = Math.round(EVENTS / seconds);
  console.log(
    `\n${EVENTS} events (${events.length} distinct, ${repeats.length} repeats) in ` +
      `${requests.length} requests, ${CONCURRENCY} in flight; load average ${loadBefore} before, ` +
      `${loadAfter} after`,
  );
  console.table([
    {
      seconds: seconds.toFixed(2),
      'events/s': perSecond,
      'requests/s': Math.round(requests.length / seconds),
      ...Object.fromEntries([...statuses].map(([status, n]) => [`HTTP ${status || 'error'}`, n])),
      'SNS certificates fetched': sns.certificatesFetched(),
    },
  ]);
  // Where the seconds went: the API process, this process (the providers' side: HTTP client), and
  // every PostgreSQL process on the machine (whoever else uses it).
  console.table([
    {
      'API CPU s': cpuUsed[0].toFixed(1),
      'API CPU ms/event': ((cpuUsed[0] * 1000) / EVENTS).toFixed(2),
      'senders CPU s': cpuUsed[1].toFixed(1),
      'postgres CPU s': cpuUsed[2].toFixed(1),
      'postgres CPU ms/event': ((cpuUsed[2] * 1000) / EVENTS).toFixed(2),
    },
  ]);
  console.log('request latency (ms, with retries):', summary(latencies));
  console.table([
    {
      'distinct events': events.length,
      stored: stored.length,
      lost: lost.length,
      'stored twice': storedTwice,
      'not posted': strangers,
      'suppressed (expected)': [...expected.values()].filter(Boolean).length,
      suppressed: suppressions.length,
      'wrong suppressions': wrong.length,
      '2-soft addresses suppressed': wronglySuppressed,
    },
  ]);

  const problems = [];
  const refused = [...statuses].filter(([status]) => status !== 204);
  if (refused.length)
    problems.push(`answers other than 204: ${refused.map(([s, n]) => `${n}× ${s}`).join(', ')}`);
  if (lost.length) problems.push(`${lost.length} events lost (first: ${keyOf(lost[0])})`);
  if (storedTwice || strangers) problems.push(`${storedTwice + strangers} events stored twice`);
  if (wrong.length) problems.push(`${wrong.length} suppressions wrong (first: ${wrong[0]})`);
  if (!(seconds < BUDGET_S)) problems.push(`${seconds.toFixed(1)} s, budget ${BUDGET_S} s`);
  failed = problems.length > 0;
  console.log(
    failed
      ? `FAIL: ${problems.join('; ')}`
      : `PASS: ${EVENTS} events in ${seconds.toFixed(1)} s (< ${BUDGET_S} s), 0 lost, 0 applied twice`,
  );
} finally {
  agent.destroy();
  await stopChild(app);
  await sns.close();
}
process.exitCode = failed ? 1 : 0;
