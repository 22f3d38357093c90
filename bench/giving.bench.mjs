// npm run bench:giving — online giving (issue 38's budgets) on the built server as it runs in
// production: one HTTP-only API process and one queue worker (worker.js) on a scratch database and
// Redis, mail to a local SMTP sink, and the test fake of the Stripe API (backend/test/support/
// fake-stripe.ts, run by Node's type stripping; STRIPE_API_BASE_URL) holding what Stripe would:
//   1. the gifts: BENCH_ONCE one-time and BENCH_RECURRING monthly gifts started through the API's
//      `POST /api/giving/checkout` and paid on the fake's side, renewals of the recurring ones,
//      partial and full refunds and disputes, until the fake has sent BENCH_EVENTS events (default
//      10,000: payments, invoices, refunds, disputes and the events giving ignores, as Stripe sends
//      them). Each event is signed at delivery with the Stripe SDK's `generateTestHeaderString`;
//   2. the replay: every event twice (20,000 deliveries), shuffled (seeded). The first BENCH_SAMPLES
//      (default 300) one after another: the webhook's handling p95 < 50 ms at the server
//      (Server-Timing of the route) is read from them; the rest BENCH_WEBHOOK_CONCURRENCY (default 8)
//      at a time, as Stripe delivers, so copies of one event meet. Then the gifts in the database and
//      `GET /api/admin/giving/totals` must equal to the cent what Stripe's objects say (amounts
//      received, refunds, disputes), one gift per payment and no other;
//   3. the statements: BENCH_DONORS donors (default 5,000) with 1–3 gifts each last year, seeded by
//      SQL, then `POST /api/admin/giving/statements/{year}/send` through the API: every donor's
//      statement row in `giving_mail` (queued) within 60 s, the worker's resident memory sampled
//      every 100 ms meanwhile (flat: the job reads donors in batches), exactly one row per donor,
//      and a second run adds none. The sending that follows is watched for BENCH_SEND_SECONDS
//      (default 60) more.
// Prints a table against the targets and exits 1 when one is missed. Public writes are limited per
// client address; every checkout here comes from 127.0.0.1, so the bench raises PUBLIC_WRITE_LIMIT.
// Needs DATABASE_URL and REDIS_URL; runs on the scratch database BENCH_DATABASE (default
// bench_giving[_<TEST_NAMESPACE>]), dropped and made again each run.
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadLine, rssMb, sampleRss } from './support/proc.mjs';
import { pool } from './support/pool.mjs';
import { random } from './support/random.mjs';
import {
  adminCaller,
  builtServerEnv,
  scratchDatabase,
  signInAdmin,
  startBuilt,
  stopChild,
  waitFor,
  waitForUrl,
  workerHeapEnv,
} from './support/server.mjs';
import { serverMs, summary } from './support/stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const ONCE = Number(process.env.BENCH_ONCE ?? Math.round(EVENTS * 0.12));
const RECURRING = Number(process.env.BENCH_RECURRING ?? Math.round(EVENTS * 0.04));
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const CONCURRENCY = Number(process.env.BENCH_WEBHOOK_CONCURRENCY ?? 8);
const DONORS = Number(process.env.BENCH_DONORS ?? 5_000);
const SEND_SECONDS = Number(process.env.BENCH_SEND_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3385);
const namespace = (process.env.TEST_NAMESPACE ?? '').replace(/[^a-z0-9_]/gi, '').toLowerCase();
const DATABASE = process.env.BENCH_DATABASE ?? `bench_giving${namespace ? `_${namespace}` : ''}`;
const base = `http://127.0.0.1:${PORT}`;
const WEBHOOK = `${base}/api/giving/webhooks/stripe`;
const log = (message) => process.stderr.write(`${message}\n`);

if (!process.env.DATABASE_URL) throw new Error('bench:giving needs DATABASE_URL');
if (!process.env.REDIS_URL)
  throw new Error('bench:giving needs REDIS_URL (the API and the worker)');
const databaseUrl = await scratchDatabase(process.env.DATABASE_URL, DATABASE);

