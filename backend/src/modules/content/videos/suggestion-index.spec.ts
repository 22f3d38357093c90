import { normalizeSuggestion } from './search-index.service';
import { SuggestionEntry, SuggestionIndex, trigramsOf } from './suggestion-index';

const entry = (term: string, category: SuggestionEntry['category'], rank = 0): SuggestionEntry => ({
  term,
  normalized: normalizeSuggestion(term),
  category,
  description: `${category} ${term}`,
  rank,
});

const index = new SuggestionIndex([
  entry('Walking in the Sabbath Rest', 'title', 9000),
  entry('Sabbath', 'topic', 1000),
  entry('Shabbat', 'topic', 500),
  entry('Samuel', 'book', 90),
  entry('Sabbath Rest', 'theme', 40),
  entry('Salvation', 'topic', 990),
  entry('The Messiah', 'topic', 980),
  entry('Romans', 'book', 80),
  entry('Forgiveness', 'topic', 970),
  entry('Forgiveness', 'theme', 12),
]);
const terms = (text: string) => index.suggest(normalizeSuggestion(text)).map((s) => s.term);

describe('SuggestionIndex', () => {
  it('makes trigrams as pg_trgm does', () => {
    expect(trigramsOf('cat').sort()).toEqual(['  c', ' ca', 'at ', 'cat'].sort());
  });

  it('lists terms starting with the text first, topics before books, themes and titles', () => {
    expect(terms('sa')).toEqual([
      'Sabbath',
      'Salvation',
      'Samuel',
      'Sabbath Rest',
      'Walking in the Sabbath Rest',
    ]);
    expect(terms('sab')).toEqual(['Sabbath', 'Sabbath Rest', 'Walking in the Sabbath Rest']);
  });

  it('then terms with a later word starting with it', () => {
    expect(terms('mess')).toEqual(['The Messiah']);
    expect(terms('rest')).toEqual(['Sabbath Rest', 'Walking in the Sabbath Rest']);
    expect(terms('the sab')).toEqual(['Walking in the Sabbath Rest']);
  });

  it('corrects typos of 3+ characters by trigram similarity, most similar first', () => {
    expect(terms('sabath')[0]).toBe('Sabbath');
    expect(terms('sabath')).toContain('Walking in the Sabbath Rest');
    expect(terms('forgivness')).toEqual(['Forgiveness']);
    expect(terms('walkin sabath')).toEqual(['Walking in the Sabbath Rest']);
    expect(terms('sabbat rest')).toEqual(['Sabbath Rest', 'Walking in the Sabbath Rest']);
    expect(terms('qz')).toEqual([]);
    expect(terms('xyzzy')).toEqual([]);
  });

  it('gives each term once and at most 8', () => {
    const many = new SuggestionIndex(
      Array.from({ length: 30 }, (_, i) => entry(`Grace ${i}`, 'title', i)),
    );
    const list = many.suggest('grace');
    expect(list).toHaveLength(8);
    expect(list[0].term).toBe('Grace 29');
    expect(terms('forgiveness')).toEqual(['Forgiveness']);
    expect(index.suggest('')).toEqual([]);
  });
});
