import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

const BIG_SCRIPT = `window.chunk = ${JSON.stringify('let us read the word together '.repeat(200))};`;

/** A GET whose body stays as sent (supertest would decode it). */
async function rawGet(
  server: Server,
  path: string,
  acceptEncoding: string,
): Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }> {
  if (!server.listening) await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) =>
    get(
      { host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }),
        );
      },
    ).on('error', reject),
  );
}

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
  // The build's brotli copy of a script (libs/frontend-kit/webpack/precompress-plugin.mjs).
  mkdirSync(join(root, 'frontend-shell/dist/chunks'), { recursive: true });
  writeFileSync(join(root, 'frontend-shell/dist/chunks/456.89abcdef.js'), BIG_SCRIPT);
  writeFileSync(
    join(root, 'frontend-shell/dist/chunks/456.89abcdef.js.br'),
    brotliCompressSync(BIG_SCRIPT),
  );
  write('frontend-public/dist/123.0123abcd.js.map', '{"sources":["src/secret.tsx"]}');
  write('frontend-shell/dist/main.js.map', '{"sources":["src/shell.tsx"]}');
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

  it.each([
    '/',
    '/community',
    '/community/signup',
    '/admin',
    '/admin/login',
    '/registrations/manage?token=abc',
  ])('serves the app at %s', async (path) => {
    const res = await request(t.server).get(path).expect(200).expect('Content-Type', /html/);
    expect(res.text).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

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

  it('sends code and manifests with their type, caching, nosniff and CORP, the page policies with pages', async () => {
    for (const path of ['/main.js', '/remotes/public/123.0123abcd.js', '/remotes.json']) {
      const res = await request(t.server).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/javascript|json/);
      expect(res.headers['cache-control']).toBeDefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const policy of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
        expect(res.headers[policy]).toBeUndefined();
    }
    const page = await request(t.server).get('/').expect(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("sends a script's brotli copy from the build to a browser that takes brotli, the script itself to others", async () => {
    const path = '/chunks/456.89abcdef.js';
    const br = await rawGet(t.server, path, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-security-policy']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);

    const plain = await request(t.server).get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BIG_SCRIPT);
    const gzip = await request(t.server).get(path).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(BIG_SCRIPT);
    // The copy is not a way to name other files.
    await request(t.server)
      .get('/chunks/456.89abcdef.js/../../index.html.br')
      .set('Accept-Encoding', 'br')
      .expect((res) => expect(res.headers['content-encoding']).not.toBe('br'));
  });

  it('leaves /api to the API: unknown API paths are JSON 404s', async () => {
    const res = await request(t.server)
      .get('/api/no-such-endpoint')
      .expect(404)
      .expect('Content-Type', /json/);
    expect(res.body.message).toMatch(/Cannot GET/);
  });
});

describe('source maps of the frontends', () => {
  const serving = (nodeEnv: 'production' | 'development') =>
    createTestApp({
      env: { SERVE_FRONTENDS: 'true' },
      config: { frontendDistRoot: fakeBuilds(), nodeEnv },
    });

  it('are not served in production (404), so the source code stays private', async () => {
    const t = await serving('production');
    try {
      for (const path of ['/main.js.map', '/remotes/public/123.0123abcd.js.map']) {
        const res = await request(t.server).get(path).expect(404);
        expect([path, res.text]).toEqual([path, 'Not found']);
      }
      // The files they belong to still are.
      await request(t.server).get('/remotes/public/123.0123abcd.js').expect(200);
      await request(t.server).get('/main.js').expect(200);
    } finally {
      await t.close();
    }
  });

  it("are served in development, for the browser's debugger", async () => {
    const t = await serving('development');
    try {
      await request(t.server).get('/main.js.map').expect(200);
      await request(t.server).get('/remotes/public/123.0123abcd.js.map').expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('sending a screen prerendered inside the app page', () => {
  const INDEX =
    '<!doctype html><html><head><title>shell</title><link href=/main.css rel=stylesheet></head><body><div id=root></div></body></html>';
  const FRAME = '<header>frame</header><main>__PRERENDER_SCREEN_HTML__</main>';
  const MANIFEST = {
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [
      {
        name: 'HomePage',
        assets: { css: { sync: ['home.1234abcd.css'] }, js: { sync: ['home.1234abcd.js'] } },
      },
    ],
  };
  const SCREENS = [
    { path: '/', remote: 'public', module: 'HomePage' },
    { path: '/community', remote: 'community', module: 'CommunityPage' },
  ];

  function builds(remotes: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'ministry-prerender-'));
    const write = (file: string, content: string) => {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), content);
    };
    write('frontend-shell/dist/index.html', INDEX);
    write('frontend-shell/dist/remotes.json', JSON.stringify(remotes));
    write('frontend-shell/dist/prerender/frame.html', FRAME);
    write('frontend-shell/dist/prerender/screens.json', JSON.stringify(SCREENS));
    write('frontend-public/dist/mf-manifest.json', JSON.stringify(MANIFEST));
    write(
      'frontend-public/dist/prerender/HomePage.html',
      '<section class="hero">Walking in Spirit and Truth</section><img src="__PRERENDER_BASE__/poster.1234abcd.webp">',
    );
    // The community remote was built without a prerendered copy of its screen.
    write('frontend-community/dist/mf-manifest.json', '{"exposes":[{"name":"CommunityPage"}]}');
    return root;
  }

  let t: TestApp;
  let elsewhere: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SERVE_FRONTENDS: 'true' },
      config: {
        frontendDistRoot: builds({
          public: '/remotes/public/mf-manifest.json',
          community: '/remotes/community/mf-manifest.json',
        }),
      },
    });
    // The public remote deployed on its own address: this process cannot vouch for its files.
    elsewhere = await createTestApp({
      env: { SERVE_FRONTENDS: 'true' },
      config: {
        frontendDistRoot: builds({ public: 'https://cdn.example.org/public/mf-manifest.json' }),
      },
    });
  });
  afterAll(async () => {
    await elsewhere.close();
    await t.close();
  });

  it('puts the home screen inside the frame, with its styles and code linked in the head', async () => {
    const res = await request(t.server).get('/').expect(200).expect('Content-Type', /html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain(
      '<body><div data-prerendered-page inert aria-hidden="true"><header>frame</header><main><section class="hero">Walking in Spirit and Truth</section><img src="/remotes/public/poster.1234abcd.webp"></main></div><div id=root hidden></div></body>',
    );
    expect(res.text).toContain(
      '<link rel="stylesheet" href="/remotes/public/home.1234abcd.css"><link rel="preload" as="script" href="/remotes/public/remoteEntry.js"><link rel="preload" as="script" href="/remotes/public/home.1234abcd.js"></head>',
    );
    expect(res.text).not.toContain('__PRERENDER');
  });

  it('sends the plain app page where no prerendered screen exists', async () => {
    for (const path of ['/community', '/community/signup', '/admin', '/no/such/page']) {
      const res = await request(t.server).get(path);
      expect([path, res.text]).toEqual([path, INDEX]);
    }
    expect((await request(elsewhere.server).get('/').expect(200)).text).toBe(INDEX);
  });
});
