import { Client } from 'pg';
import request from 'supertest';
import { DemoContentService } from '../src/modules/site/demo-content.service';
import { SearchIndexService } from '../src/modules/videos/search-index.service';
import { createTestApp, TestApp } from './support/test-app';

interface VideoBody {
  id: number;
  youtubeId: string;
  title: string;
  themes: string[];
  scriptureReferences: string[];
  relevanceScore: number;
  viewCount: number;
  thumbnail: string;
  url: string;
}

describe('videos and suggestions (GET /api/youtube/videos, /api/search/suggestions)', () => {
  let t: TestApp;
  let db: Client;

  const search = async (q: string, maxResults = 12): Promise<VideoBody[]> =>
    (await request(t.server).get('/api/youtube/videos').query({ q, maxResults }).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp({
      env: { SEED_DEMO_CONTENT: 'true', PUBLIC_URL: 'https://ministry.example' },
    });
    db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('seeds the demo catalogue of at least 60 teachings, upcoming events and a weekly scripture', async () => {
    const { rows } = await db.query(
      'SELECT count(*)::int AS n, count(*) FILTER (WHERE cardinality(themes) > 0 AND cardinality(scripture_references) > 0)::int AS rich FROM videos',
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(60);
    expect(rows[0].rich).toBe(rows[0].n);
    const events = (await request(t.server).get('/api/events').expect(200)).body as {
      isSpecial: boolean;
    }[];
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.some((e) => e.isSpecial)).toBe(true);
    await request(t.server).get('/api/scripture/weekly').expect(200);
  });

  it('seeds once, even when several processes try at the same time', async () => {
    const seeder = t.app.get(DemoContentService);
    const before = await db.query('SELECT count(*)::int AS n FROM videos');
    expect(await seeder.seed()).toEqual([]);
    await db.query('TRUNCATE videos, events, scriptures, content_seeds CASCADE');
    const results = await Promise.all([seeder.seed(), seeder.seed(), seeder.seed()]);
    expect(results.filter((r) => r.length === 3)).toHaveLength(1);
    const after = await db.query('SELECT count(*)::int AS n FROM videos');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    // An administrator who empties a table keeps it empty.
    await db.query('DELETE FROM events');
    expect(await seeder.seed()).toEqual([]);
    const events = await db.query('SELECT count(*)::int AS n FROM events');
    expect(events.rows[0].n).toBe(0);
  });

  it('lists 12 most watched active videos without a query, in the contract shape', async () => {
    const res = await request(t.server).get('/api/youtube/videos').expect(200);
    const videos = res.body as VideoBody[];
    expect(videos).toHaveLength(12);
    const views = videos.map((v) => v.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(videos.every((v) => v.relevanceScore === 0)).toBe(true);
    expect(Object.keys(videos[0]).sort()).toEqual(
      [
        'id',
        'youtubeId',
        'title',
        'description',
        'thumbnail',
        'duration',
        'durationSeconds',
        'viewCount',
        'publishedAt',
        'themes',
        'scriptureReferences',
        'relevanceScore',
        'channelTitle',
        'url',
      ].sort(),
    );
    expect(videos[0].thumbnail).toMatch(/^\/media\/thumbnails\/[\w-]+\.svg$/);
    expect(videos[0].url).toMatch(/^https:\/\/www\.youtube\.com\//);
    expect((videos[0] as unknown as { duration: string }).duration).toMatch(
      /^(\d+:)?\d{1,2}:\d{2}$/,
    );
  });

  it('bounds maxResults to 1–50 with a clear 400', async () => {
    expect(
      (await request(t.server).get('/api/youtube/videos?maxResults=1').expect(200)).body,
    ).toHaveLength(1);
    expect(
      (await request(t.server).get('/api/youtube/videos?maxResults=50').expect(200)).body.length,
    ).toBeGreaterThanOrEqual(50);
    expect(
      (await request(t.server).get('/api/youtube/videos?maxResults=7').expect(200)).body,
    ).toHaveLength(7);
    for (const bad of ['0', '51', '-1', 'abc', '1.5', '']) {
      const res = await request(t.server).get(`/api/youtube/videos?maxResults=${bad}`).expect(400);
      expect(res.body.message).toBe('maxResults must be a whole number from 1 to 50');
    }
    await request(t.server)
      .get(`/api/youtube/videos?q=${'a'.repeat(201)}`)
      .expect(400);
    await request(t.server).get('/api/youtube/videos?q=a&q=b').expect(400);
  });

  it('finds Sabbath teachings for the misspelt "sabath", with a match score', async () => {
    const videos = await search('sabath');
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const v of videos.slice(0, 3)) {
      expect(`${v.title} ${v.themes.join(' ')}`).toMatch(/sabbath|shabbat/i);
      expect(v.relevanceScore).toBeGreaterThan(0);
      expect(v.relevanceScore).toBeLessThanOrEqual(1);
    }
  });

  it('finds teachings citing John 3:16 for "John 3" and "Jn 3:16"', async () => {
    for (const q of ['John 3', 'jn 3:16', 'JOHN 3:16']) {
      const videos = await search(q);
      expect(videos.length).toBeGreaterThan(0);
      expect(videos[0].scriptureReferences.some((r) => /^John 3(:|$)/.test(r))).toBe(true);
      expect(videos.some((v) => v.scriptureReferences.includes('John 3:16'))).toBe(true);
    }
  });

  it('expands topic synonyms: Shabbat finds Sabbath, Yeshua finds Messiah, Law finds Torah', async () => {
    expect((await search('Shabbat')).some((v) => /Sabbath/.test(v.title))).toBe(true);
    expect(
      (await search('Yeshua')).some((v) => /Messiah/.test(v.title) && !/Yeshua/.test(v.title)),
    ).toBe(true);
    expect((await search('Law')).some((v) => /Torah/.test(v.title))).toBe(true);
    expect((await search('worship')).some((v) => /Prayer/.test(v.title))).toBe(true);
  });

  it('matches prefixes as they are typed', async () => {
    const videos = await search('sanctif');
    expect(videos[0].title).toMatch(/Sanctification/);
  });

  it('ranks title matches first, with scores in [0, 1] that never increase down the list', async () => {
    for (const q of [
      'faith',
      'True Faith',
      'The Messiah',
      'Prayer & Worship',
      'hope love',
      'Romans 8',
      'sabath rest',
    ]) {
      const videos = await search(q, 50);
      expect(videos.length).toBeGreaterThan(0);
      const scores = videos.map((v) => v.relevanceScore);
      expect(scores.every((s) => s > 0 && s <= 1)).toBe(true);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    const faith = await search('faith');
    expect(faith[0].title).toMatch(/faith/i);
    expect(faith[0].relevanceScore).toBe(1);
  });

  it('answers an empty list when nothing matches, and only ever active videos', async () => {
    expect(await search('xylophone zebra')).toEqual([]);
    const [top] = await search('sabbath', 1);
    await db.query('UPDATE videos SET is_active = false WHERE id = $1', [top.id]);
    await t.app.get(SearchIndexService).refresh();
    const after = await search('sabbath', 50);
    expect(after.map((v) => v.id)).not.toContain(top.id);
    const popular = (await request(t.server).get('/api/youtube/videos?maxResults=50').expect(200))
      .body as VideoBody[];
    expect(popular.map((v) => v.id)).not.toContain(top.id);
    await db.query('UPDATE videos SET is_active = true WHERE id = $1', [top.id]);
    await t.app.get(SearchIndexService).refresh();
  });

  it('suggests topics, books, themes and titles: prefix matches first, typo tolerant, at most 8', async () => {
    const sab = (await request(t.server).get('/api/search/suggestions?q=sab').expect(200)).body;
    expect(sab[0]).toEqual({ term: 'Sabbath', description: expect.any(String), category: 'topic' });
    const typo = (await request(t.server).get('/api/search/suggestions?q=sabath').expect(200)).body;
    expect(typo.map((s: { term: string }) => s.term)).toContain('Sabbath');
    const rom = (await request(t.server).get('/api/search/suggestions?q=rom').expect(200)).body;
    expect(rom[0]).toMatchObject({ term: 'Romans', category: 'book' });
    const jo = (await request(t.server).get('/api/search/suggestions?q=jo').expect(200)).body;
    expect(jo.length).toBeLessThanOrEqual(8);
    const messiah = (await request(t.server).get('/api/search/suggestions?q=messiah').expect(200))
      .body;
    expect(messiah[0]).toMatchObject({ term: 'The Messiah', category: 'topic' });
    const walking = (await request(t.server).get('/api/search/suggestions?q=walking').expect(200))
      .body;
    expect(walking.some((s: { category: string }) => s.category === 'title')).toBe(true);
    for (const list of [sab, typo, rom, jo, messiah, walking]) {
      for (const s of list) expect(['topic', 'theme', 'title', 'book']).toContain(s.category);
    }
    expect((await request(t.server).get('/api/search/suggestions?q=').expect(200)).body).toEqual(
      [],
    );
    expect((await request(t.server).get('/api/search/suggestions').expect(200)).body).toEqual([]);
    expect(
      (await request(t.server).get('/api/search/suggestions?q=%25%27%3B').expect(200)).body,
    ).toEqual([]);
  });

  it('serves local thumbnails as cacheable SVG', async () => {
    const [video] = (await request(t.server).get('/api/youtube/videos?maxResults=1').expect(200))
      .body as VideoBody[];
    const res = await request(t.server).get(video.thumbnail).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=86400/);
    expect(res.headers['set-cookie']).toBeUndefined();
    await request(t.server).get('/media/thumbnails/demo-nothing.svg').expect(404);
  });

  it('serves robots.txt and sitemap.xml from PUBLIC_URL', async () => {
    const robots = await request(t.server).get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain('Sitemap: https://ministry.example/sitemap.xml');
    expect(robots.text).toContain('Disallow: /admin');
    const sitemap = await request(t.server).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.text).toContain('<loc>https://ministry.example/</loc>');
    expect(sitemap.text).toContain('<loc>https://ministry.example/community</loc>');
  });
});
