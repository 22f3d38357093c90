import type { SuggestionCategory } from '../entities/search-suggestion.entity';

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
    const seen = new Set<string>();
    const result: Suggestion[] = [];
    for (const i of found) {
      const { term, description, category } = this.entries[i];
      const key = term.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      result.push({ term, description, category });
      if (result.length === MAX_SUGGESTIONS) break;
    }
    return result;
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
