import { findReferences, referenceLexeme } from './scripture-references';
import { aliasesOf, topicsOfWord, topicWordsStartingWith } from './topics';

/** English words that carry no topic ("the law of love" searches law and love). */
const STOP_WORDS = new Set(
  `a an and are as at be but by for from has have how i in into is it its me my not of on or our so
  that the their them then there these they this to was we what when where which who why will with you
  your about all can do does did if just more most no one only out over some such than too up very`
    .split(/\s+/)
    .filter(Boolean),
);

/** One thing the query asks for: any of its alternatives satisfies it. */
export interface QueryGroup {
  /** Lower-case words as typed, searched with prefix matching ("sabb" finds "sabbath"). */
  words: string[];
  /**
   * Whole words naming the same thing as the words typed (Shabbat for sabbath, Tabernacles for Sukkot,
   * a typo's correction), matched exactly and ranked as the words themselves.
   */
  aliases: string[];
  /**
   * Whole words the group also accepts, ranked after the words and aliases: the topic's other words
   * (Passover for Sukkot), the chapter of a verse (refjohnc3 for John 3:16).
   */
  synonyms: string[];
  /** Reference lexemes (refjohnc3, refjohnc3v16 … v18 for a range), matched exactly. */
  lexemes: string[];
  /** The word as typed, when it is subject to typo correction. */
  typed?: string;
}

export interface ParsedQuery {
  groups: QueryGroup[];
}

const MAX_GROUPS = 8;

/** Folds case and accents: "Shabbát" → "shabbat". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * Splits a query into groups: each scripture reference is one ("Jn 3:16" → refjohnc3v16; "John" alone
 * is also the word john), each remaining word another, expanded with the synonyms of its topics; words
 * of one topic ("prayer & worship") share a group.
 */
export function parseQuery(raw: string): ParsedQuery {
  const text = foldText(raw).slice(0, 200);
  const groups: QueryGroup[] = [];
  let rest = '';
  let last = 0;
  for (const found of findReferences(text)) {
    const { reference } = found;
    const bookOnly = reference.chapter === undefined;
    // A range finds the videos on any verse of it; a verse, after those, the others of its chapter.
    const lexemes = [referenceLexeme(reference)];
    if (reference.verse !== undefined && reference.verseEnd !== undefined)
      for (
        let v = reference.verse + 1;
        v <= Math.min(reference.verseEnd, reference.verse + 30);
        v += 1
      )
        lexemes.push(referenceLexeme({ ...reference, verse: v }));
    // A book alone: the videos citing it, then those only naming it ("Hebrews" is stemmed as Hebrew).
    const named = bookOnly
      ? text
          .slice(found.index, found.index + found.length)
          .split(/[^a-z0-9]+/)
          .filter((w) => w.length > 1)
      : [];
    groups.push({
      aliases: [],
      synonyms:
        reference.verse !== undefined
          ? [referenceLexeme({ ...reference, verse: undefined })]
          : named,
      words: [],
      lexemes,
    });
    rest += ` ${text.slice(last, found.index)}`;
    last = found.index + found.length;
  }
  rest += ` ${text.slice(last)}`;

  const byTopic = new Map<string, QueryGroup>();
  for (const word of rest.split(/[^a-z0-9]+/)) {
    if (word.length < 2 || STOP_WORDS.has(word)) continue;
    const topics = topicsOfWord(word);
    if (topics.length) {
      const key = topics.map((t) => t.term).join('|');
      const existing = byTopic.get(key);
      if (existing) {
        if (!existing.words.includes(word)) existing.words.push(word);
        existing.aliases = unique([...existing.aliases, ...aliasesOf(word)]).filter(
          (w) => !existing.words.includes(w),
        );
        existing.synonyms = existing.synonyms.filter(
          (w) => !existing.words.includes(w) && !existing.aliases.includes(w),
        );
        continue;
      }
      const aliases = aliasesOf(word);
      const group: QueryGroup = {
        words: [word],
        aliases,
        synonyms: unique(topics.flatMap((t) => t.words)).filter(
          (w) => w !== word && !aliases.includes(w),
        ),
        lexemes: [],
      };
      byTopic.set(key, group);
      groups.push(group);
    } else if (!groups.some((g) => g.typed === word)) {
      groups.push({
        words: [word],
        // The stem of a topic word's start may not start its stem: "covenan" is not a prefix of coven.
        aliases: topicWordsStartingWith(word),
        synonyms: [],
        lexemes: [],
        typed: /^[a-z]{3,}$/.test(word) ? word : undefined,
      });
    }
  }
  return { groups: groups.slice(0, MAX_GROUPS) };
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** Weight classes of the search vector: title A; themes, passages B; books, tags C; description D. */
export type WeightSet = 'A' | 'AB' | 'ABC' | '';

/** One alternative of a group as to_tsquery reads it: a lexeme, or (prefix) any starting with it. */
export interface Operand {
  lexeme: string;
  prefix: boolean;
}

/** How much of a group a tier accepts: the words, aliases and lexemes, or its synonyms too. */
export type Strength = 'exact' | 'related';

/**
 * The to_tsquery('english', …) text of a query: groups joined with & (all) or | (any), each group's
 * alternatives with |, words with prefix matching, everything restricted to the given weights. Only
 * [a-z0-9] ever reaches the text, so no query syntax can be injected.
 */
export function toTsQueryText(
  groups: QueryGroup[],
  mode: 'all' | 'any',
  weights: WeightSet,
  strength: Strength = 'related',
): string {
  const operands = groups.map((group) => {
    const exact = weights ? `:${weights}` : '';
    const alternatives = [
      ...group.words.map((w) => `${w}:*${weights}`),
      ...group.aliases.map((w) => `${w}${exact}`),
      ...(strength === 'related' ? group.synonyms : []).map((w) => `${w}${exact}`),
      ...group.lexemes.map((l) => `${l}${exact}`),
    ];
    return `(${alternatives.join(' | ')})`;
  });
  return operands.join(mode === 'all' ? ' & ' : ' | ');
}

/**
 * The tsquery (its input syntax) of groups of alternatives already stemmed, with every lexeme quoted:
 * what to_tsquery('english', …) makes of toTsQueryText, groups left without alternatives left out.
 */
export function tsQueryOf(
  groups: readonly (readonly Operand[])[],
  mode: 'all' | 'any',
  weights: WeightSet,
): string {
  const quote = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (c) => c + c)}'`;
  return groups
    .filter((group) => group.length)
    .map((group) => {
      const alternatives = group.map(({ lexeme, prefix }) => {
        const flags = `${prefix ? '*' : ''}${weights}`;
        return `${quote(lexeme)}${flags ? `:${flags}` : ''}`;
      });
      return `(${alternatives.join(' | ')})`;
    })
    .join(mode === 'all' ? ' & ' : ' | ');
}
