import {
  extractReferences,
  findReferences,
  normalizeReference,
  referenceLexeme,
} from './scripture-references';

describe('scripture references', () => {
  it.each([
    ['Jn 3:16', 'John 3:16'],
    ['john 3', 'John 3'],
    ['JOHN 3:16', 'John 3:16'],
    ['1 Cor 13:4-7', '1 Corinthians 13:4-7'],
    ['1cor 13', '1 Corinthians 13'],
    ['Ps. 23', 'Psalm 23'],
    ['Psalm 119:105', 'Psalm 119:105'],
    ['Song of Songs 2:4', 'Song of Solomon 2:4'],
    ['Rev 21', 'Revelation 21'],
    ['Heb 11:1', 'Hebrews 11:1'],
    ['Romans', 'Romans'],
    ['Gen 2:3', 'Genesis 2:3'],
    ['I John 4:8', '1 John 4:8'],
  ])('normalises %s to %s', (input, canonical) => {
    expect(normalizeReference(input)).toBe(canonical);
  });

  it('does not take words or bare abbreviations for references', () => {
    expect(normalizeReference('faith')).toBeUndefined();
    expect(normalizeReference('jn')).toBeUndefined();
    expect(normalizeReference('John 3 and more')).toBeUndefined();
  });

  it('finds references inside a query', () => {
    const found = findReferences('grace in jn 3:16 and rom 8');
    expect(found.map((f) => referenceLexeme(f.reference))).toEqual(['refjohnc3v16', 'refromansc8']);
  });

  it('extracts references from prose, ignoring look-alike words', () => {
    expect(
      extractReferences(
        'Keeping the Sabbath (Exodus 20:8-11)',
        'We read Jn 3:16, Is 53:5 and Psalm 23. This is 5 minutes long; am 7 was fine.',
        'hebrews 11',
      ),
    ).toEqual(['Exodus 20:8-11', 'John 3:16', 'Isaiah 53:5', 'Psalm 23']);
  });

  it('builds the lexemes the index uses', () => {
    const [john] = findReferences('John 3');
    expect(referenceLexeme(john.reference)).toBe('refjohnc3');
    const [cor] = findReferences('1 Corinthians 13:4');
    expect(referenceLexeme(cor.reference)).toBe('ref1corinthiansc13v4');
    const [psalm] = findReferences('Psalm 23');
    expect(referenceLexeme(psalm.reference)).toBe('refpsalmsc23');
  });
});
