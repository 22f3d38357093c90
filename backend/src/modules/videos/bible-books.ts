/** The 66 books: canonical name, testament, and the abbreviations people write (lower case). */
export interface BibleBook {
  name: string;
  testament: 'Old' | 'New';
  /** Lower-case, letters and digits only: used in index lexemes. */
  slug: string;
  aliases: string[];
}

const OLD: [string, ...string[]][] = [
  ['Genesis', 'gen', 'ge', 'gn'],
  ['Exodus', 'exod', 'exo', 'ex'],
  ['Leviticus', 'lev', 'le', 'lv'],
  ['Numbers', 'num', 'nu', 'nm', 'numb'],
  ['Deuteronomy', 'deut', 'dt', 'deu'],
  ['Joshua', 'josh', 'jos', 'jsh'],
  ['Judges', 'judg', 'jdg', 'jg'],
  ['Ruth', 'rut', 'ru', 'rth'],
  ['1 Samuel', '1 sam', '1 sa', '1sam', '1sa', 'i samuel', 'first samuel'],
  ['2 Samuel', '2 sam', '2 sa', '2sam', '2sa', 'ii samuel', 'second samuel'],
  ['1 Kings', '1 kgs', '1 ki', '1kgs', '1ki', 'i kings', 'first kings'],
  ['2 Kings', '2 kgs', '2 ki', '2kgs', '2ki', 'ii kings', 'second kings'],
  ['1 Chronicles', '1 chron', '1 chr', '1 ch', '1chr', 'i chronicles'],
  ['2 Chronicles', '2 chron', '2 chr', '2 ch', '2chr', 'ii chronicles'],
  ['Ezra', 'ezr'],
  ['Nehemiah', 'neh', 'ne'],
  ['Esther', 'esth', 'est', 'es'],
  ['Job', 'jb'],
  ['Psalms', 'psalm', 'ps', 'psa', 'pss', 'psm'],
  ['Proverbs', 'prov', 'pro', 'prv', 'pr'],
  ['Ecclesiastes', 'eccl', 'eccles', 'ecc', 'qoh'],
  ['Song of Solomon', 'song of songs', 'song', 'sos', 'canticles', 'ss'],
  ['Isaiah', 'isa', 'is'],
  ['Jeremiah', 'jer', 'je', 'jr'],
  ['Lamentations', 'lam', 'la'],
  ['Ezekiel', 'ezek', 'eze', 'ezk'],
  ['Daniel', 'dan', 'da', 'dn'],
  ['Hosea', 'hos', 'ho'],
  ['Joel', 'jl'],
  ['Amos', 'am'],
  ['Obadiah', 'obad', 'ob'],
  ['Jonah', 'jon', 'jnh'],
  ['Micah', 'mic', 'mc'],
  ['Nahum', 'nah', 'na'],
  ['Habakkuk', 'hab', 'hb'],
  ['Zephaniah', 'zeph', 'zep', 'zp'],
  ['Haggai', 'hag', 'hg'],
  ['Zechariah', 'zech', 'zec', 'zc'],
  ['Malachi', 'mal', 'ml'],
];

const NEW: [string, ...string[]][] = [
  ['Matthew', 'matt', 'mat', 'mt'],
  ['Mark', 'mrk', 'mar', 'mk', 'mr'],
  ['Luke', 'luk', 'lk'],
  ['John', 'joh', 'jhn', 'jn'],
  ['Acts', 'act', 'ac'],
  ['Romans', 'rom', 'ro', 'rm'],
  ['1 Corinthians', '1 cor', '1 co', '1cor', '1co', 'i corinthians', 'first corinthians'],
  ['2 Corinthians', '2 cor', '2 co', '2cor', '2co', 'ii corinthians', 'second corinthians'],
  ['Galatians', 'gal', 'ga'],
  ['Ephesians', 'eph', 'ephes'],
  ['Philippians', 'phil', 'php', 'pp'],
  ['Colossians', 'col', 'co'],
  ['1 Thessalonians', '1 thess', '1 thes', '1 th', '1thess', '1th', 'i thessalonians'],
  ['2 Thessalonians', '2 thess', '2 thes', '2 th', '2thess', '2th', 'ii thessalonians'],
  ['1 Timothy', '1 tim', '1 ti', '1tim', '1ti', 'i timothy', 'first timothy'],
  ['2 Timothy', '2 tim', '2 ti', '2tim', '2ti', 'ii timothy', 'second timothy'],
  ['Titus', 'tit', 'ti'],
  ['Philemon', 'philem', 'phm', 'pm'],
  ['Hebrews', 'heb'],
  ['James', 'jas', 'jm'],
  ['1 Peter', '1 pet', '1 pe', '1 pt', '1pet', '1pe', 'i peter', 'first peter'],
  ['2 Peter', '2 pet', '2 pe', '2 pt', '2pet', '2pe', 'ii peter', 'second peter'],
  ['1 John', '1 jn', '1 jhn', '1jn', '1jo', 'i john', 'first john'],
  ['2 John', '2 jn', '2 jhn', '2jn', '2jo', 'ii john', 'second john'],
  ['3 John', '3 jn', '3 jhn', '3jn', '3jo', 'iii john', 'third john'],
  ['Jude', 'jud', 'jd'],
  ['Revelation', 'rev', 're', 'revelations', 'the revelation'],
];

function books(list: [string, ...string[]][], testament: 'Old' | 'New'): BibleBook[] {
  return list.map(([name, ...aliases]) => ({
    name,
    testament,
    slug: name.toLowerCase().replace(/[^a-z0-9]/g, ''),
    aliases,
  }));
}

export const BIBLE_BOOKS: readonly BibleBook[] = [...books(OLD, 'Old'), ...books(NEW, 'New')];
