import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { REPO_ROOT } from '../src/config/app-config';
import { YoutubeSyncService } from '../src/modules/youtube/youtube-sync.service';
import { mp3File } from './support/audio-files';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';
import { API_KEY, CHANNEL_ID, FakeYoutube, startFakeYoutube } from './support/youtube-fake-server';

/**
 * The library's pages arrive with their content in the HTML (docs/architecture.md, "Teachings"):
 * rendered by the real builds' prerender modules (`npm test` builds before the suites).
 */
const PAGE_DATA = /<script type="application\/json" id="page-data">(.*?)<\/script>/;
const JSON_LD = /<script type="application\/ld\+json">(.*?)<\/script>/g;

describe('the teaching pages are served with their content', () => {
  let t: TestApp;
  let fake: FakeYoutube;

  beforeAll(async () => {
    for (const f of ['frontend-shell', 'frontend-public']) {
      const file = join(REPO_ROOT, f, 'dist-server', 'prerender.cjs');
      if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
    }
    fake = await startFakeYoutube([
      {
        id: 'wordAAAAAAA',
        title: 'The Word Made Flesh',
        description: 'John 1:14 <b>and</b> more at https://example.org/notes',
        publishedAt: '2025-01-05T15:00:00Z',
        duration: 'PT40M',
      },
      { id: 'wellAAAAAAA', title: 'Living Water', description: 'John 4:10.' },
    ]);
    t = await createTestApp({
      env: {
        SERVE_FRONTENDS: 'true',
        YOUTUBE_API_KEY: API_KEY,
        YOUTUBE_CHANNEL_ID: CHANNEL_ID,
        YOUTUBE_API_BASE_URL: fake.baseUrl,
        YOUTUBE_SYNC_INTERVAL_MINUTES: '600',
        PUBLIC_URL: 'https://ministry.example',
      },
      workers: false,
    });
    await t.app.get(YoutubeSyncService).sync();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('a teaching: its title, passages and description in the HTML, its head and structured data', async () => {
    const res = await request(t.server).get('/teachings/the-word-made-flesh').expect(200);
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.text).toContain('<h1 id="teaching-title">The Word Made Flesh</h1>');
    expect(res.text).toContain('href="/teachings?q=John%201%3A14"');
    // The description's address is a link; its markup stays text.
    expect(res.text).toContain('<a href="https://example.org/notes"');
    expect(res.text).toContain('John 1:14 &lt;b&gt;and&lt;/b&gt; more');
    expect(res.text).toContain('<title>The Word Made Flesh – Spirit &amp; Truth Ministry</title>');
    expect(res.text).toContain(
      '<link rel="canonical" href="https://ministry.example/teachings/the-word-made-flesh">',
    );
    // Usable as it is: not a picture waiting for the app.
    expect(res.text).toMatch(/<div data-prerendered-page>/);
    // No address of the video platform's player is loaded by the page itself.
    expect(res.text).not.toMatch(/<iframe/);
    const ld = [...res.text.matchAll(JSON_LD)].map((m) => JSON.parse(m[1]));
    expect(ld.find((d) => d['@type'] === 'VideoObject')).toMatchObject({
      name: 'The Word Made Flesh',
      uploadDate: '2025-01-05T15:00:00.000Z',
      duration: 'PT2400S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/wordAAAAAAA',
      url: 'https://ministry.example/teachings/the-word-made-flesh',
    });
    // The answers the app's first render reads, under the screen's query key.
    const data = JSON.parse(res.text.match(PAGE_DATA)?.[1] ?? '[]') as [
      unknown[],
      { slug: string },
    ][];
    expect(data[0][0]).toEqual(['teachings', 'one', 'the-word-made-flesh']);
    expect(data[0][1].slug).toBe('the-word-made-flesh');
  });

  it('an old address redirects (301) to the page at the new one; an unknown one is a 404 page', async () => {
    const { agent } = await signedInAgent(t, { role: 'content' });
    const id = (await request(t.server).get('/api/teachings/living-water').expect(200)).body.id;
    await agent.patch(`/api/admin/teachings/${id}`).send({ slug: 'water-of-life' }).expect(200);
    const moved = await request(t.server).get('/teachings/living-water').expect(301);
    expect(moved.headers.location).toBe('/teachings/water-of-life');
    await request(t.server).get('/teachings/water-of-life').expect(200);
    const missing = await request(t.server).get('/teachings/no-such-teaching').expect(404);
    expect(missing.headers['content-type']).toMatch(/html/);
    await request(t.server).get('/teachings/series/no-such-series').expect(404);
  });

  it('a teaching with audio: a player that loads nothing before play, and a PodcastEpisode', async () => {
    const { agent } = await signedInAgent(t, { role: 'content' });
    const id = (await request(t.server).get('/api/teachings/the-word-made-flesh').expect(200)).body
      .id as number;
    const mp3 = mp3File(10);
    const uploaded = await agent
      .put(`/api/admin/teachings/${id}/audio`)
      .set('Content-Type', 'audio/mpeg')
      .send(mp3)
      .expect(200);
    const url = uploaded.body.audio.url as string;
    const res = await request(t.server).get('/teachings/the-word-made-flesh').expect(200);
    expect(res.text).toMatch(
      new RegExp(`<audio controls="" preload="none" src="${url}" aria-labelledby="audio-title">`),
    );
    const ld = [...res.text.matchAll(JSON_LD)].map((m) => JSON.parse(m[1]));
    expect(ld.find((d) => d['@type'] === 'PodcastEpisode')).toMatchObject({
      name: 'The Word Made Flesh',
      url: 'https://ministry.example/teachings/the-word-made-flesh',
      datePublished: '2025-01-05T15:00:00.000Z',
      associatedMedia: {
        '@type': 'AudioObject',
        contentUrl: `https://ministry.example${url}`,
        encodingFormat: 'audio/mpeg',
        contentSize: String(mp3.length),
        duration: 'PT10S',
      },
      partOfSeries: { '@type': 'PodcastSeries', webFeed: 'https://ministry.example/podcast.xml' },
    });
    expect(ld.find((d) => d['@type'] === 'VideoObject')).toBeDefined();
  });

  it('the library and its filters, in the HTML', async () => {
    const res = await request(t.server).get('/teachings?book=John').expect(200);
    expect(res.text).toContain('Teaching library');
    expect(res.text).toContain('href="/teachings/the-word-made-flesh"');
    expect(res.text).toContain('2 teachings');
    const none = await request(t.server).get('/teachings?book=Genesis').expect(200);
    expect(none.text).toContain('No teachings match these filters.');
  });
});
