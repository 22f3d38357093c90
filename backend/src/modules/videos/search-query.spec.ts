import { parseQuery, toTsQueryText, tsQueryOf } from './search-query';
import { themesOf } from './topics';

describe('parseQuery', () => {
  it('expands a topic word to its synonyms', () => {
    const { groups } = parseQuery('Shabbat');
    expect(groups).toHaveLength(1);
    expect(groups[0].words).toEqual(['shabbat']);
    expect(groups[0].synonyms).toEqual(expect.arrayContaining(['sabbath', 'shabbos']));
  });

  it('keeps the words of one topic in one group and drops stop words', () => {
    const { groups } = parseQuery('Prayer & Worship');
    expect(groups).toHaveLength(1);
    const messiah = parseQuery('The Messiah');
    expect(messiah.groups).toHaveLength(1);
    expect(messiah.groups[0].synonyms).toEqual(
      expect.arrayContaining(['yeshua', 'jesus', 'christ']),
    );
  });

  it('turns scripture references into reference lexemes', () => {
    expect(parseQuery('John 3').groups).toEqual([
      { words: [], synonyms: [], lexemes: ['refjohnc3'] },
    ]);
    expect(parseQuery('jn 3:16 love').groups[0]).toEqual({
      words: [],
      synonyms: [],
      lexemes: ['refjohnc3v16'],
    });
    expect(parseQuery('Romans').groups).toEqual([
      { words: ['romans'], synonyms: [], lexemes: ['refromans'] },
    ]);
  });

  it('marks unknown words for typo correction', () => {
    expect(parseQuery('sabath').groups).toEqual([
      { words: ['sabath'], synonyms: [], lexemes: [], typed: 'sabath' },
    ]);
  });

  it('never lets query syntax through', () => {
    const text = toTsQueryText(parseQuery("faith' | !(x:*) & <->").groups, 'all', 'A');
    expect(text).toMatch(/^[a-zABC0-9:*|&() ]+$/);
    expect(parseQuery('!!! ??').groups).toEqual([]);
  });

  it('builds weighted prefix queries', () => {
    expect(
      toTsQueryText(
        [{ words: ['grace'], synonyms: ['mercy'], lexemes: ['refjohnc3'] }],
        'all',
        'AB',
      ),
    ).toBe('(grace:*AB | mercy:AB | refjohnc3:AB)');
    expect(
      toTsQueryText(
        [
          { words: ['a'], synonyms: [], lexemes: [] },
          { words: ['b'], synonyms: [], lexemes: [] },
        ],
        'any',
        '',
      ),
    ).toBe('(a:*) | (b:*)');
  });
});

describe('tsQueryOf', () => {
  it('writes stemmed alternatives as quoted lexemes, with prefix and weights', () => {
    const groups = [
      [
        { lexeme: 'grace', prefix: true },
        { lexeme: 'merci', prefix: false },
      ],
      [],
      [{ lexeme: 'refjohnc3', prefix: false }],
    ];
    expect(tsQueryOf(groups, 'all', 'AB')).toBe("('grace':*AB | 'merci':AB) & ('refjohnc3':AB)");
    expect(tsQueryOf(groups, 'any', '')).toBe("('grace':* | 'merci') | ('refjohnc3')");
    expect(tsQueryOf([[{ lexeme: "it's\\", prefix: false }]], 'all', 'A')).toBe("('it''s\\\\':A)");
  });
});

describe('themesOf', () => {
  it('derives themes from words of the topic lexicon', () => {
    expect(themesOf('Keeping Shabbat in a busy week', 'We pray together')).toEqual([
      'Prayer & Worship',
      'Sabbath',
    ]);
  });
});
