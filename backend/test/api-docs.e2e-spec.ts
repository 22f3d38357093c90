import request from 'supertest';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

const DOCS = ['/api/docs', '/api/docs-json', '/api/docs-yaml'];

/** API_DOCS: who may read the API reference (Swagger UI, JSON, YAML). */
describe('the API reference (API_DOCS)', () => {
  const apps: TestApp[] = [];
  const app = async (apiDocs?: string): Promise<TestApp> => {
    const t = await createTestApp({ workers: false, env: { API_DOCS: apiDocs } });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('is public by default', async () => {
    const t = await app();
    const ui = await request(t.server).get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger');
    const json = await request(t.server).get('/api/docs-json').expect(200);
    expect(json.body.info.title).toBe('Ministry platform API');
    await request(t.server).get('/api/docs-yaml').expect(200);
  });

  it('staff: only a signed-in administrator reads it; anyone else gets the 404 of an unknown path', async () => {
    const t = await app('staff');
    const unknown = await request(t.server).get('/api/no-such-endpoint').expect(404);
    for (const path of DOCS) {
      const res = await request(t.server).get(path).expect(404);
      expect(res.body).toEqual({ message: `Cannot GET ${path}` });
      expect(unknown.body).toEqual({ message: 'Cannot GET /api/no-such-endpoint' });
    }
    const { agent: member } = await signedInAgent(t, { isAdmin: false });
    await member.get('/api/docs-json').expect(404);
    await member.get('/api/docs').expect(404);

    const { agent: admin } = await signedInAgent(t, { isAdmin: true });
    const json = await admin.get('/api/docs-json').expect(200);
    expect(json.body.info.title).toBe('Ministry platform API');
    const ui = await admin.get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger');
  });

  it('off: nobody reads it, administrators included', async () => {
    const t = await app('off');
    const { agent: admin } = await signedInAgent(t, { isAdmin: true });
    for (const path of DOCS) {
      await request(t.server).get(path).expect(404);
      await admin.get(path).expect(404);
    }
  });
});

type Operation = {
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};

/** The document is the contract developers and generated clients read: it must say what the server does. */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: {
    info: { version: string; contact?: { email?: string }; license?: { name?: string } };
    servers: { url: string }[];
    components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
    paths: Record<string, Record<string, Operation>>;
  };
  beforeAll(async () => {
    t = await createTestApp({ workers: false, env: { PUBLIC_URL: 'https://ministry.test' } });
    document = (await request(t.server).get('/api/docs-json').expect(200)).body;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );

  it('names this instance first and PUBLIC_URL after it, with a contact and a license', () => {
    expect(document.servers.map((s) => s.url)).toEqual(['/', 'https://ministry.test']);
    expect(document.info.contact?.email).toMatch(/@/);
    expect(document.info.license?.name).toBeTruthy();
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('declares the session cookie once, and each call either needs it or says it needs nothing', async () => {
    expect(document.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'ministry.sid' }),
    });
    let checked = 0;
    for (const { path, method, operation } of operations()) {
      expect(operation.security).toBeDefined();
      const needsSession = (operation.security ?? []).some((s) => 'session' in s);
      if (operation.security!.length > 0) expect(needsSession).toBe(true);
      // What the document says is what an anonymous caller meets.
      const url = path.replace(/\{[^}]+\}/g, '999999');
      const res = await request(t.server)[method as 'get'](url).redirects(0);
      if (needsSession)
        expect({ url, method, status: res.status }).toEqual({ url, method, status: 401 });
      else expect({ url, method, status: res.status }).not.toEqual({ url, method, status: 401 });
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('gives every client error the shared error body', () => {
    for (const { path, method, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^4/.test(status)) continue;
        expect({ path, method, status, content: Boolean(response.content) }).toEqual({
          path,
          method,
          status,
          content: true,
        });
      }
    }
  });
});
