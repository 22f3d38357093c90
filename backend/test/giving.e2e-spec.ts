import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { STAFF_ROLES, type StaffRole } from '../src/common/access/permissions';
import { memberAgent, uniqueEmail } from './support/community';
import { FakeStripe } from './support/fake-stripe';
import { pdfText } from './support/pdf-text';
import { stripReadOnlySettings } from './support/settings';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

/**
 * Online giving against a fake Stripe on loopback, driven by the real `stripe` SDK: settings with
 * encrypted secrets, the checkout's server-side checks, the signed webhook as the only source of
 * truth (refusals, replays, repeats and any order), receipts through the mail queue, refunds and
 * disputes, Finance's lists and export, and who may call each route.
 */
jest.setTimeout(180_000);

const WEBHOOK = '/api/giving/webhooks/stripe';

describe('giving (Stripe Checkout, the webhook, Finance)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let stripe: FakeStripe;
  let admin: Agent;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    stripe = await new FakeStripe().start();
    t = await createTestApp({
      env: {
        SMTP_URL: sink.url,
        PUBLIC_URL: 'http://ministry.test',
        STRIPE_API_BASE_URL: stripe.baseUrl,
      },
    });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    const { port } = t.server.address() as AddressInfo;
    stripe.webhookUrl = `http://127.0.0.1:${port}${WEBHOOK}`;
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
  });
  afterAll(async () => {
    await stripe?.close();
    await t?.close();
    await sink?.close();
  });

  const db = () => t.app.get(DataSource);
  const count = async (sql: string, params: unknown[] = []) =>
    Number(((await db().query(sql, params)) as { n: number }[])[0].n);

  async function configure(extra: Record<string, unknown> = {}) {
    await admin
      .put('/api/admin/giving/settings')
      .send({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, ...extra })
      .expect(200);
  }

  async function generalFundId(): Promise<number> {
    const res = await request(t.server).get('/api/giving/settings').expect(200);
    return (res.body as { funds: { id: number; name: string }[] }).funds.find(
      (f) => f.name === 'General Fund',
    )!.id;
  }

  async function startGift(body: Record<string, unknown> = {}) {
    const email = uniqueEmail('giver');
    const res = await request(t.server)
      .post('/api/giving/checkout')
      .send({
        amount: 5000,
        fundId: await generalFundId(),
        frequency: 'once',
        name: 'Lydia Purple',
        email,
        ...body,
      })
      .expect(200);
    const url = (res.body as { url: string }).url;
    const sessionId = url.split('/').pop()!;
    return { url, sessionId, email: (body.email as string | undefined) ?? email };
  }

  const giftsOf = (email: string) =>
    db().query(
      'SELECT id, amount, fee_covered, refunded_amount, disputed, frequency, stripe_payment_intent_id, stripe_invoice_id FROM gifts WHERE email_key = $1 ORDER BY id',
      [email],
    ) as Promise<
      {
        id: number;
        amount: number;
        fee_covered: number;
        refunded_amount: number;
        disputed: boolean;
        frequency: string;
        stripe_payment_intent_id: string;
        stripe_invoice_id: string | null;
      }[]
    >;

  async function mailsTo(email: string, atLeast: number): Promise<ParsedMail[]> {
    await sink.waitFor(
      () => sink.received(email).length >= atLeast,
      30000,
      `${atLeast} mail to ${email}`,
    );
    return Promise.all(sink.received(email).map((m) => SmtpSink.parse(m)));
  }

  describe('before Stripe is configured', () => {
    it('has the General Fund, says giving is off, and refuses a checkout with 503', async () => {
      const res = await request(t.server).get('/api/giving/settings').expect(200);
      expect(res.body).toMatchObject({
        enabled: false,
        externalUrl: null,
        currency: 'USD',
        minorDigits: 2,
        funds: [{ name: 'General Fund' }],
      });
      expect(JSON.stringify(res.body)).not.toMatch(/secret|sk_/i);
      const refused = await request(t.server)
        .post('/api/giving/checkout')
        .send({ amount: 5000, fundId: 1, frequency: 'once', name: 'A', email: 'a@example.org' })
        .expect(503);
      expect((refused.body as { message: string }).message).toBe('Online giving is not set up');
    });

    it('offers the external giving address instead', async () => {
      await admin
        .put('/api/admin/giving/settings')
        .send({ externalUrl: 'https://give.example.org/ministry' })
        .expect(200);
      const res = await request(t.server).get('/api/giving/settings').expect(200);
      expect(res.body).toMatchObject({
        enabled: false,
        externalUrl: 'https://give.example.org/ministry',
      });
    });

    it('refuses the webhook (400): nothing could verify it', async () => {
      const res = await request(t.server)
        .post(WEBHOOK)
        .set('content-type', 'application/json')
        .send('{}')
        .expect(400);
      expect((res.body as { message: string }).message).toBe('Online giving is not set up');
    });
  });

  describe('settings (Administrators)', () => {
    it('stores the secrets encrypted, never sends them back, and tests the connection', async () => {
      const res = await admin
        .put('/api/admin/giving/settings')
        .send({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, currency: 'usd' })
        .expect(200);
      expect(res.body).toMatchObject({
        secretKeySet: true,
        webhookSecretSet: true,
        currency: 'USD',
        webhookUrl: `http://ministry.test${WEBHOOK}`,
      });
      expect(JSON.stringify(res.body)).not.toContain(stripe.secretKey);
      expect(JSON.stringify(res.body)).not.toContain(stripe.webhookSecret);
      const [row] = (await db().query(
        'SELECT stripe_secret_key, stripe_webhook_secret FROM giving_settings',
      )) as { stripe_secret_key: string; stripe_webhook_secret: string }[];
      expect(row.stripe_secret_key).toMatch(/^enc:v1:[0-9a-f]{12}:/);
      expect(row.stripe_webhook_secret).toMatch(/^enc:v1:[0-9a-f]{12}:/);
      expect(row.stripe_secret_key).not.toContain(stripe.secretKey);

      // A save without the secrets keeps them.
      await admin
        .put('/api/admin/giving/settings')
        .send({ receiptText: 'No goods or services were provided.' })
        .expect(200);
      const kept = await admin.get('/api/admin/giving/settings').expect(200);
      expect(kept.body).toMatchObject({ secretKeySet: true, webhookSecretSet: true });

      const test = await admin.post('/api/admin/giving/settings/test').send({}).expect(200);
      expect(test.body).toEqual({
        ok: true,
        message: 'Connected to Stripe account Fake Ministry (acct_fakeministry0001)',
      });
      const wrong = await admin
        .post('/api/admin/giving/settings/test')
        .send({ secretKey: 'sk_test_wrongwrongwrong' })
        .expect(200);
      expect(wrong.body).toMatchObject({ ok: false });
      expect((wrong.body as { message: string }).message).toMatch(/Invalid API Key provided/);

      const open = await request(t.server).get('/api/giving/settings').expect(200);
      expect(open.body).toMatchObject({ enabled: true, externalUrl: null });
    });

    it('refuses bad settings with their messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ currency: 'XYZ' }, 'Currency must be an ISO 4217 code such as USD or EUR'],
        [
          { secretKey: 'pk_live_abcdefghij' },
          'The secret key starts with sk_live_, sk_test_, rk_live_ or rk_test_',
        ],
        [{ webhookSecret: 'nope' }, 'The webhook signing secret starts with whsec_'],
        [{ minAmount: 5000, maxAmount: 100 }, 'The minimum gift must not be above the maximum'],
        [{ feePercentBasisPoints: 5000 }, 'The fee percentage must be at most 20 %'],
        [
          { externalUrl: 'javascript:alert(1)' },
          'The external giving address must be a web address (https://…)',
        ],
        [{ suggestedAmounts: [10, 2.5] }, 'Each suggested amount must be a whole number'],
      ];
      for (const [body, message] of cases) {
        const res = await admin.put('/api/admin/giving/settings').send(body).expect(400);
        expect((res.body as { message: string }).message).toBe(message);
      }
    });

    it('manages funds: unique names, at least one active', async () => {
      const created = await admin
        .post('/api/admin/giving/funds')
        .send({ name: 'Missions', description: 'Abroad' })
        .expect(201);
      const missions = created.body as { id: number };
      const dup = await admin
        .post('/api/admin/giving/funds')
        .send({ name: 'missions' })
        .expect(400);
      expect((dup.body as { message: string }).message).toBe(
        'A fund with this name already exists',
      );
      await admin.put(`/api/admin/giving/funds/${missions.id}`).send({ active: false }).expect(200);
      const open = await request(t.server).get('/api/giving/settings').expect(200);
      expect((open.body as { funds: { name: string }[] }).funds.map((f) => f.name)).toEqual([
        'General Fund',
      ]);
      const last = await admin
        .put(`/api/admin/giving/funds/${await generalFundId()}`)
        .send({ active: false })
        .expect(400);
      expect((last.body as { message: string }).message).toBe('At least one fund must stay active');
      // An inactive fund takes no gift.
      const refused = await request(t.server)
        .post('/api/giving/checkout')
        .send({
          amount: 5000,
          fundId: missions.id,
          frequency: 'once',
          name: 'A',
          email: 'a@example.org',
        })
        .expect(400);
      expect((refused.body as { message: string }).message).toBe(
        'Please choose one of the funds offered',
      );
      await admin.put('/api/admin/giving/funds/999999').send({ name: 'X' }).expect(404);
    });
  });

  describe('the checkout', () => {
    beforeAll(() =>
      configure({
        minAmount: 100,
        maxAmount: 1_000_000,
        coverFeeEnabled: true,
        feePercentBasisPoints: 290,
        feeFixed: 30,
      }),
    );

    it('checks the gift server-side', async () => {
      const fundId = await generalFundId();
      const base = { amount: 5000, fundId, frequency: 'once', name: 'A', email: 'a@example.org' };
      const cases: [Record<string, unknown>, string][] = [
        [{ amount: 99 }, 'The smallest gift is $1.00'],
        [{ amount: 1_000_001 }, 'The largest gift is $10,000.00'],
        [{ amount: 10.5 }, "Amount must be a whole number of the currency's smallest unit"],
        [{ amount: '5000' }, "Amount must be a whole number of the currency's smallest unit"],
        [{ frequency: 'yearly' }, 'Frequency must be once, weekly, biweekly or monthly'],
        [{ email: 'not-an-address' }, 'Please enter a valid email address'],
        [{ name: '' }, 'Name is required'],
        [{ fundId: 999999 }, 'Please choose one of the funds offered'],
        [{ note: 'x'.repeat(501) }, 'Note must be at most 500 characters'],
      ];
      for (const [change, message] of cases) {
        const res = await request(t.server)
          .post('/api/giving/checkout')
          .send({ ...base, ...change })
          .expect(400);
        expect((res.body as { message: string }).message).toBe(message);
      }
      expect(await count('SELECT count(*)::int AS n FROM giving_checkouts')).toBe(0);
    });

    it('makes a payment session for the amount, the fee added when the giver covers it', async () => {
      const before = stripe.requests.length;
      const { url } = await startGift({ amount: 5000, coverFee: true });
      expect(url).toMatch(new RegExp(`^${stripe.baseUrl}/checkout/pay/cs_test_`));
      const call = stripe.requests.slice(before).find((r) => r.path === '/v1/checkout/sessions')!;
      expect(call.method).toBe('POST');
      expect(call.authorization).toBe(`Bearer ${stripe.secretKey}`);
      // (5000 + 30) / (1 − 0.029) = 5180.22… → 5181: what is left after the fee covers the gift.
      expect(call.params).toMatchObject({
        mode: 'payment',
        submit_type: 'donate',
        line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '5181' } }],
      });
      expect(
        (call.params.success_url as string).startsWith('http://ministry.test/give/thanks?ref='),
      ).toBe(true);
    });

    it('makes a subscription session with the recurring price of each frequency', async () => {
      const expected = { weekly: ['week', '1'], biweekly: ['week', '2'], monthly: ['month', '1'] };
      for (const [frequency, [interval, every]] of Object.entries(expected)) {
        const before = stripe.requests.length;
        await startGift({ frequency, amount: 2500 });
        const call = stripe.requests.slice(before).find((r) => r.path === '/v1/checkout/sessions')!;
        expect(call.params).toMatchObject({
          mode: 'subscription',
          line_items: [
            { price_data: { unit_amount: '2500', recurring: { interval, interval_count: every } } },
          ],
        });
      }
    });
  });

  describe('a one-time gift', () => {
    beforeAll(() => configure());
    it('is recorded by the webhook from Stripe’s amounts, once, with a receipt', async () => {
      const { sessionId, email } = await startGift({ amount: 7500, note: 'For the roof' });
      const ref = new URL(stripe.get(sessionId).success_url as string).searchParams.get('ref')!;
      const pending = await request(t.server).get(`/api/giving/checkouts/${ref}`).expect(200);
      expect(pending.body).toMatchObject({ status: 'processing', amount: 7500 });

      const redirect = await stripe.pay(sessionId);
      expect(redirect).toBe(`http://ministry.test/give/thanks?ref=${ref}`);
      expect(stripe.deliveries.slice(-3).map((d) => [d.event.type, d.status])).toEqual([
        ['charge.succeeded', 200],
        ['payment_intent.succeeded', 200],
        ['checkout.session.completed', 200],
      ]);
      const gifts = await giftsOf(email);
      expect(gifts).toHaveLength(1);
      expect(gifts[0]).toMatchObject({ amount: 7500, refunded_amount: 0, frequency: 'once' });

      const done = await request(t.server).get(`/api/giving/checkouts/${ref}`).expect(200);
      expect(done.body).toMatchObject({
        status: 'recorded',
        amount: 7500,
        currency: 'USD',
        fundName: 'General Fund',
        frequency: 'once',
      });

      const [receipt] = await mailsTo(email, 1);
      expect(receipt.subject).toMatch(/^Your gift to .+: \$75\.00$/);
      expect(receipt.text).toContain('Amount: $75.00');
      expect(receipt.text).toContain('Fund: General Fund');
      expect(receipt.text).toContain('No goods or services were provided.');
      expect(receipt.text).toContain(`Receipt number: ${gifts[0].id}`);
    });

    it('takes the amount from Stripe, not from what the page asked for', async () => {
      const { sessionId, email } = await startGift({ amount: 5000 });
      stripe.autoDeliver = false;
      try {
        await stripe.pay(sessionId);
        // Stripe received less than was asked (say, an adjusted amount): Stripe's figure is the gift.
        const intent = stripe.get(stripe.get(sessionId).payment_intent as string);
        intent.amount_received = 4321;
        for (const event of stripe.events.slice(-3))
          expect((await stripe.deliver(event)).status).toBe(200);
      } finally {
        stripe.autoDeliver = true;
      }
      expect((await giftsOf(email)).map((g) => g.amount)).toEqual([4321]);
    });

    it('is recorded once whatever the order and however often each event comes', async () => {
      const { sessionId, email } = await startGift({ amount: 3000 });
      stripe.autoDeliver = false;
      let events;
      try {
        await stripe.pay(sessionId);
        events = stripe.events.slice(-3);
        // Newest first, then each again, then all at once.
        for (const event of [...events].reverse())
          expect((await stripe.deliver(event)).status).toBe(200);
        for (const event of events) expect((await stripe.deliver(event)).status).toBe(200);
        const together = await Promise.all([...events, ...events].map((e) => stripe.deliver(e)));
        expect(together.map((d) => d.status)).toEqual(Array(6).fill(200));
      } finally {
        stripe.autoDeliver = true;
      }
      expect(await giftsOf(email)).toHaveLength(1);
      expect(
        await count('SELECT count(*)::int AS n FROM giving_mail WHERE email = $1', [email]),
      ).toBe(1);
      const applied = await count(
        'SELECT count(*)::int AS n FROM giving_stripe_events WHERE id = ANY($1)',
        [events.map((e) => e.id)],
      );
      // charge.succeeded is not an event giving records; the other two were applied once each.
      expect(applied).toBe(2);
      await mailsTo(email, 1);
      await new Promise((r) => setTimeout(r, 500));
      expect(sink.received(email)).toHaveLength(1);
    });
  });

  describe('refusals', () => {
    beforeAll(() => configure());
    async function giftEvent() {
      const { sessionId, email } = await startGift({ amount: 2000 });
      stripe.autoDeliver = false;
      try {
        await stripe.pay(sessionId);
      } finally {
        stripe.autoDeliver = true;
      }
      const event = stripe.events.find(
        (e) =>
          e.type === 'payment_intent.succeeded' &&
          (e.data as { object: { id: string } }).object.id === stripe.get(sessionId).payment_intent,
      )!;
      return { event, email, payload: JSON.stringify(event) };
    }

    const post = (payload: string, signature?: string) => {
      const req = request(t.server).post(WEBHOOK).set('content-type', 'application/json');
      if (signature !== undefined) req.set('stripe-signature', signature);
      return req.send(payload);
    };

    it('refuses unsigned, mis-signed, altered and too old events, changing nothing', async () => {
      const { event, email, payload } = await giftEvent();
      const message =
        'The Stripe signature is missing, does not match the webhook signing secret, or is too old';
      const refusals = [
        post(payload),
        post(payload, 'garbage'),
        post(payload, stripe.signature(payload, { secret: 'whsec_someoneelsessecret00' })),
        post(payload.replace('"amount":2000', '"amount":9'), stripe.signature(payload)),
        post(
          payload,
          stripe.signature(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
        ),
      ];
      for (const res of await Promise.all(refusals)) {
        expect(res.status).toBe(400);
        expect((res.body as { message: string }).message).toBe(message);
      }
      expect(await giftsOf(email)).toHaveLength(0);
      expect(
        await count('SELECT count(*)::int AS n FROM giving_stripe_events WHERE id = $1', [
          event.id,
        ]),
      ).toBe(0);

      // The genuine delivery, then a replay of it within the tolerance: one gift.
      expect((await post(payload, stripe.signature(payload))).status).toBe(200);
      expect((await post(payload, stripe.signature(payload))).status).toBe(200);
      expect(await giftsOf(email)).toHaveLength(1);
    });
  });

  describe('a monthly gift', () => {
    beforeAll(() => configure());
    it('records each payment with a receipt, a failed one gently, and the end of it', async () => {
      const { sessionId, email } = await startGift({
        amount: 2500,
        frequency: 'monthly',
        name: 'Dorcas Tabitha',
      });
      await stripe.pay(sessionId);
      const session = stripe.get(sessionId);
      const subscriptionId = session.subscription as string;
      let gifts = await giftsOf(email);
      expect(gifts).toHaveLength(1);
      expect(gifts[0]).toMatchObject({
        amount: 2500,
        frequency: 'monthly',
        stripe_invoice_id: session.invoice,
      });
      const [row] = (await db().query(
        'SELECT status, amount FROM giving_subscriptions WHERE stripe_subscription_id = $1',
        [subscriptionId],
      )) as { status: string; amount: number }[];
      expect(row).toEqual({ status: 'active', amount: 2500 });

      await stripe.renew(subscriptionId);
      gifts = await giftsOf(email);
      expect(gifts).toHaveLength(2);
      expect(gifts.map((g) => g.amount)).toEqual([2500, 2500]);
      const receipts = await mailsTo(email, 2);
      expect(receipts.every((m) => m.text?.includes('monthly gift'))).toBe(true);

      await stripe.failRenewal(subscriptionId);
      const mails = await mailsTo(email, 3);
      const failed = mails.find((m) => /did not go through/.test(m.subject ?? ''))!;
      expect(failed.text).toContain('Dear Dorcas Tabitha,');
      expect(failed.text).toContain('$25.00');
      expect(await giftsOf(email)).toHaveLength(2);
      expect(
        (
          (await db().query(
            'SELECT status FROM giving_subscriptions WHERE stripe_subscription_id = $1',
            [subscriptionId],
          )) as { status: string }[]
        )[0].status,
      ).toBe('past_due');

      await stripe.cancel(subscriptionId);
      const [ended] = (await db().query(
        'SELECT status, canceled_at FROM giving_subscriptions WHERE stripe_subscription_id = $1',
        [subscriptionId],
      )) as { status: string; canceled_at: Date | null }[];
      expect(ended.status).toBe('canceled');
      expect(ended.canceled_at).not.toBeNull();
    });

    it('is recorded once when invoice.paid comes before checkout.session.completed, or alone', async () => {
      const { sessionId, email } = await startGift({ amount: 1500, frequency: 'weekly' });
      stripe.autoDeliver = false;
      try {
        await stripe.pay(sessionId);
        const events = stripe.events
          .filter((e) =>
            [
              'invoice.paid',
              'checkout.session.completed',
              'customer.subscription.created',
            ].includes(e.type as string),
          )
          .slice(-3);
        const invoicePaid = events.find((e) => e.type === 'invoice.paid')!;
        expect((await stripe.deliver(invoicePaid)).status).toBe(200);
        expect(await giftsOf(email)).toHaveLength(1);
        for (const event of [...events].reverse()) await stripe.deliver(event);
      } finally {
        stripe.autoDeliver = true;
      }
      const gifts = await giftsOf(email);
      expect(gifts).toHaveLength(1);
      expect(gifts[0]).toMatchObject({ amount: 1500, frequency: 'weekly' });
    });
  });

  describe('refunds and disputes', () => {
    beforeAll(() => configure());
    it('follows partial and full refunds and flags a dispute', async () => {
      const { sessionId, email } = await startGift({ amount: 10000 });
      await stripe.pay(sessionId);
      const chargeId = stripe.get(stripe.get(sessionId).payment_intent as string)
        .latest_charge as string;
      await stripe.refund(chargeId, 2500);
      expect((await giftsOf(email))[0]).toMatchObject({ amount: 10000, refunded_amount: 2500 });
      await stripe.refund(chargeId);
      expect((await giftsOf(email))[0]).toMatchObject({ refunded_amount: 10000 });
      await stripe.dispute(chargeId);
      expect((await giftsOf(email))[0]).toMatchObject({ disputed: true });
      expect(await giftsOf(email)).toHaveLength(1);
    });

    it('records a refund that arrives before the payment it refunds', async () => {
      const { sessionId, email } = await startGift({ amount: 6000 });
      stripe.autoDeliver = false;
      try {
        await stripe.pay(sessionId);
        const chargeId = stripe.get(stripe.get(sessionId).payment_intent as string)
          .latest_charge as string;
        const paid = stripe.events.slice(-3);
        await stripe.refund(chargeId, 1000);
        const refunded = stripe.events[stripe.events.length - 1];
        expect((await stripe.deliver(refunded)).status).toBe(200);
        expect((await giftsOf(email))[0]).toMatchObject({ amount: 6000, refunded_amount: 1000 });
        for (const event of paid) await stripe.deliver(event);
      } finally {
        stripe.autoDeliver = true;
      }
      const gifts = await giftsOf(email);
      expect(gifts).toHaveLength(1);
      expect(gifts[0]).toMatchObject({ amount: 6000, refunded_amount: 1000 });
    });
  });

  describe('Finance', () => {
    it('lists, totals and exports gifts (formula-safe), and records an offline gift', async () => {
      const fundId = await generalFundId();
      const recorded = await admin
        .post('/api/admin/giving/gifts')
        .send({
          amount: 12345,
          fundId,
          method: 'cheque',
          givenOn: '2026-03-01',
          donorName: '=HYPERLINK("http://x")',
          depositBatch: 'Sunday 2026-03-01',
        })
        .expect(201);
      expect(recorded.body).toMatchObject({
        amount: 12345,
        method: 'cheque',
        fundName: 'General Fund',
        depositBatch: 'Sunday 2026-03-01',
      });
      const bad = await admin
        .post('/api/admin/giving/gifts')
        .send({ amount: 100, fundId, method: 'card', givenOn: '2026-03-01' })
        .expect(400);
      expect((bad.body as { message: string }).message).toBe(
        'Method must be cash, cheque or bank_transfer',
      );

      const page = await admin.get('/api/admin/giving/gifts?method=cheque&pageSize=5').expect(200);
      expect(page.body).toMatchObject({
        total: 1,
        page: 1,
        pageSize: 5,
        items: [{ amount: 12345 }],
      });
      const refunded = await admin.get('/api/admin/giving/gifts?status=refunded').expect(200);
      expect((refunded.body as { total: number }).total).toBeGreaterThanOrEqual(2);

      const totals = await admin
        .get('/api/admin/giving/totals?from=2026-03-01&to=2026-03-31')
        .expect(200);
      expect(totals.body).toEqual([
        {
          month: '2026-03',
          fundId,
          fundName: 'General Fund',
          currency: 'USD',
          gifts: 1,
          amount: 12345,
          refunded: 0,
        },
      ]);
      const [sum] = (await db().query('SELECT SUM(amount)::int AS total FROM gifts')) as {
        total: number;
      }[];
      const all = await admin.get('/api/admin/giving/totals').expect(200);
      expect((all.body as { amount: number }[]).reduce((a, r) => a + r.amount, 0)).toBe(sum.total);

      const csv = await admin
        .get('/api/admin/giving/gifts/export?method=cheque')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
        })
        .expect(200);
      const text = csv.body as string;
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(text.split('\r\n')[0]).toContain('Gift ID,Date,Fund,Amount');
      expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(text).toContain(',123.45,');
      expect(
        await count("SELECT count(*)::int AS n FROM audit_events WHERE action = 'giving.export'"),
      ).toBe(1);
    });
  });

  describe('who may call each route', () => {
    const routes: {
      method: 'get' | 'post' | 'put';
      path: string;
      body?: object;
      allowed: (StaffRole | 'anonymous' | 'member')[];
    }[] = [
      { method: 'get', path: '/api/admin/giving/settings', allowed: ['administrator'] },
      { method: 'put', path: '/api/admin/giving/settings', body: {}, allowed: ['administrator'] },
      {
        method: 'post',
        path: '/api/admin/giving/settings/test',
        body: {},
        allowed: ['administrator'],
      },
      {
        method: 'post',
        path: '/api/admin/giving/funds',
        body: { name: `Fund ${Date.now()}` },
        allowed: ['administrator'],
      },
      {
        method: 'put',
        path: '/api/admin/giving/funds/999999',
        body: {},
        allowed: ['administrator'],
      },
      { method: 'get', path: '/api/admin/giving/gifts', allowed: ['administrator', 'finance'] },
      { method: 'get', path: '/api/admin/giving/totals', allowed: ['administrator', 'finance'] },
      {
        method: 'get',
        path: '/api/admin/giving/gifts/export',
        allowed: ['administrator', 'finance'],
      },
      {
        method: 'post',
        path: '/api/admin/giving/gifts',
        body: {},
        allowed: ['administrator', 'finance'],
      },
    ];

    it('lets Administrators and Finance see giving data, and nobody else', async () => {
      const callers: [string, Agent | null][] = [
        ['anonymous', null],
        ['member', (await memberAgent(t)).agent],
      ];
      for (const role of STAFF_ROLES)
        callers.push([role, (await signedInAgent(t, { role })).agent]);
      for (const route of routes) {
        for (const [who, agent] of callers) {
          const client = agent ?? request(t.server);
          let call = client[route.method](route.path);
          if (route.body) call = call.send(route.body);
          const res = await call;
          const expected = route.allowed.includes(who as StaffRole)
            ? 'allowed'
            : who === 'anonymous' || who === 'member'
              ? 401
              : 403;
          if (expected === 'allowed') {
            expect([200, 201, 400, 404]).toContain(res.status);
          } else {
            expect({ who, route: `${route.method} ${route.path}`, status: res.status }).toEqual({
              who,
              route: `${route.method} ${route.path}`,
              status: expected,
            });
          }
        }
      }
    });

    it('keeps the public routes public', async () => {
      await request(t.server).get('/api/giving/settings').expect(200);
      await request(t.server)
        .get('/api/giving/checkouts/00000000-0000-0000-0000-000000000000')
        .expect(404);
      await request(t.server).get('/api/giving/checkouts/not-a-ref').expect(404);
    });
  });

  describe("in the giver's language", () => {
    let saved: Record<string, unknown>;
    beforeAll(async () => {
      await configure();
      saved = stripReadOnlySettings({ ...(await admin.get('/api/admin/settings')).body });
      await admin
        .put('/api/admin/settings')
        .send({ ...saved, languages: ['en', 'es', 'he'] })
        .expect(200);
    });
    afterAll(async () => {
      await admin.put('/api/admin/settings').send(saved).expect(200);
    });

    it('writes the receipt and the statement in the language the gift was started in, and opens Stripe in it', async () => {
      const email = uniqueEmail('donante');
      const res = await request(t.server)
        .post('/api/giving/checkout')
        .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5')
        .send({
          amount: 7500,
          fundId: await generalFundId(),
          frequency: 'once',
          name: 'Lidia',
          email,
        })
        .expect(200);
      const sessionId = (res.body as { url: string }).url.split('/').pop()!;
      expect(stripe.get(sessionId).locale).toBe('es');
      await stripe.pay(sessionId);
      const [gift] = await giftsOf(email);
      const [receipt] = await mailsTo(email, 1);
      expect(receipt.subject).toMatch(/^Su donación a .+: 75,00\sUS\$$/);
      expect(receipt.text).toContain('Querido/a Lidia:');
      expect(receipt.text).toContain('Gracias por su donación única a');
      expect(receipt.text).toContain('Importe: 75,00');
      expect(receipt.text).toContain('Fondo: General Fund');
      expect(receipt.text).toContain(`Número de recibo: ${gift.id}`);
      expect(receipt.text).toContain('Con gratitud,');
      expect(receipt.html).toContain('lang="es"');

      // The year's statement goes in the language of the donor's latest checkout.
      const year = new Date().getFullYear();
      await admin.post(`/api/admin/giving/statements/${year}/send`).expect(202);
      const mails = await mailsTo(email, 2);
      const statement = mails.find((m) => /resumen de donaciones/.test(m.subject ?? ''))!;
      expect(statement.subject).toBe(
        `Su resumen de donaciones de ${year} de ${/^Su donación a (.+): /.exec(receipt.subject!)![1]}`,
      );
      expect(statement.text).toContain('General Fund: 75,00');
      expect(statement.text).toContain('(1 donación)');
      expect(statement.text).toContain(`Total donado en ${year}: 75,00`);
      expect(statement.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
      const pdf = pdfText(statement.attachments[0].content);
      expect(pdf).toContain(`Resumen de donaciones de ${year}`);
      expect(pdf).toContain('Totales por fondo');
      expect(pdf).toContain('General Fund (1 donación)');
      expect(pdf).toContain('Tarjeta');
    });

    it('tells a Hebrew giver of a failed monthly payment in Hebrew, right to left', async () => {
      const email = uniqueEmail('torem');
      const res = await request(t.server)
        .post('/api/giving/checkout')
        .set('Cookie', 'lang=he')
        .send({
          amount: 2500,
          fundId: await generalFundId(),
          frequency: 'monthly',
          name: 'Dorcas',
          email,
        })
        .expect(200);
      const sessionId = (res.body as { url: string }).url.split('/').pop()!;
      // Stripe has no Hebrew: its page follows the browser.
      expect(stripe.get(sessionId).locale).toBe('auto');
      await stripe.pay(sessionId);
      const subscriptionId = stripe.get(sessionId).subscription as string;
      await stripe.failRenewal(subscriptionId);
      const mails = await mailsTo(email, 2);
      expect(mails.find((m) => m.text?.includes('תודה על התרומה החודשית שלך'))).toBeDefined();
      const failed = mails.find((m) => /לא עברה/.test(m.subject ?? ''))!;
      expect(failed.subject).toMatch(/^התרומה החודשית שלך ל.+ לא עברה$/);
      expect(failed.text).toContain('Dorcas');
      expect(failed.text).toContain('עבור התרומה החודשית');
      expect(failed.text).toContain('מעבר לדף התרומות');
      expect(failed.html).toContain('dir="rtl"');
    });

    it('writes to a giver whose language the site no longer offers in the default language', async () => {
      const email = uniqueEmail('donateur');
      const res = await request(t.server)
        .post('/api/giving/checkout')
        .set('Cookie', 'lang=es')
        .send({
          amount: 1000,
          fundId: await generalFundId(),
          frequency: 'once',
          name: 'Priscille',
          email,
        })
        .expect(200);
      const sessionId = (res.body as { url: string }).url.split('/').pop()!;
      await admin
        .put('/api/admin/settings')
        .send({ ...saved, languages: ['en', 'he'] })
        .expect(200);
      await stripe.pay(sessionId);
      const [receipt] = await mailsTo(email, 1);
      expect(receipt.subject).toMatch(/^Your gift to .+: \$10\.00$/);
      expect(receipt.text).toContain('Thank you for your one-time gift to');
    });
  });
});
