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

  it('offers the topic a word most likely meant first, when it is closer to it than to its completions', () => {
    const fathers = new SuggestionIndex([
      ...Array.from({ length: 12 }, (_, i) => entry(`Fathers of the Nations ${i}`, 'title', i)),
      entry('Faith', 'topic', 1000),
      entry('Faithful Servants', 'title', 5),
    ]);
    const list = fathers.suggest('fath').map((s) => s.term);
    expect(list[0]).toBe('Faith');
    expect(list).toHaveLength(8);
    expect(list.slice(1).every((t) => t.startsWith('Fathers'))).toBe(true);
    // Typing on toward the words it matches keeps them first.
    expect(fathers.suggest('fathe').map((s) => s.term)[0]).toMatch(/^Fathers/);
    expect(fathers.suggest('fait').map((s) => s.term)).toEqual(['Faith', 'Faithful Servants']);
  });

  it('leaves out near-identical forms of a term already listed', () => {
    const prayers = new SuggestionIndex([
      entry('Prayer & Worship', 'topic', 1000),
      entry('Pray', 'topic', 500),
      entry('Praying', 'topic', 499),
      entry('The Power of Persistent Prayer', 'title', 10),
      entry('Prayers of the Psalms', 'title', 9),
    ]);
    expect(prayers.suggest('pray').map((s) => s.term)).toEqual([
      'Prayer & Worship',
      'Prayers of the Psalms',
      'The Power of Persistent Prayer',
    ]);
  });

  it('does not offer a numbered book for a reference to another book', () => {
    const letters = new SuggestionIndex([
      entry('1 John 3:16: Love in Deed', 'title', 100),
      entry('John 3:16 and the New Birth', 'title', 50),
      entry('From John 3:16 to 1 John 3:16', 'title', 40),
    ]);
    expect(letters.suggest(normalizeSuggestion('John 3:16')).map((s) => s.term)).toEqual([
      'John 3:16 and the New Birth',
      'From John 3:16 to 1 John 3:16',
    ]);
    expect(letters.suggest(normalizeSuggestion('1 John 3:16')).map((s) => s.term)).toEqual([
      '1 John 3:16: Love in Deed',
      'From John 3:16 to 1 John 3:16',
    ]);
  });
});
