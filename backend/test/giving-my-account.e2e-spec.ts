import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { STAFF_ROLES } from '../src/common/access/permissions';
import { memberAgent, uniqueEmail } from './support/community';
import { FakeStripe } from './support/fake-stripe';
import { pdfText } from './support/pdf-text';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

/**
 * My account › Giving: a signed-in member's own gifts (matched by their address, whatever its case
 * at the checkout), a PDF statement per year, and their recurring gifts changed in Stripe's Billing
 * Portal or cancelled here, against the fake Stripe; nobody sees another person's gifts.
 */
jest.setTimeout(180_000);

const WEBHOOK = '/api/giving/webhooks/stripe';
const PUBLIC_URL = 'http://ministry.test';
const STATEMENT_TEXT =
  'No goods or services were provided. Charity no. 12345. Signed, the Treasurer.';

interface MyGiving {
  currency: string;
  gifts: {
    id: number;
    fundName: string;
    amount: number;
    refundedAmount: number;
    method: string;
    frequency: string;
    givenAt: string;
  }[];
  statementYears: number[];
  recurring: {
    id: number;
    fundName: string;
    amount: number;
    frequency: string;
    status: string;
    canceledAt: string | null;
  }[];
}

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('My account › Giving', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let stripe: FakeStripe;
  let admin: Agent;
  let generalFund: number;
  let missionsFund: number;
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    stripe = await new FakeStripe().start();
    t = await createTestApp({
      env: { SMTP_URL: sink.url, PUBLIC_URL, STRIPE_API_BASE_URL: stripe.baseUrl },
    });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    const { port } = t.server.address() as AddressInfo;
    stripe.webhookUrl = `http://127.0.0.1:${port}${WEBHOOK}`;
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    await admin
      .put('/api/admin/giving/settings')
      .send({
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        statementText: STATEMENT_TEXT,
      })
      .expect(200);
    const settings = await request(t.server).get('/api/giving/settings').expect(200);
    generalFund = (settings.body as { funds: { id: number; name: string }[] }).funds.find(
      (f) => f.name === 'General Fund',
    )!.id;
    missionsFund = (
      (await admin.post('/api/admin/giving/funds').send({ name: 'Missions' }).expect(201)).body as {
        id: number;
      }
    ).id;
  });
  afterAll(async () => {
    await stripe?.close();
    await t?.close();
    await sink?.close();
  });

  /** A gift through Checkout and the fake's hosted page; its webhooks are applied before it answers. */
  async function give(email: string, body: Record<string, unknown> = {}): Promise<string> {
    const res = await request(t.server)
      .post('/api/giving/checkout')
      .send({
        amount: 5000,
        fundId: generalFund,
        frequency: 'once',
        name: 'Lydia Purple',
        email,
        ...body,
      })
      .expect(200);
    const sessionId = (res.body as { url: string }).url.split('/').pop()!;
    await stripe.pay(sessionId);
    await stripe.settled();
    return sessionId;
  }

  const mine = async (agent: Agent) =>
    (await agent.get('/api/community/me/giving').expect(200)).body as MyGiving;

  let lydia: { agent: Agent; email: string };
  let other: { agent: Agent; email: string };
  let onceSession: string;

  it('shows a member the gifts given with their address, whatever its case, and nobody else’s', async () => {
    lydia = await memberAgent(t, { email: uniqueEmail('lydia') });
    other = await memberAgent(t, { email: uniqueEmail('other') });
    expect(await mine(lydia.agent)).toEqual({
      currency: 'USD',
      gifts: [],
      statementYears: [],
      recurring: [],
    });

    // Typed differently at the checkout: the same person.
    onceSession = await give(`  ${lydia.email.toUpperCase()} `, { amount: 7500 });
    await give(lydia.email, { amount: 2500, frequency: 'monthly', fundId: missionsFund });
    await admin
      .post('/api/admin/giving/gifts')
      .send({
        amount: 10000,
        fundId: generalFund,
        method: 'cheque',
        givenOn: `${year - 1}-06-15`,
        donorName: 'Lydia Purple',
        donorEmail: lydia.email,
      })
      .expect(201);
    await give(other.email, { amount: 99900, name: 'Someone Else' });

    const lydias = await mine(lydia.agent);
    expect(lydias.gifts).toHaveLength(3);
    expect(lydias.gifts.map((g) => [g.amount, g.fundName, g.method, g.frequency])).toEqual([
      [2500, 'Missions', 'card', 'monthly'],
      [7500, 'General Fund', 'card', 'once'],
      [10000, 'General Fund', 'cheque', 'once'],
    ]);
    expect(lydias.statementYears).toEqual([year, year - 1]);
    expect(lydias.recurring).toEqual([
      expect.objectContaining({
        fundName: 'Missions',
        amount: 2500,
        currency: 'USD',
        frequency: 'monthly',
        status: 'active',
        canceledAt: null,
      }),
    ]);
    expect(JSON.stringify(lydias)).not.toMatch(/99900|Someone Else|pi_|sub_|cus_/);

    const others = await mine(other.agent);
    expect(others.gifts.map((g) => g.amount)).toEqual([99900]);
    expect(others.recurring).toEqual([]);
  });

  it('downloads each year’s statement as a PDF: every gift, totals per fund, the ministry’s text', async () => {
    // A refund after the gift: the statement counts what was kept.
    const session = stripe.get(onceSession);
    const intent = stripe.get(session.payment_intent as string);
    await stripe.refund(intent.latest_charge as string, 1500);
    await stripe.settled();

    const res = await lydia.agent
      .get(`/api/community/me/giving/statements/${year}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="giving-statement-${year}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`Giving statement for ${year}`);
    expect(text).toContain('Lydia Purple');
    expect(text).toContain(lydia.email);
    expect(text).toContain('$60.00 ($15.00 refunded)');
    expect(text).toContain('General Fund (1 gift)');
    expect(text).toContain('Missions (1 gift)');
    expect(text).toContain('$25.00');
    expect(text).toContain(`Total given in ${year}`);
    expect(text).toContain('$85.00');
    expect(text).toContain('Charity no. 12345');
    expect(text).not.toContain('$999.00');
    expect(text).not.toContain('$100.00');

    const last = await lydia.agent
      .get(`/api/community/me/giving/statements/${year - 1}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const lastText = pdfText(last.body as Buffer);
    expect(lastText).toContain('Cheque');
    expect(lastText).toContain('$100.00');
    expect(lastText).not.toContain('$25.00');
  });

  it('refuses a statement of a year that is not one (400) or has no gift (404)', async () => {
    for (const bad of ['abc', '1999', `${year + 1}`, '20261', '0x7e9', ' 2026']) {
      const res = await lydia.agent
        .get(`/api/community/me/giving/statements/${encodeURIComponent(bad)}`)
        .expect(400);
      expect((res.body as { message: string }).message).toBe(
        `The year must be a year from 2000 to ${year}, such as ${year}`,
      );
    }
    const none = await lydia.agent
      .get(`/api/community/me/giving/statements/${year - 3}`)
      .expect(404);
    expect((none.body as { message: string }).message).toBe(
      `No gifts were recorded in ${year - 3}`,
    );
    // Another member's years are not theirs.
    await other.agent.get(`/api/community/me/giving/statements/${year - 1}`).expect(404);
  });

  it('opens Stripe’s Billing Portal for the member’s own recurring gift, returning to My account', async () => {
    const [recurring] = (await mine(lydia.agent)).recurring;
    const res = await lydia.agent
      .post(`/api/community/me/giving/recurring/${recurring.id}/portal`)
      .expect(200);
    const url = (res.body as { url: string }).url;
    expect(url).toMatch(new RegExp(`^${stripe.baseUrl}/p/session/test_`));
    const created = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions');
    expect(created).toHaveLength(1);
    const subscription = stripe.get(
      (
        (await t.app
          .get(DataSource)
          .query('SELECT stripe_subscription_id AS id FROM giving_subscriptions WHERE id = $1', [
            recurring.id,
          ])) as { id: string }[]
      )[0].id,
    );
    expect(created[0].params).toEqual({
      customer: subscription.customer,
      return_url: `${PUBLIC_URL}/community?tab=account`,
    });

    for (const [agent, id] of [
      [other.agent, recurring.id],
      [lydia.agent, 999999],
      [lydia.agent, 'abc'],
    ] as const) {
      const refused = await agent
        .post(`/api/community/me/giving/recurring/${id}/portal`)
        .expect(404);
      expect((refused.body as { message: string }).message).toBe('Recurring gift not found');
    }
    expect(stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions')).toHaveLength(1);
  });

  it('cancels the member’s own recurring gift at Stripe, once, and not another’s', async () => {
    const [recurring] = (await mine(lydia.agent)).recurring;
    await other.agent.post(`/api/community/me/giving/recurring/${recurring.id}/cancel`).expect(404);
    expect(stripe.requests.some((r) => r.method === 'DELETE')).toBe(false);

    const res = await lydia.agent
      .post(`/api/community/me/giving/recurring/${recurring.id}/cancel`)
      .expect(200);
    expect(res.body).toMatchObject({ id: recurring.id, status: 'canceled' });
    expect((res.body as { canceledAt: string }).canceledAt).toEqual(expect.any(String));
    await stripe.settled();
    const deletes = stripe.requests.filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(stripe.get(deletes[0].path.split('/').pop()!).status).toBe('canceled');

    // Again: as it is, nothing more asked of Stripe.
    await lydia.agent.post(`/api/community/me/giving/recurring/${recurring.id}/cancel`).expect(200);
    expect(stripe.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect((await mine(lydia.agent)).recurring).toEqual([
      expect.objectContaining({ id: recurring.id, status: 'canceled' }),
    ]);
  });

  it('answers only signed-in members (401 for anybody else, staff included)', async () => {
    const [recurring] = (await mine(lydia.agent)).recurring;
    const routes: { method: 'get' | 'post'; path: string; member: number }[] = [
      { method: 'get', path: '/api/community/me/giving', member: 200 },
      { method: 'get', path: `/api/community/me/giving/statements/${year}`, member: 404 },
      {
        method: 'post',
        path: `/api/community/me/giving/recurring/${recurring.id}/portal`,
        member: 404,
      },
      {
        method: 'post',
        path: `/api/community/me/giving/recurring/${recurring.id}/cancel`,
        member: 404,
      },
    ];
    const fresh = await memberAgent(t);
    const callers: [string, Agent | null, 'member' | 'nobody'][] = [
      ['anonymous', null, 'nobody'],
      ['another member', fresh.agent, 'member'],
    ];
    for (const role of STAFF_ROLES)
      callers.push([role, (await signedInAgent(t, { role })).agent, 'nobody']);
    for (const route of routes) {
      for (const [who, agent, kind] of callers) {
        const res = await (agent ?? request(t.server))[route.method](route.path);
        expect({ who, route: route.path, status: res.status }).toEqual({
          who,
          route: route.path,
          status: kind === 'member' ? route.member : 401,
        });
        expect(JSON.stringify(res.body ?? {})).not.toContain('Lydia');
      }
    }
    // The fresh member's own view is empty: nothing of Lydia's.
    expect((await mine(fresh.agent)).gifts).toEqual([]);
  });

  describe('a member’s data rights', () => {
    let phoebe: { agent: Agent; email: string };

    it('holds the member’s gifts and recurring gifts in “Download my data”, nobody else’s', async () => {
      phoebe = await memberAgent(t, { email: uniqueEmail('phoebe') });
      await give(phoebe.email, { amount: 4200, name: 'Phoebe Deacon', note: 'For the roof' });
      await give(phoebe.email, {
        amount: 1500,
        frequency: 'weekly',
        fundId: missionsFund,
        name: 'Phoebe Deacon',
      });
      const exported = (await phoebe.agent.get('/api/community/me/export').expect(200)).body as {
        giving: {
          gifts: Record<string, unknown>[];
          recurringGifts: Record<string, unknown>[];
        };
      };
      expect(
        exported.giving.gifts.map((g) => [g.amount, g.fundName, g.frequency, g.note, g.email]),
      ).toEqual([
        [1500, 'Missions', 'weekly', '', phoebe.email],
        [4200, 'General Fund', 'once', 'For the roof', phoebe.email],
      ]);
      expect(exported.giving.gifts[1]).toMatchObject({
        name: 'Phoebe Deacon',
        currency: 'USD',
        method: 'card',
        refundedAmount: 0,
      });
      expect(exported.giving.recurringGifts).toEqual([
        expect.objectContaining({
          fundName: 'Missions',
          amount: 1500,
          frequency: 'weekly',
          status: 'active',
        }),
      ]);
      expect(JSON.stringify(exported.giving)).not.toMatch(/99900|Someone Else|Lydia/);
    });

    it('keeps an erased member’s gifts in the books, detached: no name, address or note beside an amount', async () => {
      const db = t.app.get(DataSource);
      const booksBefore = (await admin.get('/api/admin/giving/totals').expect(200)).text;
      const othersBefore = await mine(other.agent);
      const [{ id: weekly }] = (await db.query(
        `SELECT stripe_subscription_id AS id FROM giving_subscriptions WHERE email_key = $1`,
        [phoebe.email.toLowerCase()],
      )) as { id: string }[];
      expect(stripe.get(weekly).status).toBe('active');

      await phoebe.agent
        .delete('/api/community/me')
        .send({ confirmEmail: phoebe.email })
        .expect(200);

      // Finance's totals are what they were, to the cent; the gifts are there, nobody's.
      expect((await admin.get('/api/admin/giving/totals').expect(200)).text).toBe(booksBefore);
      const found = (
        await admin
          .get(`/api/admin/giving/gifts?donor=${encodeURIComponent(phoebe.email)}`)
          .expect(200)
      ).body as { total: number };
      expect(found.total).toBe(0);
      const kept = (await db.query(
        `SELECT amount, donor_name, donor_email, email_key, note, stripe_payment_intent_id
         FROM gifts WHERE amount IN (4200, 1500) ORDER BY amount`,
      )) as Record<string, unknown>[];
      expect(kept).toEqual([
        expect.objectContaining({ amount: 1500, donor_name: null, donor_email: null, note: '' }),
        expect.objectContaining({ amount: 4200, donor_name: null, donor_email: null, note: '' }),
      ]);
      expect(kept.every((g) => String(g.stripe_payment_intent_id).startsWith('pi_'))).toBe(true);
      const traces = (await db.query(
        `SELECT 'gift' AS row FROM gifts WHERE email_key = $1 OR donor_name = 'Phoebe Deacon'
         UNION ALL SELECT 'recurring' FROM giving_subscriptions WHERE email_key = $1
         UNION ALL SELECT 'checkout' FROM giving_checkouts WHERE email_key = $1 OR note = 'For the roof'
         UNION ALL SELECT 'mail' FROM giving_mail WHERE lower(email) = $1`,
        [phoebe.email.toLowerCase()],
      )) as unknown[];
      expect(traces).toEqual([]);
      // The weekly gift charges no card any more.
      expect(stripe.get(weekly).status).toBe('canceled');

      // A new account with the address starts with no giving; another member's is untouched.
      const again = await memberAgent(t, { email: phoebe.email });
      expect(await mine(again.agent)).toEqual({
        currency: 'USD',
        gifts: [],
        statementYears: [],
        recurring: [],
      });
      expect(await mine(other.agent)).toEqual(othersBefore);
    });
  });
});
