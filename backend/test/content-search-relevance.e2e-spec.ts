import request from 'supertest';
import { DataSource } from 'typeorm';
import { SearchIndexService } from '../src/modules/videos/search-index.service';
import { createTestApp, TestApp } from './support/test-app';

interface VideoBody {
  title: string;
  relevanceScore: number;
  scriptureReferences: string[];
}

/** A catalogue where "fath" starts many Father titles but means faith, and John 3:16 sits next to 1 John. */
const CATALOGUE: [
  title: string,
  views: number,
  refs: string[],
  themes: string[],
  description?: string,
][] = [
  ['Faith That Moves Mountains', 900, ['Matthew 17:20'], ['Faith']],
  ['What Is True Faith?', 800, ['Hebrews 11:1'], ['Faith']],
  ['Abraham, Father of Many Nations', 5000, ['Genesis 17:5'], []],
  ['Honour Your Father and Mother', 4000, ['Exodus 20:12'], ['Obedience']],
  ...Array.from({ length: 10 }, (_, i): [string, number, string[], string[], string] => [
    `Fathers and Sons, Part ${i + 1}`,
    3000 - i,
    [],
    ['Family'],
    'A father teaches his children.',
  ]),
  ['Feeding the Five Thousand', 2500, ['John 6:1-14'], [], 'Our Father provides bread.'],
  // The exact citation is the least watched of the three.
  ['For God So Loved the World', 100, ['John 3:16'], ['Love', 'Salvation']],
  ['Born Again: Nicodemus by Night', 7000, ['John 3:1-21'], ['Salvation']],
  ['1 John 3:16: Love in Deed', 9000, ['1 John 3:16'], ['Love']],
  ['John 3:16 in Hebrew Thought', 50, ['John 3:16'], ['Love']],
  ['The Power of Persistent Prayer', 600, ['Luke 18:1-8'], ['Prayer & Worship']],
];

describe('search relevance: did-you-mean topics, exact references, distinct suggestions', () => {
  let t: TestApp;

  const videos = (q: string, extra: Record<string, string> = {}) =>
    request(t.server)
      .get('/api/youtube/videos')
      .query({ q, maxResults: 12, ...extra })
      .expect(200);
  const suggestions = async (q: string): Promise<string[]> =>
    (
      (await request(t.server).get('/api/search/suggestions').query({ q }).expect(200)).body as {
        term: string;
      }[]
    ).map((s) => s.term);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.get(DataSource);
    for (const [i, [title, views, refs, themes, description]] of CATALOGUE.entries()) {
      await db.query(
        `INSERT INTO videos (youtube_id, title, description, view_count, scripture_references, themes)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [`relevance${i}`, title, description ?? '', views, refs, themes],
      );
    }
    await t.app.get(SearchIndexService).refresh();
  });
  afterAll(() => t.close());

  it('searches "fath" as faith, says so in a header, and searches it as typed on request', async () => {
    const corrected = await videos('fath');
    expect(corrected.headers['x-search-corrected-query']).toBe('faith');
    const found = corrected.body as VideoBody[];
    expect(found.slice(0, 2).map((v) => v.title)).toEqual([
      'Faith That Moves Mountains',
      'What Is True Faith?',
    ]);
    expect(found[0].relevanceScore).toBe(1);
    // The answer is cached with its header.
    const again = await videos('fath');
    expect(again.headers['x-search-corrected-query']).toBe('faith');
    await request(t.server)
      .get('/api/youtube/videos?q=fath&maxResults=12')
      .set('If-None-Match', again.headers.etag)
      .expect(304);

    const asTyped = await videos('fath', { correct: 'false' });
    expect(asTyped.headers['x-search-corrected-query']).toBeUndefined();
    expect((asTyped.body as VideoBody[])[0].title).toMatch(/Father/);
    // Only the word that needs it is replaced, the rest kept as typed.
    const phrase = await videos('Fath and Mountains');
    expect(decodeURIComponent(phrase.headers['x-search-corrected-query'])).toBe(
      'faith and Mountains',
    );
  });

  it('corrects nothing that is as close to what it matches, or a word of the catalogue', async () => {
    for (const q of ['father', 'fait', 'faith', 'prayer', 'sons', 'John 3:16', 'fa']) {
      expect([q, (await videos(q)).headers['x-search-corrected-query']]).toEqual([q, undefined]);
    }
  });

  it('refuses a correct flag that is not true or false', async () => {
    const res = await request(t.server).get('/api/youtube/videos?q=fath&correct=maybe').expect(400);
    expect(res.body.message).toBe('correct must be true or false');
  });

  it('suggests the Faith topic first for "fath", among the Father titles', async () => {
    const list = await suggestions('fath');
    expect(list[0]).toBe('Faith');
    expect(list.slice(1).some((term) => term.startsWith('Fathers and Sons'))).toBe(true);
  });

  it('ranks an exact citation first at 100 %, passages around it after, another book never', async () => {
    for (const q of ['John 3:16', 'Jn 3:16']) {
      const found = (await videos(q)).body as VideoBody[];
      expect(found.map((v) => [v.title, v.relevanceScore])).toEqual([
        ['For God So Loved the World', 1],
        ['John 3:16 in Hebrew Thought', 1],
        ['Born Again: Nicodemus by Night', 0.85],
      ]);
    }
    const letter = (await videos('1 John 3:16')).body as VideoBody[];
    expect(letter.map((v) => [v.title, v.relevanceScore])).toEqual([
      ['1 John 3:16: Love in Deed', 1],
    ]);
  });

  it('suggests for "John 3:16" only what its search finds, not 1 John', async () => {
    const list = await suggestions('John 3:16');
    expect(list).toContain('John 3:16 in Hebrew Thought');
    expect(list).not.toContain('1 John 3:16: Love in Deed');
    expect(await suggestions('1 John 3:16')).toContain('1 John 3:16: Love in Deed');
  });

  it('suggests one "pray" entry per meaning, not Pray and Praying beside Prayer & Worship', async () => {
    const list = await suggestions('pray');
    expect(list[0]).toBe('Prayer & Worship');
    expect(list).toContain('The Power of Persistent Prayer');
    expect(list).not.toContain('Pray');
    expect(list).not.toContain('Praying');
  });
});
