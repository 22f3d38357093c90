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
