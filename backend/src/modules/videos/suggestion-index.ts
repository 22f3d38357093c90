import type { SuggestionCategory } from './entities/search-suggestion.entity';
import { lowerBound } from './popular-window';
import { findReferences } from './scripture-references';
import { closerTopicWord, topicsOfWord } from './topics';

export interface SuggestionEntry {
  term: string;
  /** As normalizeSuggestion makes it: lower case, accents folded, words separated by one space. */
  normalized: string;
  category: SuggestionCategory;
  description: string;
  rank: number;
}

export interface Suggestion {
  term: string;
  description: string;
  category: SuggestionCategory;
}

export const MAX_SUGGESTIONS = 8;
/** Typo tolerance: least trigram similarity between what was typed and a run of a term's words. */
export const TYPO_SIMILARITY = 0.45;
/** Shorter text is completed, never corrected. */
const TYPO_MIN_LENGTH = 3;

const CATEGORY_ORDER: Record<SuggestionCategory, number> = {
  topic: 4,
  book: 3,
  theme: 2,
  title: 1,
};

/** A word's trigrams as pg_trgm makes them: padded with two spaces before and one after, distinct. */
export function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
  return [...set];
}

/**
 * The suggestion list in memory, searched without a database round trip: terms starting with the text,
 * then terms with a later word starting with it, each best category first (topics, books, themes,
 * titles), then higher rank; when those are fewer than 8 and the text has 3+ characters, terms with a word
 * (or run of words) whose trigrams are similar to the text's: typos.
 */
export class SuggestionIndex {
  /** Entries in the order matches are listed: category, then rank, then term. */
  private readonly entries: SuggestionEntry[];
  private readonly words: string[][];
  /** Every distinct word of every entry: its entry and its trigram count. */
  private readonly wordEntry: number[] = [];
  private readonly wordSize: number[] = [];
  /** trigram → the words holding it. */
  private readonly postings = new Map<string, number[]>();
  /** Every distinct word, sorted: how far the nearest completion of a typed word is. */
  private readonly vocabulary: string[];

