import { parseQuery, toTsQueryText, tsQueryOf } from './search-query';
import { themesOf } from './topics';

describe('parseQuery', () => {
  it('expands a topic word to its synonyms', () => {
    const { groups } = parseQuery('Shabbat');
    expect(groups).toHaveLength(1);
    expect(groups[0].words).toEqual(['shabbat']);
    expect([...groups[0].aliases, ...groups[0].synonyms]).toEqual(
      expect.arrayContaining(['sabbath', 'shabbos']),
    );
  });

  it('keeps the words of one topic in one group and drops stop words', () => {
    const { groups } = parseQuery('Prayer & Worship');
    expect(groups).toHaveLength(1);
    const messiah = parseQuery('The Messiah');
    expect(messiah.groups).toHaveLength(1);
    expect([...messiah.groups[0].aliases, ...messiah.groups[0].synonyms]).toEqual(
      expect.arrayContaining(['yeshua', 'jesus', 'christ']),
    );
  });

  it('turns scripture references into reference lexemes', () => {
    expect(parseQuery('John 3').groups).toEqual([
      { words: [], aliases: [], synonyms: [], lexemes: ['refjohnc3'] },
    ]);
    // A verse, then the rest of its chapter.
    expect(parseQuery('jn 3:16 love').groups[0]).toEqual({
      words: [],
      aliases: [],
      synonyms: ['refjohnc3'],
      lexemes: ['refjohnc3v16'],
    });
    // A book alone: the videos citing it, then those naming it ("Hebrews" is stemmed as Hebrew).
    expect(parseQuery('Romans').groups).toEqual([
      { words: [], aliases: [], synonyms: ['romans'], lexemes: ['refromans'] },
    ]);
  });

  it('reads references in every common form: abbreviations, ordinals, ranges, chapters', () => {
    const lexemes = (q: string) => parseQuery(q).groups.flatMap((g) => g.lexemes);
    expect(lexemes('John 3:16-18')).toEqual(['refjohnc3v16', 'refjohnc3v17', 'refjohnc3v18']);
    expect(lexemes('Jn 3:16')).toEqual(['refjohnc3v16']);
    expect(lexemes('1 Cor 13')).toEqual(['ref1corinthiansc13']);
    expect(lexemes('First Corinthians 13')).toEqual(['ref1corinthiansc13']);
    expect(lexemes('I Corinthians 13:4')).toEqual(['ref1corinthiansc13v4']);
    expect(lexemes('Ps 23')).toEqual(['refpsalmsc23']);
    expect(lexemes('1 Jn 5:3')).toEqual(['ref1johnc5v3']);
    expect(lexemes('Eph 2:8–9')).toEqual(['refephesiansc2v8', 'refephesiansc2v9']);
  });

  it('ranks aliases with the word typed, the topic’s other words after them', () => {
    const [sukkot] = parseQuery('Sukkot').groups;
    expect(sukkot.aliases).toEqual(['tabernacles']);
    expect(sukkot.synonyms).toEqual(expect.arrayContaining(['passover', 'shavuot']));
    expect(sukkot.synonyms).not.toContain('tabernacles');
    const [yeshua] = parseQuery('Yeshua').groups;
    expect(yeshua.aliases).toEqual(expect.arrayContaining(['messiah', 'jesus', 'christ']));
    const [shabbat] = parseQuery('Shabbat').groups;
    expect(shabbat.aliases).toEqual(expect.arrayContaining(['sabbath', 'shabbos']));
    // "Returning to …" is a common opener, not a word for repentance.
    expect(parseQuery('teshuvah').groups[0].synonyms).not.toContain('returning');
  });

  it('completes the start of a topic word whose stem it does not start', () => {
    expect(parseQuery('covenan').groups[0].aliases).toEqual(['covenant', 'covenants']);
  });

  it('marks unknown words for typo correction', () => {
    expect(parseQuery('sabath').groups).toEqual([
      { words: ['sabath'], aliases: [], synonyms: [], lexemes: [], typed: 'sabath' },
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
        [{ words: ['grace'], aliases: ['favor'], synonyms: ['mercy'], lexemes: ['refjohnc3'] }],
        'all',
        'AB',
      ),
    ).toBe('(grace:*AB | favor:AB | mercy:AB | refjohnc3:AB)');
    expect(
      toTsQueryText(
        [{ words: ['grace'], aliases: ['favor'], synonyms: ['mercy'], lexemes: [] }],
        'all',
        'A',
        'exact',
      ),
    ).toBe('(grace:*A | favor:A)');
    expect(
      toTsQueryText(
        [
          { words: ['a'], aliases: [], synonyms: [], lexemes: [] },
          { words: ['b'], aliases: [], synonyms: [], lexemes: [] },
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
