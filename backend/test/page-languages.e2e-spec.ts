import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { REPO_ROOT } from '../src/config/app-config';
import { stripReadOnlySettings } from './support/settings';
import { createTestApp, signedInAgent, type Agent, type TestApp } from './support/test-app';

/**
 * The served HTML in the visitor's language (issue 39; docs/architecture.md, "Languages"): with
 * several languages offered, each page has an address per language (`/es/community`; the default
 * language's has no prefix), is prerendered in it by the real builds' prerender modules (`npm test`
 * builds before the suites), and names its alternates; an address without a prefix follows the
 * visitor's remembered choice, else their browser's languages.
 */
describe('the served pages in the offered languages', () => {
  let t: TestApp;
  let admin: Agent;
  let defaults: Record<string, unknown>;

  /** The prerendered picture of the page: what shows before (and without) any JavaScript. */
  const pictureOf = (html: string) =>
    html.slice(html.indexOf('<div data-prerendered-page'), html.indexOf('<div id=root hidden>'));

  beforeAll(async () => {
    for (const f of ['frontend-shell', 'frontend-public']) {
      const file = join(REPO_ROOT, f, 'dist-server', 'prerender.cjs');
      if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
    }
    t = await createTestApp({ env: { SERVE_FRONTENDS: 'true' }, workers: false });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
    defaults = stripReadOnlySettings({
      ...((await admin.get('/api/admin/settings').expect(200)).body as Record<string, unknown>),
    });
  });
  afterAll(() => t?.close());

  it('with English alone, keeps one address per page and names no alternates', async () => {
    const xml = (await request(t.server).get('/sitemap.xml').expect(200)).text;
    expect(xml).not.toContain('xhtml:link');
    expect(xml).not.toContain('/es/');
    const res = await request(t.server).get('/').set('Accept-Language', 'es-MX,es').expect(200);
    expect(res.text).toMatch(/<html lang="?en"?>/);
    expect(res.text).not.toContain('hreflang');
    expect(res.headers.vary ?? '').not.toContain('Cookie');
    await request(t.server).get('/es/').expect(404);
  });

  describe('with English, Spanish and Hebrew offered', () => {
    beforeAll(async () => {
      await admin
        .put('/api/admin/settings')
        .send({
          ...defaults,
          defaultLanguage: 'en',
          languages: ['en', 'es', 'he'],
          translations: { es: { tagline: 'Caminando en Espíritu y en Verdad' } },
        })
        .expect(200);
    });
    afterAll(async () => {
      await admin
        .put('/api/admin/settings')
        .send({ ...defaults, defaultLanguage: 'en', languages: ['en'], translations: {} })
        .expect(200);
    });

    it('serves /es/ in Spanish: its html, its texts, the ministry’s Spanish texts, the alternates', async () => {
      const res = await request(t.server).get('/es/').expect(200);
      expect(res.text).toContain('<html lang="es" dir="ltr">');
      const picture = pictureOf(res.text);
      expect(picture).toContain('Comunidad');
      expect(picture).toContain('Enlaces rápidos');
      expect(picture).not.toContain('Quick Links');
      expect(res.text).toContain(
        '<title>Spirit &amp; Truth Ministry – Caminando en Espíritu y en Verdad</title>',
      );
      const origin = /hreflang="en" href="(https?:\/\/[^/"]+)\//.exec(res.text)?.[1];
      expect(origin).toBeDefined();
      for (const [lang, path] of [
        ['en', '/'],
        ['es', '/es/'],
        ['he', '/he/'],
        ['x-default', '/'],
      ]) {
        expect(res.text).toContain(
          `<link rel="alternate" hreflang="${lang}" href="${origin}${path}">`,
        );
      }
      expect(res.headers.vary).toContain('Cookie');
      expect(res.headers.vary).toContain('Accept-Language');
    });

    it('serves /he/community and /he/ right to left, in Hebrew, with a 200', async () => {
      const res = await request(t.server).get('/he/community').expect(200);
      expect(res.text).toContain('<html lang="he" dir="rtl">');
      expect(res.text).toContain('hreflang="es" href="');
      // The home page is prerendered: its picture is in Hebrew too.
      const home = await request(t.server).get('/he/').expect(200);
      expect(home.text).toContain('<html lang="he" dir="rtl">');
      expect(pictureOf(home.text)).toContain('קישורים מהירים');
    });

    it("heads the library's and the giving page in their language: the title and description search engines read", async () => {
      const library = await request(t.server).get('/es/teachings').expect(200);
      expect(library.text).toContain(
        '<title>Biblioteca de enseñanzas – Spirit &amp; Truth Ministry</title>',
      );
      expect(library.text).toContain(
        'content="Todas las enseñanzas, por serie, predicador, libro de la Biblia y tema."',
      );
      const give = await request(t.server).get('/he/give').expect(200);
      expect(give.text).toContain('<title>תרומה | Spirit &amp; Truth Ministry</title>');
      const english = await request(t.server).get('/teachings').expect(200);
      expect(english.text).toContain(
        '<title>Teaching library – Spirit &amp; Truth Ministry</title>',
      );
    });

    it('keeps English at the addresses without a prefix for a visitor who asks for nothing else', async () => {
      const res = await request(t.server).get('/').expect(200);
      expect(res.text).toMatch(/<html lang="?en"?>/);
      expect(pictureOf(res.text)).toContain('Quick Links');
      expect(res.text).toContain('hreflang="es"');
      const community = await request(t.server).get('/community').expect(200);
      expect(community.text).toContain('/es/community"');
    });

    it("sends a first visit to the browser's language, and a remembered choice to its own", async () => {
      const first = await request(t.server)
        .get('/community?ref=1')
        .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5')
        .expect(302);
      expect(first.headers.location).toBe('/es/community?ref=1');
      const remembered = await request(t.server)
        .get('/')
        .set('Accept-Language', 'es')
        .set('Cookie', 'lang=he')
        .expect(302);
      expect(remembered.headers.location).toBe('/he/');
      // A choice of English stays at the address without a prefix.
      await request(t.server)
        .get('/')
        .set('Accept-Language', 'es')
        .set('Cookie', 'lang=en')
        .expect(200);
    });

    it('sends a language the ministry does not offer to the default one, and keeps the 404 of an unknown page', async () => {
      const fr = await request(t.server).get('/fr/community').expect(302);
      expect(fr.headers.location).toBe('/community');
      const missing = await request(t.server).get('/es/no-such-page').expect(404);
      expect(missing.text).toContain('<html lang="es" dir="ltr">');
    });

    it('lists each page at each language’s address in the sitemap, naming the others', async () => {
      const xml = (await request(t.server).get('/sitemap.xml').expect(200)).text;
      const origin = /<loc>(https?:\/\/[^/<]+)\//.exec(xml)?.[1];
      for (const path of ['/', '/es/', '/he/', '/community', '/es/community', '/he/teachings']) {
        expect(xml).toContain(`<loc>${origin}${path}</loc>`);
      }
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="es" href="${origin}/es/community"/>`,
      );
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/"/>`);
    });

    it('leaves the API, the feeds and the files alone', async () => {
      const res = await request(t.server)
        .get('/api/settings')
        .set('Accept-Language', 'es')
        .expect(200);
      expect(res.body).toMatchObject({ language: 'es' });
      await request(t.server).get('/robots.txt').set('Cookie', 'lang=he').expect(200);
    });
  });
});
