import request from 'supertest';
import { memberAgent, uniqueEmail } from './support/community';
import { eventInput, scriptureInput } from './support/content-factories';
import { FakeStripe } from './support/fake-stripe';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

/**
 * Hostile input never costs a 500: every operation of the OpenAPI document, called by a caller who gets
 * past its guard, with cases generated from its schemas (each field replaced by text the database cannot
 * store, nulls, wrong types, oversized values; ids in other number formats; bodies nested deep).
 */

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  example?: unknown;
  enum?: unknown[];
  default?: unknown;
};
interface Operation {
  parameters?: { name: string; in: 'path' | 'query'; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Values that broke a route once or could: text PostgreSQL refuses, half a surrogate pair, wrong types. */
const HOSTILE_VALUES: unknown[] = [
  null,
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  'ab@\uD800.example',
  '',
  ' ',
  'x'.repeat(6000),
  -1,
  0,
  1.5,
  2 ** 31,
  1e308,
  true,
  [],
  ['\u0000'],
  {},
  { $gt: '' },
  'Lf\r=2+3',
  '2026-02-30',
];

const HOSTILE_IDS = [
  '0x11',
  '1.7e1',
  '+17',
  '%2017',
  '17.0',
  '-1',
  '0',
  '99999999999',
  '%00',
  'abc',
];

const HOSTILE_QUERY = [
  '%00',
  '%ED%A0%80',
  'x'.repeat(3000),
  '-1',
  '1e9',
  'NaN',
  '[]',
  '%27%20OR%201=1',
];

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const HOSTILE_RAW_BODIES = [
  'null',
  '[]',
  '"text"',
  '{"a":',
  deep(50),
  `{"name":${deep(5000)}}`,
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
];

describe('hostile input on every documented operation', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let doc: Document;
  let admin: Agent;
  let member: Agent;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // Giving set up against the fake Stripe, so a checkout is judged on its input, not refused
    // (503) for want of a payment provider.
    stripe = await new FakeStripe().start();
    t = await createTestApp({
      workers: false,
      // The point here is what lies behind the rate limits, not the limits themselves.
      env: { PUBLIC_WRITE_LIMIT: '100000', STRIPE_API_BASE_URL: stripe.baseUrl },
    });
    doc = (await request(t.server).get('/api/docs-json').expect(200)).body as Document;
    ({ agent: admin } = await signedInAgent(t, { isAdmin: true }));
    await admin
      .put('/api/admin/giving/settings')
      .send({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret })
      .expect(200);
    ({ agent: member, id: ids.members } = await memberAgent(t));

    ids.events = (await admin.post('/api/admin/events').send(eventInput()).expect(201)).body.id;
    ids.scriptures = (
      await admin.post('/api/admin/scriptures').send(scriptureInput()).expect(201)
    ).body.id;
    ids.templates = (
      await admin
        .post('/api/email/templates')
        .send({ name: 'Fuzz', subject: 'Fuzz', message: 'Hello {{firstName}}' })
        .expect(201)
    ).body.id;
    ids.campaigns = (
      await admin
        .post('/api/email/campaigns')
        .send({ name: 'Fuzz', templateId: ids.templates, targetCriteria: {}, lessonLinks: [] })
        .expect(201)
    ).body.id;
    await member.post('/api/testimonials').send(validBodies.CreateTestimonialDto).expect(201);
    ids.testimonials = (await admin.get('/api/admin/testimonials').expect(200)).body[0].id;
    await member.post('/api/counseling').send(validBodies.CreateCounselingRequestDto).expect(201);
    ids.counseling = (await admin.get('/api/admin/counseling').expect(200)).body[0].id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const validBodies: Record<string, Record<string, unknown>> = {
    CreateTestimonialDto: {
      name: 'Ruth',
      email: 'ruth@example.org',
      category: 'Faith',
      title: 'Grace',
      testimony: 'He was faithful.',
      isAnonymous: false,
    },
    CreateCounselingRequestDto: {
      name: 'Naomi',
      email: 'naomi@example.org',
      phone: '555-0100',
      category: 'Spiritual Growth',
      background: 'Background',
      currentSituation: 'Situation',
      specificNeeds: 'Needs',
      urgency: 'normal',
      preferredContact: 'email',
    },
    CreateEventDto: eventInput(),
    CreateScriptureDto: scriptureInput(),
    UpdateScriptureDto: scriptureInput(),
    CreateTemplateDto: { name: 'T', subject: 'S', message: 'M', isActive: true },
    UpdateTemplateDto: { name: 'T', subject: 'S', message: 'M', isActive: true },
    CreateCampaignDto: { name: 'C', templateId: 1, targetCriteria: {}, lessonLinks: [] },
    CreateMemberDto: { firstName: 'A', lastName: 'B', email: 'fuzz@example.org' },
    SubscribeDto: { name: 'Fuzz', email: 'fuzz@example.org' },
    LoginDto: { username: 'nobody', password: 'wrong' },
    CommunityLoginDto: { email: 'nobody@example.org' },
    UpdateTestimonialDto: { status: 'approved', isFeatured: false },
    UpdateCounselingRequestDto: { status: 'in_progress' },
    CreateCounselingResponseDto: { message: 'We are praying with you.' },
    TestSendDto: { email: 'fuzz@example.org' },
    TargetCriteriaDto: {},
  };

  const resolve = (schema: Schema): Schema =>
    schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop() as string] : schema;

  /** A body that passes validation when we know one, else the schema's own examples. */
  function baseBody(schema: Schema): Record<string, unknown> {
    const name = schema.$ref?.split('/').pop();
    if (name && validBodies[name]) return validBodies[name];
    const properties = resolve(schema).properties ?? {};
    return Object.fromEntries(
      Object.entries(properties).map(([key, p]) => [key, p.example ?? p.default ?? p.enum?.[0]]),
    );
  }

  function idFor(path: string): number {
    const resource = Object.keys(ids).find((key) =>
      path.includes(key === 'members' ? 'community/members' : key),
    );
    return resource ? ids[resource] : 1;
  }

  /** Skipped: they end the caller's own session, which the rest of the walk needs. */
  const SKIPPED = /logout/;

  /** Every documented operation with its cases, deletions last (they remove the records used). */
  function operations(): { method: string; path: string; op: Operation }[] {
    const all = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method, path, op })),
    );
    return all
      .filter(({ path }) => !SKIPPED.test(path))
      .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
  }

  function caller(path: string, method: string): Agent {
    return method === 'post' && /^\/api\/(testimonials|counseling)$/.test(path) ? member : admin;
  }

  it('answers no generated case with a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    const call = async (
      method: string,
      path: string,
      agent: Agent,
      body?: unknown,
      raw?: string,
    ): Promise<void> => {
      let req = (agent as unknown as Record<string, (url: string) => request.Test>)[method](path);
      if (raw !== undefined) req = req.set('Content-Type', 'application/json').send(raw);
      else if (body !== undefined) req = req.send(body as object);
      const res = await req;
      sent++;
      if (res.status >= 500) {
        const shown = raw ?? JSON.stringify(body);
        failures.push(`${method.toUpperCase()} ${path} ${shown?.slice(0, 80)} → ${res.status}`);
      }
    };

    for (const { method, path, op } of operations()) {
      const agent = caller(path, method);
      const params = op.parameters ?? [];
      const fill = (template: string, id: string) => template.replace(/\{[^}]+\}/g, id);
      const concrete = fill(path, String(idFor(path)));
      const schema = op.requestBody?.content['application/json']?.schema;

      if (params.some((p) => p.in === 'path')) {
        for (const id of HOSTILE_IDS)
          await call(method, fill(path, id), agent, schema ? {} : undefined);
      }
      for (const param of params.filter((p) => p.in === 'query')) {
        for (const value of HOSTILE_QUERY)
          await call(method, `${concrete}?${param.name}=${value}`, agent);
        await call(method, `${concrete}?${param.name}=a&${param.name}=b`, agent);
      }
      if (!schema) continue;
      const base = baseBody(schema);
      const fields = Object.keys({ ...resolve(schema).properties, ...base });
      for (const field of fields) {
        for (const value of HOSTILE_VALUES) {
          await call(method, concrete, agent, { ...base, [field]: value });
        }
      }
      for (const raw of HOSTILE_RAW_BODIES) await call(method, concrete, agent, undefined, raw);
      await call(method, concrete, agent, { ...base, unexpected: 'field' });
      await call(method, concrete, agent, { ...base, email: uniqueEmail('fuzz') });
    }
    console.log(
      `fuzz: ${sent} requests over ${operations().length} documented operations, ` +
        `${failures.length} answered 5xx`,
    );
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);

  it('refuses a deeply nested body with 400 before validation, and stays responsive meanwhile', async () => {
    const body = `{"firstName":${deep(45_000)}}`;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(t.server)
          .post('/api/community/members')
          .set('Content-Type', 'application/json')
          .send(body),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(400));
    expect(answers[0].body.message).toBe('Request body is nested too deeply');
    await request(t.server).get('/api/health').expect(200);
    // Generous: the point is seconds of frozen event loop before, not a timing budget.
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('names the field or the address that holds a NUL byte or half a surrogate pair', async () => {
    const nul = await request(t.server)
      .post('/api/subscribe')
      .send({ name: 'Ru\u0000th', email: 'ruth@example.org' })
      .expect(400);
    expect(nul.body.errors).toEqual([
      { field: 'name', message: 'name contains a character that is not allowed' },
    ]);
    const surrogate = await request(t.server)
      .post('/api/community/members')
      .send({ firstName: 'A', lastName: 'B', email: 'a\uD800@example.org' })
      .expect(400);
    expect(surrogate.body.errors[0].field).toBe('email');
    await request(t.server)
      .post('/api/auth/login')
      .send({ username: 'admin\u0000', password: 'x' })
      .expect(400);
    // In the address: refused before any route looks the slug or token up.
    for (const path of [
      '/api/teachings/grace%00',
      '/api/teachings/series/%00',
      '/podcast/series/a%00b.xml',
      '/teachings/grace%00',
    ]) {
      const res = await request(t.server).get(path).expect(400);
      expect([path, res.body]).toEqual([
        path,
        {
          message: 'The address holds a character that is not allowed',
          errors: [{ field: 'path', message: 'The address holds a character that is not allowed' }],
        },
      ]);
    }
  });

  it('refuses null on a partial update instead of writing it', async () => {
    for (const [path, body] of [
      [`/api/email/templates/${ids.templates}`, { name: null }],
      [`/api/email/templates/${ids.templates}`, { isActive: null }],
      [`/api/admin/scriptures/${ids.scriptures}`, { displayOnHome: null }],
      [`/api/admin/scriptures/${ids.scriptures}`, { ...scriptureInput(), isActive: null }],
      [`/api/admin/testimonials/${ids.testimonials}`, { status: null }],
      [`/api/admin/testimonials/${ids.testimonials}`, { isFeatured: null }],
    ] as const) {
      const res = await admin.put(path).send(body);
      expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 });
    }
  });

  it('reads an id only as plain decimal digits', async () => {
    const id = ids.events;
    await admin.put(`/api/admin/events/${id}`).send(eventInput()).expect(200);
    for (const other of [`0x${id.toString(16)}`, `${id}.0`, `+${id}`, `%20${id}`, `${id}e0`]) {
      const res = await admin.put(`/api/admin/events/${other}`).send(eventInput());
      expect({ other, status: res.status }).toEqual({ other, status: 404 });
    }
  });

  it('takes only JSON bodies on JSON routes', async () => {
    const res = await admin
      .post('/api/admin/events')
      .type('form')
      .send(new URLSearchParams(eventInput() as unknown as Record<string, string>).toString());
    expect(res.status).toBe(400);
  });

  it('refuses a body larger than its route needs', async () => {
    await request(t.server)
      .post('/api/subscribe')
      .send({ name: 'x'.repeat(20_000), email: 'big@example.org' })
      .expect(413);
    // A route that takes long text still takes it.
    await admin
      .post('/api/email/templates')
      .send({ name: 'Long', subject: 'Long', message: 'word '.repeat(3999) })
      .expect(201);
  });

  it('keeps a line break out of one-line fields, so an export cannot grow a formula row', async () => {
    const email = uniqueEmail('csv');
    await request(t.server)
      .post('/api/community/members')
      .send({ firstName: 'Cr', lastName: 'Lf\r=2+3', email, city: 'Beth\nlehem' })
      .expect(201);
    const csv = (await admin.get('/api/community/members/export').expect(200)).text;
    const row = csv.split('\r\n').find((line) => line.includes(email));
    expect(row).toContain(',Cr,Lf =2+3,');
    expect(row).toContain(',Beth lehem,');
    expect(csv.replace(/"(?:[^"]|"")*"/g, '""')).not.toMatch(/(^|[\r\n])=2\+3/);
  });
});
