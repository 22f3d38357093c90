import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

/** A stand-in for the four builds: the serving rules do not depend on what webpack produced. */
function fakeBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'ministry-dists-'));
  const write = (file: string, content: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), content);
  };
  write('frontend-shell/dist/index.html', '<!doctype html><title>shell</title>');
  write('frontend-shell/dist/remotes.json', '{"public":"/remotes/public/mf-manifest.json"}');
  write('frontend-shell/dist/main.js', 'console.log("shell")');
  write('frontend-public/dist/mf-manifest.json', '{"name":"public"}');
  write('frontend-public/dist/123.0123abcd.js', 'chunk');
  write('frontend-community/dist/mf-manifest.json', '{"name":"community"}');
  write('frontend-admin/dist/mf-manifest.json', '{"name":"admin"}');
  return root;
}

describe('serving the shell and the remotes from one port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SERVE_FRONTENDS: 'true' },
      config: { frontendDistRoot: fakeBuilds() },
    });
  });
  afterAll(() => t.close());

  it.each(['/', '/community', '/community/signup', '/admin', '/admin/login'])(
    'serves the app at %s',
    async (path) => {
      const res = await request(t.server).get(path).expect(200).expect('Content-Type', /html/);
      expect(res.text).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the app with a 404 status on any other path, so its router shows the not-found screen', async () => {
    const res = await request(t.server).get('/no/such/page').expect(404);
    expect(res.text).toContain('<title>shell</title>');
  });

  it('serves each remote from its own path; a missing remote file is a plain 404, not the app', async () => {
    await request(t.server).get('/remotes/public/mf-manifest.json').expect(200, { name: 'public' });
    await request(t.server).get('/remotes/admin/mf-manifest.json').expect(200, { name: 'admin' });
    const missing = await request(t.server).get('/remotes/community/missing.js').expect(404);
    expect(missing.text).not.toContain('<title>shell</title>');
  });

  it('caches content-hashed files for good and makes manifests revalidate', async () => {
    const chunk = await request(t.server).get('/remotes/public/123.0123abcd.js').expect(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
    const manifest = await request(t.server).get('/remotes/public/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    await request(t.server).get('/remotes.json').expect(200).expect('Cache-Control', 'no-cache');
  });

  it('leaves /api to the API: unknown API paths are JSON 404s', async () => {
    const res = await request(t.server)
      .get('/api/no-such-endpoint')
      .expect(404)
      .expect('Content-Type', /json/);
    expect(res.body.message).toMatch(/Cannot GET/);
  });
});
