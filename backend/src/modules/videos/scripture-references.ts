import { BIBLE_BOOKS, BibleBook } from './bible-books';

export interface ScriptureReference {
  book: BibleBook;
  chapter?: number;
  verse?: number;
  verseEnd?: number;
}

interface Alias {
  text: string;
  book: BibleBook;
  /** Full names may stand alone; abbreviations only count when a chapter follows. */
  full: boolean;
}

const ALIASES: Alias[] = BIBLE_BOOKS.flatMap((book) => [
  { text: book.name.toLowerCase(), book, full: true },
  ...book.aliases.map((alias) => ({ text: alias, book, full: alias.length >= 5 })),
]).sort((a, b) => b.text.length - a.text.length);

const BY_ALIAS = new Map(ALIASES.map((a) => [a.text.replace(/\s+/g, ''), a]));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BOOK_PATTERN = ALIASES.map((a) => escape(a.text).replace(/\\?\s+/g, '\\s*')).join('|');
/** Book, then optionally chapter, verse and verse range: "Jn 3:16", "1 Cor. 13:4-7", "Psalm 23". */
const REFERENCE = new RegExp(
  `(?<![\\p{L}\\d])(${BOOK_PATTERN})\\.?(?:\\s*(\\d{1,3})(?:\\s*[:.]\\s*(\\d{1,3})(?:\\s*[-–]\\s*(\\d{1,3}))?)?)?(?![\\p{L}\\d])`,
  'giu',
);

function aliasOf(text: string): Alias | undefined {
  return BY_ALIAS.get(text.toLowerCase().replace(/\s+/g, ''));
}

/** Every reference in free text, with where it was found. Abbreviations need a chapter to count. */
export function findReferences(
  text: string,
  options: { requireChapter?: boolean; strict?: boolean } = {},
): { reference: ScriptureReference; index: number; length: number }[] {
  const found: { reference: ScriptureReference; index: number; length: number }[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const alias = aliasOf(match[1]);
    if (!alias) continue;
    const chapter = match[2] ? Number(match[2]) : undefined;
    if (chapter === undefined && (options.requireChapter || !alias.full)) continue;
    // In prose ("strict"), a short abbreviation must be capitalised and carry a verse: "Is 53:5", not "is 5".
    if (options.strict && !alias.full && (!/^[1-3A-Z]/.test(match[1]) || !match[3])) continue;
    if (options.strict && alias.full && !/^[1-3A-Z]/.test(match[1])) continue;
    const verse = match[3] ? Number(match[3]) : undefined;
    const verseEnd = match[4] ? Number(match[4]) : undefined;
    if (chapter === 0 || verse === 0) continue;
    found.push({
      reference: {
        book: alias.book,
        chapter,
        verse,
        verseEnd:
          verseEnd !== undefined && verse !== undefined && verseEnd > verse ? verseEnd : undefined,
      },
      index: match.index ?? 0,
      length: match[0].length,
    });
  }
  return found;
}

/** The canonical form: "John 3:16", "1 Corinthians 13:4-7", "Psalm 23", "Romans". */
export function formatReference(ref: ScriptureReference): string {
  const name = ref.book.name === 'Psalms' && ref.chapter !== undefined ? 'Psalm' : ref.book.name;
  if (ref.chapter === undefined) return name;
  if (ref.verse === undefined) return `${name} ${ref.chapter}`;
  return `${name} ${ref.chapter}:${ref.verse}${ref.verseEnd ? `-${ref.verseEnd}` : ''}`;
}

/** "Jn 3:16" → "John 3:16"; undefined when the text is not a reference. */
export function normalizeReference(text: string): string | undefined {
  const [first] = findReferences(text.trim());
  if (!first || first.index !== 0 || first.length !== text.trim().length) return undefined;
  return formatReference(first.reference);
}

/** References cited in a title, description or tags, canonical and without duplicates. */
export function extractReferences(...texts: string[]): string[] {
  const seen = new Set<string>();
  for (const text of texts) {
    for (const { reference } of findReferences(text, { requireChapter: true, strict: true })) {
      seen.add(formatReference(reference));
    }
  }
  return [...seen];
}

/**
 * The index lexeme a reference is searched by (the same the migration's content_reference_lexemes
 * writes): refjohn for a book, refjohnc3 for a chapter, refjohnc3v16 for a verse.
 */
export function referenceLexeme(ref: ScriptureReference): string {
  let lexeme = `ref${ref.book.slug}`;
  if (ref.chapter !== undefined) lexeme += `c${ref.chapter}`;
  if (ref.chapter !== undefined && ref.verse !== undefined) lexeme += `v${ref.verse}`;
  return lexeme;
}
