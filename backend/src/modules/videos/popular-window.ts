import type { Operand } from './search-query';
import type { WeightClass } from './search-stats.service';

/** The window's videos holding a lexeme, each with the best weight class it has there (0 title … 3). */
export interface WindowPostings {
  lexeme: string;
  ids: number[];
  classes: number[];
}

/** The first index of a sorted array whose string is not less than `value`. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The search vectors of the most viewed videos, inverted in memory: which of them a relevance tier
 * matches, most viewed first, is known without asking the database. Matching is tsquery's: an operand
 * matches a lexeme (or, prefix, any lexeme starting with it) with a position in the tier's weights; a
 * group matches when one of its operands does; groups left without operands (stop words) are left out, as
 * to_tsquery leaves them out.
 */
export class PopularWindow {
  private readonly lexemes: string[];
  private readonly ranks: Int32Array[];
  private readonly classes: Uint8Array[];

  /**
   * @param ids the videos of the window, most viewed first
   * @param boundary the view count of the most viewed video outside the window (-1 when there is none):
   *   the window holds exactly the active videos viewed more
   */
  constructor(
    readonly ids: readonly number[],
    readonly boundary: number,
    postings: WindowPostings[],
  ) {
    const rankOf = new Map(ids.map((id, rank) => [id, rank]));
    const sorted = [...postings].sort((a, b) =>
      a.lexeme < b.lexeme ? -1 : a.lexeme > b.lexeme ? 1 : 0,
    );
    this.lexemes = sorted.map((p) => p.lexeme);
    this.ranks = [];
    this.classes = [];
    for (const { ids: holders, classes } of sorted) {
      const ranks: number[] = [];
      const kept: number[] = [];
      holders.forEach((id, i) => {
        const rank = rankOf.get(id);
        if (rank === undefined) return;
        ranks.push(rank);
        kept.push(classes[i]);
      });
      this.ranks.push(Int32Array.from(ranks));
      this.classes.push(Uint8Array.from(kept));
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /** By rank, 1 for each video of the window matching all (or any) of the groups within `weights`. */
  match(
    groups: readonly (readonly Operand[])[],
    mode: 'all' | 'any',
    weights: WeightClass,
  ): Uint8Array {
    let result: Uint8Array | undefined;
    for (const group of groups) {
      if (!group.length) continue;
      const hits = new Uint8Array(this.size);
      for (const operand of group) this.mark(operand, weights, hits);
      if (!result) result = hits;
      else if (mode === 'all') for (let i = 0; i < hits.length; i += 1) result[i] &= hits[i];
      else for (let i = 0; i < hits.length; i += 1) result[i] |= hits[i];
    }
    return result ?? new Uint8Array(this.size);
  }

  private mark(operand: Operand, weights: WeightClass, hits: Uint8Array): void {
    for (let i = lowerBound(this.lexemes, operand.lexeme); i < this.lexemes.length; i += 1) {
      const lexeme = this.lexemes[i];
      if (operand.prefix ? !lexeme.startsWith(operand.lexeme) : lexeme !== operand.lexeme) break;
      const ranks = this.ranks[i];
      const classes = this.classes[i];
      for (let k = 0; k < ranks.length; k += 1) if (classes[k] <= weights) hits[ranks[k]] = 1;
    }
  }
}
