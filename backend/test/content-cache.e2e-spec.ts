import { DataSource } from 'typeorm';
import request from 'supertest';
import { eventInput, scriptureInput } from './support/content-factories';
import { SearchIndexService } from '../src/modules/videos/search-index.service';
import { createAppOnDatabase } from './support/second-app';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

const PUBLIC_READS = [
  '/api/events',
  '/api/events.ics',
  '/api/youtube/videos',
  '/api/youtube/videos?q=sabbath&maxResults=7',
  '/api/search/suggestions?q=sab',
  '/api/scripture/weekly',
  '/api/site',
];

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 50 && !ok(value); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

describe('public read cache (ETag, 304, no sessions, invalidated in every API process)', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createAppOnDatabase>>;

  beforeAll(async () => {
    a = await createTestApp({ env: { SEED_DEMO_CONTENT: 'true' } });
    b = await createAppOnDatabase(a.databaseUrl, `test-cache-b-${Date.now()}`);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it.each(PUBLIC_READS)(
    '%s sends an ETag and Cache-Control, and answers 304 when unchanged',
    async (path) => {
      const first = await request(a.server).get(path).expect(200);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const second = await request(a.server).get(path).expect(200);
      expect(second.headers.etag).toBe(first.headers.etag);
      const again = await request(a.server)
        .get(path)
        .set('If-None-Match', first.headers.etag)
        .expect(304);
      expect(again.text).toBe('');
      // Another process computes the same body, so the same ETag.
      const elsewhere = await request(b.server).get(path).expect(200);
      expect(elsewhere.headers.etag).toBe(first.headers.etag);
    },
  );

  it('reads no session for public reads: a signed-in caller gets no cookie back', async () => {
    const { agent } = await signedInAgent(a, { isAdmin: true });
    for (const path of PUBLIC_READS) {
      const res = await agent.get(path).expect(200);
      expect([path, res.headers['set-cookie']]).toEqual([path, undefined]);
    }
    // Other routes still use the session.
    const user = await agent.get('/api/auth/user').expect(200);
    expect(user.headers['set-cookie']).toBeDefined();
  });

  it('shows an event created through one process in the other process’s cached list and feed', async () => {
    const before = await request(b.server).get('/api/events').expect(200);
    const beforeIcs = await request(b.server).get('/api/events.ics').expect(200);
    const { agent: admin } = await signedInAgent(a, { isAdmin: true });
    const created = (
      await admin
        .post('/api/admin/events')
        .send(eventInput({ title: 'Hanukkah Celebration' }, 9))
        .expect(201)
    ).body;
    const after = await eventually(
      () => request(b.server).get('/api/events'),
      (res) => (res.body as { id: number }[]).some((e) => e.id === created.id),
    );
    expect((after.body as { id: number }[]).some((e) => e.id === created.id)).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const ics = await request(b.server).get('/api/events.ics').expect(200);
    expect(ics.headers.etag).not.toBe(beforeIcs.headers.etag);
    expect(ics.text).toContain('Hanukkah Celebration');
    // The old ETag no longer matches.
    await request(b.server)
      .get('/api/events')
      .set('If-None-Match', before.headers.etag)
      .expect(200);
  });

  it('shows a new weekly scripture through the other process', async () => {
    const { agent: admin } = await signedInAgent(a, { isAdmin: true });
    await request(b.server).get('/api/scripture/weekly').expect(200);
    const s = (await admin.post('/api/admin/scriptures').send(scriptureInput()).expect(201)).body;
    await admin.put(`/api/admin/scriptures/${s.id}`).send({ displayOnHome: true }).expect(200);
    const weekly = await eventually(
      () => request(b.server).get('/api/scripture/weekly'),
      (res) => res.body.id === s.id,
    );
    expect(weekly.body).toEqual({ id: s.id, text: s.text, reference: s.reference });
  });

  it('suggests a theme new in the catalogue through the other process', async () => {
    const suggest = (q: string) => request(b.server).get(`/api/search/suggestions?q=${q}`);
    expect((await suggest('zerubb').expect(200)).body).toEqual([]);
    await a.app.get(DataSource).query(
      `UPDATE videos SET themes = array_append(themes, 'Zerubbabel Rebuilding')
       WHERE id = (SELECT min(id) FROM videos WHERE is_active)`,
    );
    await a.app.get(SearchIndexService).refresh();
    const after = await eventually(
      () => suggest('zerubb'),
      (res) => (res.body as unknown[]).length > 0,
    );
    expect(after.body).toEqual([
      { term: 'Zerubbabel Rebuilding', description: 'Theme of 1 teaching', category: 'theme' },
    ]);
    // Typos find it too.
    expect((await suggest('zerubabel').expect(200)).body).toContainEqual(
      expect.objectContaining({ term: 'Zerubbabel Rebuilding' }),
    );
  });

  it('answers a stored read as the first answer was: security headers, gzip when accepted, HEAD', async () => {
    const path = '/api/youtube/videos?maxResults=12';
    const first = await request(a.server).get(path).set('Accept-Encoding', 'identity').expect(200);
    const stored = await request(a.server).get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(stored.headers['server-timing']).toBeUndefined(); // not computed again
    expect(stored.text).toBe(first.text);
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
      'referrer-policy',
      'cross-origin-opener-policy',
      'etag',
      'cache-control',
      'content-type',
    ])
      expect({ header, value: stored.headers[header] }).toEqual({
        header,
        value: first.headers[header],
      });
    expect(stored.headers['x-powered-by']).toBeUndefined();
    // JSON keeps nosniff, CORP and a short policy of its own, not the page's (public-reads.ts).
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
    expect(stored.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(stored.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(stored.headers['strict-transport-security']).toBeUndefined();

    const zipped = await request(a.server).get(path).set('Accept-Encoding', 'gzip, br').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.stringify(zipped.body)).toBe(JSON.stringify(JSON.parse(first.text)));

    const head = await request(a.server).head(path).expect(200);
    expect(head.headers.etag).toBe(first.headers.etag);
  });

  it('does not cache errors', async () => {
    await request(a.server).get('/api/youtube/videos?maxResults=0').expect(400);
    const res = await request(a.server).get('/api/youtube/videos?maxResults=0').expect(400);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect(res.body.message).toBe('maxResults must be a whole number from 1 to 50');
  });
});
