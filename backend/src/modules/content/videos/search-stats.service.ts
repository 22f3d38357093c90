import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ContentChangesService } from '../cache/content-changes.service';
import type { WeightSet } from './search-query';

/** Per weight class: title only (A), A+B, A+B+C, anywhere. */
export type WeightClass = 0 | 1 | 2 | 3;

export function weightClass(weights: WeightSet): WeightClass {
  return weights === 'A' ? 0 : weights === 'AB' ? 1 : weights === 'ABC' ? 2 : 3;
}

interface LexemeTable {
  total: number;
  /** View counts of the 2000th, … most viewed videos, by window size. */
  boundaries: Map<number, Promise<number>>;
  lexemes: string[];
  ndoc: Int32Array[];
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Document frequencies of the search vector's lexemes (table search_lexemes), held in memory and reloaded
 * after the catalogue changes: exact counts for a lexeme, and the sum over every lexeme with a prefix.
 */
@Injectable()
export class SearchStatsService {
  private table: Promise<LexemeTable> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    changes: ContentChangesService,
  ) {
    changes.onChange((topics) => {
      if (topics.includes('videos')) this.table = undefined;
    });
  }

  async total(): Promise<number> {
    return (await this.load()).total;
  }

  /** The view count below the `window` most viewed active videos (-1 when there are fewer). */
  async popularBoundary(window: number): Promise<number> {
    const table = await this.load();
    let boundary = table.boundaries.get(window);
    if (!boundary) {
      boundary = (
        this.dataSource.query(
          `SELECT view_count FROM videos WHERE is_active ORDER BY view_count DESC OFFSET $1 LIMIT 1`,
          [window],
        ) as Promise<{ view_count: number }[]>
      ).then((rows) => rows[0]?.view_count ?? -1);
      table.boundaries.set(window, boundary);
    }
    return boundary;
  }

  /** Videos carrying the lexeme (or, with prefix, any lexeme starting with it) in the weight class. */
  async documents(lexeme: string, prefix: boolean, weights: WeightClass): Promise<number> {
    const { lexemes, ndoc } = await this.load();
    let low = 0;
    let high = lexemes.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(lexemes[mid], lexeme) < 0) low = mid + 1;
      else high = mid;
    }
    if (!prefix) return lexemes[low] === lexeme ? ndoc[weights][low] : 0;
    let sum = 0;
    for (let i = low; i < lexemes.length && lexemes[i].startsWith(lexeme); i += 1) {
      sum += ndoc[weights][i];
    }
    return sum;
  }

  private load(): Promise<LexemeTable> {
    this.table ??= (async () => {
      const [rows, [{ total }]] = await Promise.all([
        this.dataSource.query(
          'SELECT lexeme, ndoc_a, ndoc_ab, ndoc_abc, ndoc_all FROM search_lexemes',
        ) as Promise<
          { lexeme: string; ndoc_a: number; ndoc_ab: number; ndoc_abc: number; ndoc_all: number }[]
        >,
        this.dataSource.query(
          'SELECT count(*)::int AS total FROM videos WHERE is_active',
        ) as Promise<{ total: number }[]>,
      ]);
      rows.sort((a, b) => compare(a.lexeme, b.lexeme));
      const column = (key: 'ndoc_a' | 'ndoc_ab' | 'ndoc_abc' | 'ndoc_all') =>
        Int32Array.from(rows, (r) => r[key]);
      return {
        total,
        boundaries: new Map(),
        lexemes: rows.map((r) => r.lexeme),
        ndoc: [column('ndoc_a'), column('ndoc_ab'), column('ndoc_abc'), column('ndoc_all')],
      };
    })().catch((error: unknown) => {
      this.table = undefined;
      throw error;
    });
    return this.table;
  }
}
