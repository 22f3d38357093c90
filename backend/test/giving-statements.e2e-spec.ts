import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { STAFF_ROLES, type StaffRole } from '../src/common/access/permissions';
import { GivingStatementsService } from '../src/modules/giving/giving-statements.service';
import { memberAgent, uniqueEmail } from './support/community';
import { pdfText } from './support/pdf-text';
import { SmtpSink } from './support/smtp-sink';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

/**
 * Finance's donors (listed, searched, one opened, audited) and year-end statements: the years and
 * their donors, one donor's statement previewed
 * (audited), and the queued run that e-mails every donor of a year their statement (the totals in
 * the message, the PDF attached), once per donor however often it is run or wherever it stopped.
 */
jest.setTimeout(180_000);

const STATEMENT_TEXT = 'No goods or services were provided. Charity no. 777.';

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('year-end statements (Finance)', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: Agent;
  let finance: Agent;
  let fund: number;
  const year = new Date().getUTCFullYear();
  const ruth = uniqueEmail('ruth');
  const boaz = uniqueEmail('boaz');
  const naomi = uniqueEmail('naomi');

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    finance = (await signedInAgent(t, { role: 'finance' })).agent;
    await admin
      .put('/api/admin/giving/settings')
      .send({ statementText: STATEMENT_TEXT })
      .expect(200);
    const settings = await admin.get('/api/admin/giving/settings').expect(200);
    fund = (settings.body as { funds: { id: number }[] }).funds[0].id;
    const missions = (
      (await admin.post('/api/admin/giving/funds').send({ name: 'Missions' }).expect(201)).body as {
        id: number;
      }
    ).id;
    const gift = (body: Record<string, unknown>) =>
      finance
        .post('/api/admin/giving/gifts')
        .send({ method: 'cash', fundId: fund, givenOn: `${year}-03-01`, ...body })
        .expect(201);
    await gift({ amount: 10000, donorName: 'Ruth Moab', donorEmail: ruth.toUpperCase() });
    await gift({ amount: 2500, fundId: missions, donorName: 'Ruth Moab', donorEmail: ruth });
    await gift({ amount: 4000, method: 'cheque', donorName: 'Boaz', donorEmail: boaz });
    await gift({
      amount: 999,
      donorName: 'Naomi',
      donorEmail: naomi,
      givenOn: `${year - 1}-12-31`,
    });
    // No address: on no statement.
    await gift({ amount: 5000, donorName: 'Anonymous plate' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const db = () => t.app.get(DataSource);
  const statementMails = async (email: string): Promise<ParsedMail[]> =>
    (await Promise.all(sink.received(email).map((m) => SmtpSink.parse(m)))).filter((m) =>
      m.subject?.includes('giving statement'),
    );

  it('lists the years with their donors, and a year’s donors to choose from', async () => {
    const years = await finance.get('/api/admin/giving/statements').expect(200);
    expect(years.body).toEqual(
      expect.arrayContaining([
        { year, donors: 2, queued: 0, sent: 0 },
        { year: year - 1, donors: 1, queued: 0, sent: 0 },
      ]),
    );
    const donors = await finance.get(`/api/admin/giving/statements/${year}/donors`).expect(200);
    expect(donors.body).toEqual(
      expect.arrayContaining([
        { email: ruth, name: 'Ruth Moab', gifts: 2, total: 12500, currency: 'USD' },
        { email: boaz, name: 'Boaz', gifts: 1, total: 4000, currency: 'USD' },
      ]),
    );
    const found = await finance
      .get(`/api/admin/giving/statements/${year}/donors?search=RUTH`)
      .expect(200);
    expect((found.body as { email: string }[]).map((d) => d.email)).toEqual([ruth]);
  });

  it('previews one donor’s statement as a PDF, audited', async () => {
    const res = await finance
      .get(`/api/admin/giving/statements/${year}/preview?email=${encodeURIComponent(ruth)}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('Ruth Moab');
    expect(text).toContain('General Fund (1 gift)');
    expect(text).toContain('Missions (1 gift)');
    expect(text).toContain('$125.00');
    expect(text).toContain('Charity no. 777.');
    const [audit] = (await db().query(
      "SELECT count(*)::int AS n FROM audit_events WHERE action = 'giving.statement.preview'",
    )) as { n: number }[];
    expect(audit.n).toBe(1);

    const cases: [string, number, string][] = [
      [`/${year}/preview?email=nobody%40example.test`, 404, `No gifts were recorded in ${year}`],
      [`/${year}/preview?email=not-an-address`, 400, 'email must be an e-mail address'],
      [`/${year}/preview`, 400, 'email must be an e-mail address'],
      [
        `/1999/preview?email=${encodeURIComponent(ruth)}`,
        400,
        `The year must be a year from 2000 to ${year}, such as ${year}`,
      ],
      [`/next/donors`, 400, `The year must be a year from 2000 to ${year}, such as ${year}`],
    ];
    for (const [path, status, message] of cases) {
      const refused = await finance.get(`/api/admin/giving/statements${path}`).expect(status);
      expect({ path, message: (refused.body as { message: string }).message }).toEqual({
        path,
        message,
      });
    }
  });

  it('e-mails each donor of the year their statement once, however often it is run', async () => {
    const res = await finance.post(`/api/admin/giving/statements/${year}/send`).expect(202);
    expect(res.body).toEqual({
      donors: 2,
      message: `The ${year} statements of 2 donors are being e-mailed. A donor already sent one is not sent another.`,
    });
    await sink.waitFor(
      () => sink.received(ruth).length >= 1 && sink.received(boaz).length >= 1,
      30_000,
      'the statements',
    );
    const [mail] = await statementMails(ruth);
    expect(mail.subject).toMatch(new RegExp(`^Your ${year} giving statement from `));
    expect(mail.text).toContain('General Fund: $100.00 (1 gift)');
    expect(mail.text).toContain('Missions: $25.00 (1 gift)');
    expect(mail.text).toContain(`Total given in ${year}: $125.00`);
    expect(mail.text).toContain(STATEMENT_TEXT);
    expect(mail.html).toContain('Missions: $25.00');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `giving-statement-${year}.pdf`,
      contentType: 'application/pdf',
    });
    expect(pdfText(mail.attachments[0].content)).toContain(`Total given in ${year}`);

    // Again, twice: nobody gets a second one.
    await finance.post(`/api/admin/giving/statements/${year}/send`).expect(202);
    await admin.post(`/api/admin/giving/statements/${year}/send`).expect(202);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await statementMails(ruth)).toHaveLength(1);
    expect(await statementMails(boaz)).toHaveLength(1);
    expect(await statementMails(naomi)).toHaveLength(0);
    const years = await finance.get('/api/admin/giving/statements').expect(200);
    expect(years.body).toContainEqual({ year, donors: 2, queued: 2, sent: 2 });
    const [audit] = (await db().query(
      "SELECT count(*)::int AS n FROM audit_events WHERE action = 'giving.statements.send'",
    )) as { n: number }[];
    expect(audit.n).toBe(3);
  });

  it('sends what a run interrupted before enqueuing had written, once, when run again', async () => {
    const statements = t.app.get(GivingStatementsService);
    // The worker dies after writing the year's outbox rows, before any job is added.
    await expect(
      statements.queueYear(year - 1, () => Promise.reject(new Error('worker killed'))),
    ).rejects.toThrow('worker killed');
    expect(await statementMails(naomi)).toHaveLength(0);
    await finance.post(`/api/admin/giving/statements/${year - 1}/send`).expect(202);
    await sink.waitFor(() => sink.received(naomi).length >= 1, 30_000, 'the statement');
    await finance.post(`/api/admin/giving/statements/${year - 1}/send`).expect(202);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await statementMails(naomi)).toHaveLength(1);
    const [row] = (await db().query(
      "SELECT count(*)::int AS n FROM giving_mail WHERE kind = 'statement' AND email = $1",
      [naomi],
    )) as { n: number }[];
    expect(row.n).toBe(1);
  });

  let ruthRef = '';

  it('lists the donors, the latest to give first, found by a name or address, those without one left out', async () => {
    const all = (await finance.get('/api/admin/giving/donors').expect(200)).body as {
      items: Record<string, unknown>[];
      total: number;
    };
    expect(all.total).toBe(3);
    expect(all.items.map((d) => d.email)).toEqual([
      ...[ruth, boaz].sort((a, b) => (a < b ? -1 : 1)),
      naomi,
    ]);
    const ruths = all.items.find((d) => d.email === ruth)!;
    expect(ruths).toMatchObject({
      name: 'Ruth Moab',
      gifts: 2,
      given: [{ currency: 'USD', amount: 12500 }],
      activeRecurring: 0,
      id: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    ruthRef = String(ruths.id);
    expect(JSON.stringify(all)).not.toContain('Anonymous plate');

    for (const [search, expected] of [
      ['MOAB', [ruth]],
      [naomi.toUpperCase(), [naomi]],
      ['nobody-at-all', []],
    ] as const) {
      const found = (await finance.get('/api/admin/giving/donors').query({ search }).expect(200))
        .body as { items: { email: string }[]; total: number };
      expect({ search, emails: found.items.map((d) => d.email), total: found.total }).toEqual({
        search,
        emails: expected,
        total: expected.length,
      });
    }
    const paged = (
      await finance.get('/api/admin/giving/donors').query({ page: 2, pageSize: 2 }).expect(200)
    ).body as { items: { email: string }[]; total: number };
    expect(paged.items.map((d) => d.email)).toEqual([naomi]);
    expect(paged.total).toBe(3);
  });

  it('opens a donor with every gift, audited under their name and never their address', async () => {
    const opened = (await finance.get(`/api/admin/giving/donors/${ruthRef}`).expect(200)).body as {
      id: string;
      email: string;
      giftList: { amount: number; fundName: string; method: string }[];
      recurring: unknown[];
    };
    expect(opened).toMatchObject({ id: ruthRef, email: ruth, name: 'Ruth Moab', recurring: [] });
    expect(opened.giftList.map((g) => [g.amount, g.fundName, g.method]).sort()).toEqual([
      [10000, 'General Fund', 'cash'],
      [2500, 'Missions', 'cash'],
    ]);

    const rows = (
      await admin.get('/api/admin/audit').query({ action: 'giving.donor.view' }).expect(200)
    ).body.items as Record<string, unknown>[];
    expect(rows).toEqual([
      expect.objectContaining({
        targetType: 'donor',
        targetId: ruthRef,
        targetLabel: 'Ruth Moab',
        actorRole: 'finance',
      }),
    ]);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain(ruth.toLowerCase());

    for (const reference of ['0'.repeat(40), 'not-a-donor', ruthRef.toUpperCase()]) {
      const missing = await finance.get(`/api/admin/giving/donors/${reference}`).expect(404);
      expect((missing.body as { message: string }).message).toBe('Donor not found');
    }
  });

  it('writes a donor’s name and a fund’s in any script as typed on the statement', async () => {
    const name = 'Łukasz Żółć-Ngọc · Αγγελική · Дмитрий';
    const email = uniqueEmail('lukasz');
    const fundName = `Fundusz Misyjny – Kraków ${Date.now().toString(36)}`;
    const misyjny = (
      (await admin.post('/api/admin/giving/funds').send({ name: fundName }).expect(201)).body as {
        id: number;
      }
    ).id;
    await finance
      .post('/api/admin/giving/gifts')
      .send({
        amount: 1234,
        method: 'cash',
        fundId: misyjny,
        givenOn: `${year - 3}-05-01`,
        donorName: name,
        donorEmail: email,
      })
      .expect(201);
    const res = await finance
      .get(`/api/admin/giving/statements/${year - 3}/preview?email=${encodeURIComponent(email)}`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain(name);
    // A long fund name wraps in its column: its words, in order.
    expect(text.replace(/\s+/g, ' ')).toContain(fundName);
    expect(text).not.toContain('\uFFFD');
  });

  it('refuses a year without gifts, and lets only Administrators and Finance in', async () => {
    const none = await finance.post(`/api/admin/giving/statements/${year - 5}/send`).expect(404);
    expect((none.body as { message: string }).message).toBe(
      `No gifts were recorded in ${year - 5}`,
    );

    const routes: { method: 'get' | 'post'; path: string; allowed: StaffRole[] }[] = [
      {
        method: 'get',
        path: '/api/admin/giving/statements',
        allowed: ['administrator', 'finance'],
      },
      {
        method: 'get',
        path: `/api/admin/giving/statements/${year}/donors`,
        allowed: ['administrator', 'finance'],
      },
      {
        method: 'get',
        path: `/api/admin/giving/statements/${year}/preview?email=${encodeURIComponent(boaz)}`,
        allowed: ['administrator', 'finance'],
      },
      {
        method: 'post',
        path: `/api/admin/giving/statements/${year - 5}/send`,
        allowed: ['administrator', 'finance'],
      },
      { method: 'get', path: '/api/admin/giving/donors', allowed: ['administrator', 'finance'] },
      {
        method: 'get',
        path: `/api/admin/giving/donors/${ruthRef || '0'.repeat(40)}`,
        allowed: ['administrator', 'finance'],
      },
    ];
    const callers: [string, Agent | null][] = [
      ['anonymous', null],
      ['member', (await memberAgent(t)).agent],
    ];
    for (const role of STAFF_ROLES) callers.push([role, (await signedInAgent(t, { role })).agent]);
    for (const route of routes) {
      for (const [who, agent] of callers) {
        const res = await (agent ?? request(t.server))[route.method](route.path);
        const allowed = route.allowed.includes(who as StaffRole);
        if (allowed) expect([200, 404]).toContain(res.status);
        else
          expect({ who, path: route.path, status: res.status }).toEqual({
            who,
            path: route.path,
            status: who === 'anonymous' || who === 'member' ? 401 : 403,
          });
      }
    }
  });
});