  constructor(entries: SuggestionEntry[]) {
    this.entries = [...entries].sort(
      (a, b) =>
        CATEGORY_ORDER[b.category] - CATEGORY_ORDER[a.category] ||
        b.rank - a.rank ||
        (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
    );
    this.words = this.entries.map((e) => e.normalized.split(' ').filter(Boolean));
    this.words.forEach((words, entry) => {
      for (const word of new Set(words)) {
        const trigrams = trigramsOf(word);
        const id = this.wordEntry.push(entry) - 1;
        this.wordSize.push(trigrams.length);
        for (const t of trigrams) {
          let list = this.postings.get(t);
          if (!list) this.postings.set(t, (list = []));
          list.push(id);
        }
      }
    });
    this.vocabulary = [...new Set(this.words.flat())].sort();
  }

  get size(): number {
    return this.entries.length;
  }

  /** Up to 8 suggestions for normalized text (see normalizeSuggestion); distinct terms. */
  suggest(text: string): Suggestion[] {
    if (!text) return [];
    const starts: number[] = [];
    const inside: number[] = [];
    const later = ` ${text}`;
    for (let i = 0; i < this.entries.length && starts.length < MAX_SUGGESTIONS * 2; i += 1) {
      const normalized = this.entries[i].normalized;
      if (normalized.startsWith(text)) starts.push(i);
      else if (inside.length < MAX_SUGGESTIONS * 2 && normalized.includes(later)) inside.push(i);
    }
    const found = [...starts, ...inside].slice(0, MAX_SUGGESTIONS * 2);
    if (found.length < MAX_SUGGESTIONS && text.length >= TYPO_MIN_LENGTH) {
      found.push(...this.similar(text));
    }
    // What the search will show instead ("fath" → Faith) comes first (VideoSearchService.correction).
    const meant = this.meantTopic(text);
    if (meant !== undefined) found.unshift(meant);
    const mentions = referenceMention(text);
    const seen = new Set<string>();
    const stems = new Set<string>();
    const result: Suggestion[] = [];
    for (const i of found) {
      const { term, description, category, normalized } = this.entries[i];
      const key = term.toLowerCase();
      if (seen.has(key)) continue;
      // "John 3:16" is not in "1 John 3:16 …": the search would not find that teaching either.
      if (mentions && !mentions(normalized)) continue;
      // One word that is another form of a listed term's first word (Pray, Praying after Prayer &
      // Worship) adds nothing.
      const words = normalized.split(' ');
      if (words.length === 1 && stems.has(stemOf(words[0]))) continue;
      seen.add(key);
      stems.add(stemOf(words[0]));
      result.push({ term, description, category });
      if (result.length === MAX_SUGGESTIONS) break;
    }
    return result;
  }

  /** The topic entry of the topic word a one-word text most likely meant (see closerTopicWord). */
  private meantTopic(text: string): number | undefined {
    if (text.includes(' ')) return undefined;
    let completion = Infinity;
    for (let i = lowerBound(this.vocabulary, text); i < this.vocabulary.length; i += 1) {
      const word = this.vocabulary[i];
      if (!word.startsWith(text)) break;
      completion = Math.min(completion, word.length - text.length);
    }
    if (completion === Infinity) return undefined;
    const word = closerTopicWord(text, completion);
    const topic = word ? topicsOfWord(word)[0] : undefined;
    if (!topic) return undefined;
    const index = this.entries.findIndex((e) => e.category === 'topic' && e.term === topic.term);
    return index < 0 ? undefined : index;
  }

  /**
   * Entries similar to the text, most similar first (to one decimal), then in list order. Each typed word
   * is scored against the entry's words (1 when one starts with it, else the best trigram similarity);
   * an entry needs every typed word to reach TYPO_SIMILARITY and scores their mean.
   */
  private similar(text: string): number[] {
    const typed = [...new Set(text.split(' '))];
    let scores: Map<number, number> | undefined;
    for (const word of typed) {
      const own = this.similarWord(word, typed.length > 1);
      if (!scores) scores = own;
      else {
        for (const [entry, sum] of scores) {
          const score = own.get(entry);
          if (score === undefined) scores.delete(entry);
          else scores.set(entry, sum + score);
        }
      }
    }
    return [...(scores ?? [])]
      .map(([entry, sum]) => [entry, sum / typed.length])
      .sort(([a, x], [b, y]) => Math.round(y * 10) - Math.round(x * 10) || a - b)
      .slice(0, MAX_SUGGESTIONS * 2)
      .map(([entry]) => entry);
  }

  /** entry → how well one typed word matches one of its words, for entries matching well enough. */
  private similarWord(word: string, withPrefixes: boolean): Map<number, number> {
    const query = trigramsOf(word);
    const best = new Map<number, number>();
    const common = new Map<number, number>();
    for (const t of query) {
      for (const id of this.postings.get(t) ?? []) common.set(id, (common.get(id) ?? 0) + 1);
    }
    for (const [id, shared] of common) {
      const score = shared / (query.length + this.wordSize[id] - shared);
      const entry = this.wordEntry[id];
      if (score >= TYPO_SIMILARITY && score > (best.get(entry) ?? 0)) best.set(entry, score);
    }
    if (withPrefixes) {
      this.words.forEach((words, entry) => {
        if (words.some((w) => w.startsWith(word))) best.set(entry, 1);
      });
    }
    return best;
  }
}

/** A crude English stem, enough to tell forms of one word apart from other words: pray(s/er/ing). */
export function stemOf(word: string): string {
  const stripped = word.replace(/(ings|ing|ers|er|ed|es|s)$/, '');
  const stem = stripped.length >= 3 ? stripped : word;
  return stem.length > 3 ? stem.replace(/e$/, '') : stem;
}

/**
 * For a text starting with a reference with a chapter ("john 3 16"), a test that a term mentions that
 * reference, as the search reads it: "1 john 3 16" mentions 1 John, not John. Otherwise undefined.
 */
function referenceMention(text: string): ((normalized: string) => boolean) | undefined {
  const [first] = findReferences(text);
  if (!first || first.index !== 0 || first.reference.chapter === undefined) return undefined;
  const numbered = /^[1-3] /.test(text);
  return (normalized) => {
    for (let at = normalized.indexOf(text); at >= 0; at = normalized.indexOf(text, at + 1)) {
      if (at > 0 && normalized[at - 1] !== ' ') continue;
      // An unnumbered book right after a book number is that numbered book.
      if (!numbered && /(^| )[1-3] $/.test(normalized.slice(0, at))) continue;
      return true;
    }
    return false;
  };
}
