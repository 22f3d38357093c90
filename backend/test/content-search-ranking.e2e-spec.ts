import request from 'supertest';
import { DataSource } from 'typeorm';
import { SearchIndexService } from '../src/modules/videos/search-index.service';
import { createTestApp, TestApp } from './support/test-app';

interface VideoBody {
  title: string;
  relevanceScore: number;
}

/** Teachings where the words asked for, their aliases and their topic's other words must be told apart. */
const CATALOGUE: [title: string, views: number, refs: string[], tags: string[], summary: string][] =
  [
    ['Sukkot: Dwelling with God', 100, ['Leviticus 23:33-43'], ['feasts'], 'The Feast of Booths.'],
    ['Tabernacles in the Wilderness', 200, ['Exodus 25:8'], ['feasts'], 'God dwelling with us.'],
    ['Passover and the Lamb', 9000, ['Exodus 12:1-14'], ['feasts'], 'The blood on the doorposts.'],
    ['Shavuot at Sinai', 8000, ['Exodus 19:16'], ['feasts'], 'Fifty days after Passover.'],
    ['The Shepherd Psalm for Anxious Days', 300, ['Psalm 23'], ['hope'], 'Rest for the weary.'],
    ['The Power of Persistent Prayer', 7000, ['Luke 18:1-8'], ['prayer'], 'Keep praying.'],
    ['Prayer at Dawn', 6000, ['Mark 1:35'], ['prayer'], 'Rising early to pray.'],
    [
      'The Torah Is Not Against Grace',
      50,
      ['Matthew 5:17-19'],
      ['torah', 'grace'],
      'Law and grace.',
    ],
    ['Amazing Grace', 5000, ['Ephesians 2:8-10'], ['grace'], 'Saved by grace.'],
    ['For God So Loved the World', 40, ['John 3:16'], ['love'], 'The most quoted verse.'],
    [
      'Eternal Life in John 3:18',
      30,
      ['John 3:18'],
      ['salvation'],
      'Whoever believes is not judged.',
    ],
    ['Nicodemus by Night', 4000, ['John 3:3-8'], ['salvation'], 'Born from above.'],
    [
      'The Lord’s Prayer in Its Hebrew Setting',
      9500,
      ['Matthew 6:9-13'],
      ['hebrew roots'],
      'Our Father.',
    ],
    [
      'Sabbath Rest for the People of God',
      10,
      ['Hebrews 4:9-11'],
      ['sabbath'],
      'The rest that remains.',
    ],
  ];

describe('search ranking: aliases before related words, rare words first, ranges and chapters', () => {
  let t: TestApp;

  const search = async (q: string): Promise<[string, number][]> =>
    (
      (await request(t.server).get('/api/youtube/videos').query({ q, maxResults: 12 }).expect(200))
        .body as VideoBody[]
    ).map((v) => [v.title, v.relevanceScore]);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.get(DataSource);
    for (const [i, [title, views, refs, tags, summary]] of CATALOGUE.entries()) {
      await db.query(
        `INSERT INTO videos (youtube_id, title, description, view_count, scripture_references, tags)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [`ranking${i}`, title, summary, views, refs, tags],
      );
    }
    await t.app.get(SearchIndexService).refresh();
  });
  afterAll(() => t.close());

  it('finds a feast by either of its names first, the other feasts of its topic after', async () => {
    for (const q of ['Sukkot', 'tabernacles']) {
      const found = await search(q);
      expect(found.slice(0, 2)).toEqual([
        ['Tabernacles in the Wilderness', 1],
        ['Sukkot: Dwelling with God', 1],
      ]);
      const passover = found.find(([title]) => title === 'Passover and the Lamb');
      expect(passover?.[1]).toBeLessThan(1);
    }
  });

  it('puts the teaching on the rare word of a question before those on its common topic', async () => {
    const found = await search('how to pray when anxious');
    expect(found[0][0]).toBe('The Shepherd Psalm for Anxious Days');
    expect(found.map(([title]) => title)).toContain('The Power of Persistent Prayer');
  });

  it('ignores the stop words of a question ("against") instead of finding nothing with all words', async () => {
    const found = await search('is the law against grace');
    expect(found[0]).toEqual(['The Torah Is Not Against Grace', 1]);
  });

  it('finds every verse of a range at 100 %, then the rest of the chapter', async () => {
    const found = await search('John 3:16-18');
    expect(found.slice(0, 2).map(([, score]) => score)).toEqual([1, 1]);
    expect(
      found
        .slice(0, 2)
        .map(([title]) => title)
        .sort(),
    ).toEqual(['Eternal Life in John 3:18', 'For God So Loved the World']);
    expect(found[2][0]).toBe('Nicodemus by Night');
    expect(found[2][1]).toBeLessThan(1);
    // The chapter finds all its passages.
    expect((await search('Jn 3')).map(([title]) => title).sort()).toEqual([
      'Eternal Life in John 3:18',
      'For God So Loved the World',
      'Nicodemus by Night',
    ]);
  });

  it('finds a book by the passages citing it, not by a word its name stems to ("Hebrews", Hebrew)', async () => {
    const found = await search('Hebrews');
    expect(found[0]).toEqual(['Sabbath Rest for the People of God', 0.7]);
    expect(found.findIndex(([title]) => title.includes('Hebrew Setting'))).not.toBe(0);
  });
});
