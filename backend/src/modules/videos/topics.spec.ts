import { aliasesOf, closerTopicWord, editDistance, topicWordsStartingWith } from './topics';

describe('editDistance', () => {
  it('counts inserts, deletes, substitutions and swaps of neighbours', () => {
    expect(editDistance('fath', 'faith')).toBe(1);
    expect(editDistance('fath', 'father')).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('beleive', 'believe')).toBe(1);
    expect(editDistance('same', 'same')).toBe(0);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(2);
  });
});

describe('closerTopicWord', () => {
  it('corrects a word closer to a topic word than to the catalogue words it starts', () => {
    // "fath" starts father (2 letters more) but is one letter from faith.
    expect(closerTopicWord('fath', 2)).toBe('faith');
    expect(closerTopicWord('obediance', 3)).toBe('obedience');
  });

  it('leaves words alone that are as close to what they match, known, or still being typed', () => {
    expect(closerTopicWord('fait', 1)).toBeUndefined(); // starts faith itself
    expect(closerTopicWord('grac', 1)).toBeUndefined();
    expect(closerTopicWord('father', 0)).toBeUndefined(); // a catalogue word
    expect(closerTopicWord('fat', 3)).toBeUndefined(); // too short to judge
    expect(closerTopicWord('moses', 2)).toBeUndefined(); // no topic word near it
  });
});

describe('aliasesOf', () => {
  it('names the other words for the same thing, not the rest of the topic', () => {
    expect(aliasesOf('sukkot')).toEqual(['tabernacles']);
    expect(aliasesOf('pesach')).toEqual(['passover']);
    expect(aliasesOf('shabbat')).toEqual(expect.arrayContaining(['sabbath', 'shabbos']));
    expect(aliasesOf('christ')).toEqual(expect.arrayContaining(['messiah', 'yeshua', 'jesus']));
    expect(aliasesOf('mikvah')).toEqual(expect.arrayContaining(['baptism', 'immersion']));
    // Plurals find their set; a word of no set stands for itself.
    expect(aliasesOf('covenants')).toEqual(['covenant']);
    expect(aliasesOf('father')).toEqual([]);
  });
});

describe('topicWordsStartingWith', () => {
  it('completes a typed start of 3 letters or more to topic words', () => {
    expect(topicWordsStartingWith('covenan')).toEqual(['covenant', 'covenants']);
    expect(topicWordsStartingWith('sanct')).toEqual(['sanctification', 'sanctified']);
    expect(topicWordsStartingWith('fa')).toEqual([]);
    expect(topicWordsStartingWith('faith')).toEqual(['faithfulness']);
  });
});
