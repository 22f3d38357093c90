import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { PageSettings } from '../src/common/http/page-settings';
import { REPO_ROOT } from '../src/config/app-config';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The served HTML of `/` carries the ministry's saved settings (docs/architecture.md, "The served
 * page carries the site settings"): rendered by the real builds' prerender modules (`npm test`
 * builds before the suites), so a visitor without JavaScript sees the saved name, texts, service
 * times and links, and never the built-in ones.
 */

/** The public settings as GET /api/settings answers them (docs/settings-contract.md). */
const SAVED = {
  ministryName: 'Grace Chapel of Testville',
  tagline: 'Hope on Main Street',
  logoUrl: '/media/site/logo-0123abcd.png',
  faviconUrl: '/media/site/favicon-0123abcd.png',
  accentColor: '#7a1f1f',
  heroHeadline: 'Come as you are to Grace Chapel',
  heroSubline: 'A church family in the heart of Testville, open to everyone who seeks.',
  heroPrimaryLabel: 'Watch Messages',
  heroSecondaryLabel: 'Visit on Sunday',
  aboutText: 'We began in a living room in 1987.\n\nToday we meet every Sunday by the river.',
  aboutVideoUrl: '',
  footerMission: 'Loving Testville, one neighbour at a time.',
  closingQuote: 'Be strong and courageous.',
  closingQuoteReference: 'Joshua 1:9',
  newsletterPromise: 'One letter a month about life at Grace Chapel.',
  postalAddress: '1 River Lane, Testville, TS 99999',
  phone: '+44 20 7946 0000',
  email: 'hello@grace.example',
  serviceTimes: [{ name: 'Sunday Worship', days: 'Sunday', time: '9:30 AM - 11:00 AM' }],
  facebookUrl: 'https://www.facebook.com/gracechapel',
  instagramUrl: '',
  twitterUrl: '',
  channelUrl: 'https://www.youtube.com/@gracechapel',
  timeZone: 'Europe/London',
  locale: 'en-GB',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

const SETTINGS_SCRIPT = /<script id="site-settings" type="application\/json">(.*?)<\/script>/;

/** The prerendered picture of the page: what shows before (and without) any JavaScript. */
const pictureOf = (html: string) => {
  const start = html.indexOf('<div data-prerendered-page');
  const end = html.indexOf('<div id=root hidden>');
  expect([start, end].every((i) => i > 0)).toBe(true);
  return html.slice(start, end);
};

describe('the served page carries the site settings', () => {
  const modules = ['frontend-shell', 'frontend-public'].map((f) =>
    join(REPO_ROOT, f, 'dist-server', 'prerender.cjs'),
  );
  let t: TestApp;
  let pageSettings: PageSettings;

  beforeAll(async () => {
    // Built by `npm test` (and `npm run build`) before the suites run.
    for (const file of modules) {
      if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
    }
    t = await createTestApp({ env: { SERVE_FRONTENDS: 'true' } });
    pageSettings = t.app.get(PageSettings);
  });
  afterAll(() => t?.close());

  it("on a fresh install, shows the spec's texts and embeds the settings", async () => {
    const res = await request(t.server).get('/').expect(200);
    expect(res.text).toContain(
      '<title>Spirit &amp; Truth Ministry – Walking in Spirit and Truth</title>',
    );
    const embedded = JSON.parse(res.text.match(SETTINGS_SCRIPT)?.[1] ?? 'null');
    expect(embedded).toMatchObject({ ministryName: 'Spirit & Truth Ministry' });
    const picture = pictureOf(res.text);
    expect(picture).toContain('<span class="brand__name">Spirit &amp; Truth Ministry</span>');
    expect(picture).toContain('Walking in Spirit and Truth');
    expect(picture).toContain('<dd>Saturday 10:00 AM - 12:00 PM</dd>');
  });

  it('with saved settings, the HTML itself shows them and not the built-in ones', async () => {
    const before = await request(t.server).get('/').expect(200);
    pageSettings.set({ version: SAVED.updatedAt, settings: SAVED });

    const res = await request(t.server).get('/').expect(200).expect('Content-Type', /html/);
    const html = res.text;
    expect(res.headers.etag).toBeDefined();
    expect(res.headers.etag).not.toBe(before.headers.etag);
    expect(html).not.toContain('Spirit &amp; Truth');
    expect(html).not.toContain('Spirit & Truth');
    expect(html).not.toContain('Walking in Spirit and Truth');

    // Head: title, description, Open Graph, the organisation, favicon, accent colour.
    expect(html).toContain('<title>Grace Chapel of Testville – Hope on Main Street</title>');
    expect(html).toContain(`<meta name="description" content="${SAVED.heroSubline}">`);
    expect(html).toContain('<meta property="og:site_name" content="Grace Chapel of Testville">');
    expect(html).toContain('<meta property="og:title" content="Hope on Main Street">');
    expect(html).toContain(`<link rel="icon" href="${SAVED.faviconUrl}" type="image/png">`);
    expect(html).not.toContain('favicon.svg');
    expect(html).toContain('--color-navy:#7a1f1f');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="?description"?/g)).toHaveLength(1);
    const jsonLd = [...html.matchAll(/<script type="?application\/ld\+json"?>(.*?)<\/script>/g)];
    expect(jsonLd).toHaveLength(1);
    const organisation = JSON.parse(jsonLd[0]?.[1] ?? 'null');
    expect(organisation).toMatchObject({
      '@type': 'Organization',
      name: SAVED.ministryName,
      logo: SAVED.logoUrl,
      telephone: SAVED.phone,
      email: SAVED.email,
      sameAs: [SAVED.facebookUrl, SAVED.channelUrl],
    });

    // The settings, embedded for the app's first render.
    const embedded = JSON.parse(html.match(SETTINGS_SCRIPT)?.[1] ?? 'null');
    expect(embedded).toMatchObject({
      ministryName: SAVED.ministryName,
      serviceTimes: SAVED.serviceTimes,
    });

    // Body, before any JavaScript: header, hero, About, newsletter, footer.
    const picture = pictureOf(html);
    expect(picture).toContain('<span class="brand__name">Grace Chapel of Testville</span>');
    expect(picture).toContain(`src="${SAVED.logoUrl}"`);
    expect(picture).toContain(
      '<h1 id="hero-title" class="hero__title">Come as you are to Grace Chapel</h1>',
    );
    for (const text of [
      SAVED.heroSubline,
      'Watch Messages',
      'Visit on Sunday',
      '<p>We began in a living room in 1987.</p><p>Today we meet every Sunday by the river.</p>',
      SAVED.footerMission,
      SAVED.newsletterPromise,
      SAVED.closingQuote,
      'Joshua 1:9',
      '<dt>Sunday Worship</dt><dd>Sunday 9:30 AM - 11:00 AM</dd>',
      SAVED.postalAddress,
      // A phone number reads left to right on a right-to-left page too.
      '<a href="tel:+442079460000" dir="ltr">+44 20 7946 0000</a>',
      'mailto:hello@grace.example',
      `href="${SAVED.facebookUrl}"`,
      `href="${SAVED.channelUrl}"`,
    ]) {
      expect([text, picture.includes(text)]).toEqual([text, true]);
    }
    // An empty link is not shown; no About video when none is set.
    expect(picture).not.toContain('>Instagram<');
    expect(picture).not.toContain('>Twitter<');
    expect(picture).not.toContain('video-facade');
    expect(picture).not.toContain('Shabbat Fellowship');
  });

  it('answers a revalidation with 304 until the settings change, then with the new page', async () => {
    pageSettings.set({ version: SAVED.updatedAt, settings: SAVED });
    const first = await request(t.server).get('/').expect(200);
    const etag = first.headers.etag as string;
    await request(t.server).get('/').set('If-None-Match', etag).expect(304);

    const renamed = {
      ...SAVED,
      ministryName: 'Grace Chapel',
      updatedAt: '2026-11-23T11:00:00.000Z',
    };
    pageSettings.set({ version: renamed.updatedAt, settings: renamed });
    const next = await request(t.server).get('/').set('If-None-Match', etag).expect(200);
    expect(next.headers.etag).not.toBe(etag);
    expect(pictureOf(next.text)).toContain('<span class="brand__name">Grace Chapel</span>');
    expect(next.text).not.toContain('Grace Chapel of Testville');
  });

  it('gives the other app pages the same head and embedded settings', async () => {
    pageSettings.set({ version: SAVED.updatedAt, settings: SAVED });
    for (const path of ['/community', '/admin/login', '/no/such/page']) {
      const res = await request(t.server).get(path);
      expect([path, res.text]).toEqual([
        path,
        expect.stringContaining('<title>Grace Chapel of Testville'),
      ]);
      expect(res.text).toMatch(SETTINGS_SCRIPT);
      expect(res.text).not.toContain('Spirit &amp; Truth');
    }
  });

  it('never serves the prerender module itself', async () => {
    for (const path of [
      '/dist-server/prerender.cjs',
      '/prerender.cjs',
      '/remotes/public/prerender.cjs',
      '/remotes/public/../dist-server/prerender.cjs',
      '/frontend-shell/dist-server/prerender.cjs',
    ]) {
      const res = await request(t.server).get(path);
      expect([path, res.headers['content-type']]).not.toEqual([
        path,
        expect.stringMatching(/javascript/),
      ]);
      expect(res.text).not.toContain('module.exports');
      expect(res.text).not.toContain('__webpack_require__');
    }
  });
});