const { FakeStripe } = await import('../backend/test/support/fake-stripe.ts');
const stripe = await new FakeStripe().start();
stripe.autoDeliver = false;
const sink = fork(join(root, 'bench', 'support', 'smtp-sink.mjs'), [], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const sinkPort = await new Promise((resolve) => sink.once('message', (m) => resolve(m.port)));
const sinkStats = () =>
  new Promise((resolve) => {
    sink.once('message', resolve);
    sink.send('stats');
  });

const appEnv = {
  ...builtServerEnv({ port: PORT, base: base, name: 'giving', databaseUrl }),
  PUBLIC_WRITE_LIMIT: '1000000',
  STRIPE_API_BASE_URL: stripe.baseUrl,
  SMTP_URL: `smtp://127.0.0.1:${sinkPort}?pool=true&maxConnections=5`,
  EMAIL_RATE_PER_SECOND: '0',
  REDIS_URL: process.env.REDIS_URL,
};
const start = (file, env = {}) => startBuilt(file, { ...appEnv, ...env });

const processes = [];
try {
  const api = start('main.js', { RUN_WORKERS: 'false' });
  processes.push(api);
  await waitForUrl(`${base}/api/health`, 240);
  const worker = start('worker.js', workerHeapEnv());
  processes.push(worker);
  const cookie = await signInAdmin(base);
  const admin = adminCaller(base, cookie);
  await admin('PUT', '/api/admin/giving/settings', {
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
  });
  await admin('POST', '/api/admin/giving/funds', { name: 'Missions', active: true });
  await admin('POST', '/api/admin/giving/funds', { name: 'Building Fund', active: true });
  const funds = (await (await fetch(`${base}/api/giving/settings`)).json()).funds;

  // ---- 1. the gifts, as givers start them here and pay on Stripe's side ----
  const rnd = random(38);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const amountOf = () => 500 + 100 * Math.floor(rnd() * 500) + (rnd() < 0.3 ? 37 : 0);
  let started = performance.now();
  const checkouts = await pool(ONCE + RECURRING, 8, async (i) => {
    const email = `giver-${i}@bench.example.test`;
    const res = await fetch(`${base}/api/giving/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({
        amount: amountOf(),
        fundId: pick(funds).id,
        frequency: i < ONCE ? 'once' : 'monthly',
        name: `Giver ${i}`,
        email,
        coverFee: rnd() < 0.3,
      }),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`checkout ${i}: ${res.status} ${JSON.stringify(body)}`);
    return { sessionId: body.url.split('/').pop(), email, name: `Giver ${i}` };
  });
  const checkoutSeconds = (performance.now() - started) / 1000;
  for (const c of checkouts) await stripe.pay(c.sessionId, { email: c.email, name: c.name });
  const subscriptions = checkouts.slice(ONCE).map((c) => stripe.get(c.sessionId).subscription);
  const charges = () => [...stripe.objects.values()].filter((o) => o.object === 'charge');
  // Renewals, refunds and disputes until the fake has sent EVENTS events.
  let kind = 0;
  while (stripe.events.length < EVENTS) {
    const left = EVENTS - stripe.events.length;
    kind += 1;
    if (left >= 4 && kind % 4 !== 0) {
      await stripe.renew(pick(subscriptions));
    } else {
      const charge = pick(charges().filter((c) => !c.refunded && !c.disputed));
      if (kind % 8 === 0) await stripe.dispute(charge.id);
      else await stripe.refund(charge.id, rnd() < 0.5 ? undefined : Math.ceil(charge.amount / 3));
    }
  }
  const events = [...stripe.events];
  const byType = {};
  for (const e of events) byType[e.type] = (byType[e.type] ?? 0) + 1;
  log(
    `${checkouts.length} checkouts through the API in ${checkoutSeconds.toFixed(1)} s; ` +
      `${events.length} events: ${JSON.stringify(byType)}`,
  );

  // What Stripe's objects say: one gift per paid payment of a checkout started here.
  const expected = new Map();
  for (const o of stripe.objects.values()) {
    if (o.object === 'payment_intent' && o.metadata?.checkout_ref && o.status === 'succeeded') {
      expected.set(o.id, { amount: o.amount_received, charge: o.latest_charge });
    }
    if (o.object === 'invoice' && o.status === 'paid') {
      const intent = o.payments.data[0].payment.payment_intent;
      expected.set(intent, { amount: o.amount_paid, charge: stripe.get(intent).latest_charge });
    }
  }
  for (const gift of expected.values()) {
    const charge = stripe.get(gift.charge);
    gift.refunded = charge.amount_refunded;
    gift.disputed = charge.disputed;
  }
  const sum = (list, key) => list.reduce((s, g) => s + g[key], 0);
  const want = [...expected.values()];

  const rssBeforeReplay = rssMb(worker.pid);

  // ---- 2. the replay: each event twice, shuffled ----
  const deliveries = [...events, ...events];
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [deliveries[i], deliveries[j]] = [deliveries[j], deliveries[i]];
  }
  const deliver = async (event) => {
    const payload = JSON.stringify(event, null, 2);
    const began = performance.now();
    const res = await fetch(WEBHOOK, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripe.signature(payload),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    await res.arrayBuffer();
    return {
      type: event.type,
      status: res.status,
      ms: performance.now() - began,
      server: serverMs(res),
    };
  };
  started = performance.now();
  const calm = [];
  for (let i = 0; i < Math.min(SAMPLES, deliveries.length); i++)
    calm.push(await deliver(deliveries[i]));
  const rest = await pool(deliveries.length - calm.length, CONCURRENCY, (i) =>
    deliver(deliveries[calm.length + i]),
  );
  const replaySeconds = (performance.now() - started) / 1000;
  const all = [...calm, ...rest];
  const failed = all.filter((r) => r.status !== 200).length;
  const calmServer = summary(calm.map((r) => r.server).filter((n) => !Number.isNaN(n)));
  const calmTrip = summary(calm.map((r) => r.ms));
  const byTypeTimes = {};
  for (const r of all) (byTypeTimes[r.type] ??= []).push(r.server);
  const typeRows = Object.entries(byTypeTimes).map(([type, times]) => {
    const s = summary(times.filter((n) => !Number.isNaN(n)));
    return {
      event: type,
      deliveries: s.n,
      'server p50 ms': s.p50,
      'server p95 ms': s.p95,
      'max ms': s.max,
    };
  });
  const restServer = summary(rest.map((r) => r.server).filter((n) => !Number.isNaN(n)));
  const restTrip = summary(rest.map((r) => r.ms));

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // The receipts sent (the worker's part of the replay), then its memory.
  await waitFor(
    async () =>
      (await db.query('SELECT count(*)::int AS n FROM giving_mail WHERE sent_at IS NULL')).rows[0]
        .n === 0,
    600,
    'every receipt sent',
  );
  const rssAfterReceipts = rssMb(worker.pid);
  const gifts = (
    await db.query(
      `SELECT stripe_payment_intent_id AS intent, amount, refunded_amount AS refunded, disputed
         FROM gifts WHERE method = 'card'`,
    )
  ).rows;
  const wrong = gifts.filter((g) => {
    const w = expected.get(g.intent);
    return !w || w.amount !== g.amount || w.refunded !== g.refunded || w.disputed !== g.disputed;
  }).length;
  const distinct = new Set(gifts.map((g) => g.intent)).size;
  const totals = await admin('GET', '/api/admin/giving/totals');
  const apiTotals = {
    gifts: sum(totals, 'gifts'),
    amount: sum(totals, 'amount'),
    refunded: sum(totals, 'refunded'),
  };
  const wantTotals = {
    gifts: want.length,
    amount: sum(want, 'amount'),
    refunded: sum(want, 'refunded'),
  };
  const dbTotals = {
    gifts: gifts.length,
    amount: sum(gifts, 'amount'),
    refunded: sum(gifts, 'refunded'),
  };
  const disputes = {
    db: gifts.filter((g) => g.disputed).length,
    want: want.filter((g) => g.disputed).length,
  };
  const money = (n) => (n / 100).toFixed(2);

  // ---- 3. the year-end statements of DONORS donors ----
  const year = new Date().getUTCFullYear() - 1;
  await db.query(
    `INSERT INTO gifts (fund_id, amount, currency, method, frequency, donor_name, donor_email,
            email_key, given_at, deposit_batch)
     SELECT (SELECT array_agg(id ORDER BY id) FROM giving_funds)[1 + (d + k) % 3], 1000 + (d * 37 + k * 101) % 20000,
            'USD', (ARRAY['cash','cheque','bank_transfer'])[1 + (d + k) % 3], 'once',
            'Donor ' || d, 'donor' || d || '@bench.example.test', 'donor' || d || '@bench.example.test',
            make_timestamptz($2::int, 1 + (d + k) % 12, 1 + (d * k) % 28, 12, 0, 0, 'UTC'), 'batch-' || d % 50
       FROM generate_series(1, $1::int) AS d, LATERAL generate_series(1, 1 + d % 3) AS k`,
    [DONORS, year],
  );
  await db.query('VACUUM ANALYZE gifts');
  const statementRows = async () =>
    (
      await db.query(
        `SELECT count(*)::int AS rows, count(DISTINCT email)::int AS donors,
                count(sent_at)::int AS sent
           FROM giving_mail WHERE kind = 'statement' AND key LIKE $1`,
        [`statement-${year}-%`],
      )
    ).rows[0];
  const memory = sampleRss([worker.pid]);
  started = performance.now();
  const run = await admin('POST', `/api/admin/giving/statements/${year}/send`);
  let queuedSeconds = NaN;
  await waitFor(
    async () => {
      const now = await statementRows();
      if (now.rows < DONORS) return false;
      queuedSeconds = (performance.now() - started) / 1000;
      return true;
    },
    600,
    `${DONORS} statements queued`,
  );
  const queuedMemory = memory.stop()[0];
  const sending = sampleRss([worker.pid]);
  const sendDeadline = Date.now() + SEND_SECONDS * 1000;
  while (Date.now() < sendDeadline && (await statementRows()).sent < DONORS)
    await new Promise((r) => setTimeout(r, 1000));
  const sentMemory = sending.stop()[0];
  // A second run: nobody gets a second statement row.
  await admin('POST', `/api/admin/giving/statements/${year}/send`);
  await new Promise((r) => setTimeout(r, 5000));
  const after = await statementRows();
  const duplicates = (
    await db.query(
      `SELECT count(*)::int AS n FROM (SELECT email FROM giving_mail
          WHERE kind = 'statement' AND key LIKE $1 GROUP BY email HAVING count(*) > 1) d`,
      [`statement-${year}-%`],
    )
  ).rows[0].n;
  const mail = await sinkStats();
  await db.end();

  console.log(
    `\n${checkouts.length} gifts started (${ONCE} one-time, ${RECURRING} monthly), ${events.length} ` +
      `events, replayed twice shuffled: ${SAMPLES} one at a time, then ${rest.length} ` +
      `${CONCURRENCY} at a time, in ${replaySeconds.toFixed(1)} s ` +
      `(${Math.round(deliveries.length / replaySeconds)}/s). Concurrent part: server p50/p95 ` +
      `${restServer.p50}/${restServer.p95} ms, trip p50/p95 ${Math.round(restTrip.p50)}/` +
      `${Math.round(restTrip.p95)} ms. Worker RSS ${Math.round(rssBeforeReplay)} MB before the replay, ` +
      `${Math.round(rssAfterReceipts)} MB once its receipts were sent. ` +
      `Statements: run answered ${JSON.stringify(run)}; worker RSS ` +
      `while sending ${Math.round(sentMemory.first)} → peak ${Math.round(sentMemory.peak)} → ` +
      `${Math.round(sentMemory.last)} MB; mail received by the sink ${JSON.stringify(mail)}`,
  );
  const check = (figure, value, target, ok) => ({ figure, value, target, met: ok ? 'yes' : 'NO' });
  const rows = [
    check(
      `webhook at rest p50 / p95 ms at the server (${calm.length} one at a time)`,
      `${calmServer.p50} / ${calmServer.p95} (trip ${Math.round(calmTrip.p50 * 10) / 10} / ${Math.round(calmTrip.p95 * 10) / 10})`,
      'p95 < 50',
      calmServer.p95 < 50,
    ),
    check('deliveries not answered 200', failed, '0', failed === 0),
    check(
      'gifts (database) / distinct payments',
      `${gifts.length} / ${distinct}`,
      `= ${want.length}`,
      gifts.length === want.length && distinct === want.length,
    ),
    check('gifts whose amount, refund or dispute differ', wrong, '0', wrong === 0),
    check(
      'given / refunded (database)',
      `${money(dbTotals.amount)} / ${money(dbTotals.refunded)}`,
      `= ${money(wantTotals.amount)} / ${money(wantTotals.refunded)}`,
      dbTotals.amount === wantTotals.amount && dbTotals.refunded === wantTotals.refunded,
    ),
    check(
      'gifts / given / refunded (GET /api/admin/giving/totals)',
      `${apiTotals.gifts} / ${money(apiTotals.amount)} / ${money(apiTotals.refunded)}`,
      `= ${wantTotals.gifts} / ${money(wantTotals.amount)} / ${money(wantTotals.refunded)}`,
      apiTotals.gifts === wantTotals.gifts &&
        apiTotals.amount === wantTotals.amount &&
        apiTotals.refunded === wantTotals.refunded,
    ),
    check('disputed gifts', disputes.db, `= ${disputes.want}`, disputes.db === disputes.want),
    check(
      `statements of ${year} queued (${DONORS} donors)`,
      `${queuedSeconds.toFixed(1)} s`,
      '< 60 s',
      queuedSeconds < 60,
    ),
    check(
      'worker RSS while queuing: first → peak → last',
      `${Math.round(queuedMemory.first)} → ${Math.round(queuedMemory.peak)} → ${Math.round(queuedMemory.last)} MB`,
      'flat (peak < first + 100 MB)',
      queuedMemory.peak < queuedMemory.first + 100,
    ),
    check(
      'statement rows / donors with one, after a second run',
      `${after.rows} / ${after.donors} (${duplicates} donors with two)`,
      `= ${DONORS} / ${DONORS}`,
      after.rows === DONORS && after.donors === DONORS && duplicates === 0,
    ),
    check(`statements sent within ${SEND_SECONDS} s more`, after.sent, '-', true),
  ];
  console.log('The webhook by event type, every delivery (both copies), ms at the server:');
  console.table(typeRows);
  console.table(rows);
  console.log(`(${loadLine()})`);
  const missed = rows.filter((r) => r.met !== 'yes');
  console.log(
    missed.length ? `Missed: ${missed.map((r) => r.figure).join('; ')}` : 'Every target is met.',
  );
  process.exitCode = missed.length ? 1 : 0;
} finally {
  for (const p of processes) await stopChild(p);
  sink.send('stop');
  await stripe.close();
}
