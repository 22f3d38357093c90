import { isSlug, slugify, uniqueSlug } from './teaching-slug';

describe('teaching slugs', () => {
  it('keeps the words of a title, lower case, accents and punctuation gone', () => {
    expect(slugify('For God So Loved the World! (John 3:16)')).toBe(
      'for-god-so-loved-the-world-john-3-16',
    );
    expect(slugify("Élie's Prayer — Part 2")).toBe('elies-prayer-part-2');
    expect(slugify('   ')).toBe('');
  });

  it('cuts a long title at a word', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('adds the date, then a counter, when the address is taken', () => {
    const date = new Date('2025-02-09T15:00:00Z');
    expect(uniqueSlug('Faith', new Set(), { date, fallback: 'x' })).toBe('faith');
    expect(uniqueSlug('Faith', new Set(['faith']), { date, fallback: 'x' })).toBe(
      'faith-2025-02-09',
    );
    expect(
      uniqueSlug('Faith', new Set(['faith', 'faith-2025-02-09']), { date, fallback: 'x' }),
    ).toBe('faith-2025-02-09-2');
    expect(uniqueSlug('Faith', new Set(['faith']), { date: null, fallback: 'x' })).toBe('faith-2');
  });

  it('never gives a word of the site’s own addresses, nor an empty one', () => {
    expect(uniqueSlug('Series', new Set(), { fallback: 'x' })).toBe('series-2');
    expect(uniqueSlug('!!!', new Set(), { fallback: 'abc123' })).toBe('abc123');
  });

  it('tells a slug from other text', () => {
    expect(isSlug('faith-2025')).toBe(true);
    expect(isSlug('Faith')).toBe(false);
    expect(isSlug('a--b')).toBe(false);
    expect(isSlug('-a')).toBe(false);
  });
});