/**
 * The docker stack: nginx serves the built files and sends every other path here (SERVE_FRONTENDS=
 * pages), and the browser loads the remotes from their own origins. The served `/` still carries the
 * saved settings in its HTML, its screen links point at the remote's origin, and the page's CSP lets
 * the browser load them.
 */
describe('the served page when another server publishes the frontends (SERVE_FRONTENDS=pages)', () => {
  let t: TestApp;
  let pageSettings: PageSettings;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SERVE_FRONTENDS: 'pages',
        REMOTE_PUBLIC_URL: 'https://public.cdn.example/app/mf-manifest.json',
        REMOTE_COMMUNITY_URL: 'https://community.cdn.example/mf-manifest.json',
        REMOTE_ADMIN_URL: 'https://admin.cdn.example/mf-manifest.json',
      },
    });
    pageSettings = t.app.get(PageSettings);
  });
  afterAll(() => t?.close());

  it('renders / with the saved settings, the screen loaded from the remote origin', async () => {
    pageSettings.set({ version: SAVED.updatedAt, settings: SAVED });
    const res = await request(t.server).get('/').expect(200).expect('Content-Type', /html/);
    const picture = pictureOf(res.text);
    expect(picture).toContain('<span class="brand__name">Grace Chapel of Testville</span>');
    expect(picture).toContain('Come as you are to Grace Chapel');
    expect(res.text).not.toContain('Spirit &amp; Truth');
    expect(res.text).toMatch(SETTINGS_SCRIPT);
    // The home screen's styles and code come from where the browser finds the public remote.
    expect(res.text).toMatch(
      /<link rel="stylesheet" href="https:\/\/public\.cdn\.example\/app\/[^"]+\.css">/,
    );
    expect(res.text).toContain(
      '<link rel="preload" as="script" href="https://public.cdn.example/app/remoteEntry.js">',
    );
    expect(res.text).not.toContain('/remotes/public/');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
      const sources = csp.split(';').find((d) => d.trim().startsWith(`${directive} `)) ?? '';
      expect([directive, sources]).toEqual([
        directive,
        expect.stringContaining('https://public.cdn.example'),
      ]);
      expect(sources).toContain('https://community.cdn.example');
    }
  });

  it('serves the community page with the settings, and never the built files themselves', async () => {
    pageSettings.set({ version: SAVED.updatedAt, settings: SAVED });
    const community = await request(t.server).get('/community').expect(200);
    expect(community.text).toContain('<title>Grace Chapel of Testville');
    await request(t.server).get('/no/such/page').expect(404);
    // nginx answers these; were one to reach the API, it is a page, not the file.
    for (const path of ['/main.js', '/remotes/public/mf-manifest.json', '/remotes.json']) {
      const res = await request(t.server).get(path);
      expect([path, res.headers['content-type']]).toEqual([path, expect.stringMatching(/html/)]);
    }
  });
});
