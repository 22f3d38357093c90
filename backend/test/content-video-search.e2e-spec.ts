import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../src/config/app-config';
import { ContentChangesService } from '../src/modules/content-cache/content-changes.service';
import { SearchRepository } from '../src/modules/videos/search.repository';
import { SearchStatsService } from '../src/modules/videos/search-stats.service';
import { VideoSearchService } from '../src/modules/videos/video-search.service';
import { VideosRepository } from '../src/modules/videos/videos.repository';
import { createTestApp, TestApp } from './support/test-app';

/** Topics, synonyms, prefixes, typos, several words, stop words and scripture references. */
const QUERIES = [
  'faith',
  'True Faith',
  'sabbath',
  'sabath',
  'sab',
  'Shabbat',
  'Prayer & Worship',
  'obediance',
  'The Messiah',
  'jesus christ',
  'sanctif',
  'torah',
  'the law of moses',
  'grace and mercy',
  'new covenant',
  'biblical feasts',
  'holy spirit',
  'end times prophecy',
  'hope love',
  'sabath rest',
  'spiritual warfare',
  'humility and fasting',
  'kingdom of god',
  'being saved',
  'walking in the commandments',
  'f',
  'pr',
  'John 3',
  'Jn 3:16',
  'Romans 8',
  'Romans',
  'Psalm 23',
  'psalms',
  '1 Cor 13',
  'xylophone zebra',
];

describe('video search: the most viewed videos in memory, the others in the database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO_CONTENT: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The search service of an API process holding `windowVideos` of the most viewed in memory. */
  const searchHolding = (windowVideos: number) => {
    const config: AppConfig = {
      ...t.app.get<AppConfig>(APP_CONFIG),
      searchWindowVideos: windowVideos,
    };
    const repository = t.app.get(SearchRepository);
    const changes = t.app.get(ContentChangesService);
    return new VideoSearchService(
      t.app.get(VideosRepository),
      repository,
      new SearchStatsService(repository, changes, config),
      changes,
    );
  };

  it('finds the same videos in the same order with the same scores, whatever the window holds', async () => {
    const [{ n }] = (await t.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM videos WHERE is_active')) as { n: number }[];
    expect(n).toBeGreaterThan(40);
    const inMemory = searchHolding(100000);
    const others = [searchHolding(0), searchHolding(5), searchHolding(20)];
    let found = 0;
    for (const q of QUERIES) {
      for (const limit of [12, 50]) {
        const expected = await inMemory.search(q, limit);
        found += expected.length;
        for (const search of others)
          expect([q, await search.search(q, limit)]).toEqual([q, expected]);
      }
    }
    expect(found).toBeGreaterThan(500);
  });

  it('lists a video once when its view count crossed the window since the window was read', async () => {
    const db = t.app.get(DataSource);
    const search = searchHolding(5);
    const [top] = (await db.query(
      'SELECT id, view_count, themes FROM videos WHERE is_active ORDER BY view_count DESC LIMIT 1',
    )) as { id: number; view_count: number; themes: string[] }[];
    const q = top.themes[0];
    expect((await search.search(q, 50)).map((v) => v.id)).toContain(top.id);
    // Changed without an announcement: the window in memory still holds it among the most viewed.
    await db.query('UPDATE videos SET view_count = 0 WHERE id = $1', [top.id]);
    try {
      const ids = (await search.search(q, 50)).map((v) => v.id);
      expect(ids.filter((id) => id === top.id)).toHaveLength(1);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await db.query('UPDATE videos SET view_count = $2 WHERE id = $1', [top.id, top.view_count]);
    }
  });
});
