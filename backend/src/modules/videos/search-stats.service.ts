import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ContentChangesService } from '../content-cache/content-changes.service';
import { ContentSnapshot } from '../content-cache/content-snapshot';
import { lowerBound, PopularWindow } from './popular-window';
import type { WeightSet } from './search-query';
import { SearchRepository } from './search.repository';

/** Per weight class: title only (A), A+B, A+B+C, anywhere. */
export type WeightClass = 0 | 1 | 2 | 3;

export function weightClass(weights: WeightSet): WeightClass {
  return weights === 'A' ? 0 : weights === 'AB' ? 1 : weights === 'ABC' ? 2 : 3;
}

interface LexemeTable {
  total: number;
  lexemes: string[];
  ndoc: Int32Array[];
  window: PopularWindow;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Document frequencies of the search vector's lexemes (table search_lexemes), held in memory and reloaded
 * after the catalogue changes: exact counts for a lexeme, and the sum over every lexeme with a prefix.
 * With them, the search vectors of the most viewed videos (PopularWindow, SEARCH_WINDOW_VIDEOS).
 */
@Injectable()
export class SearchStatsService {
  private readonly table: ContentSnapshot<LexemeTable>;
  private readonly windowVideos: number;

  constructor(
    private readonly repository: SearchRepository,
    changes: ContentChangesService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.windowVideos = config.searchWindowVideos;
    this.table = new ContentSnapshot(changes, 'videos', () => this.read());
  }

  async total(): Promise<number> {
    return (await this.table.get()).total;
  }

  async window(): Promise<PopularWindow> {
    return (await this.table.get()).window;
  }

  /** Videos carrying the lexeme (or, with prefix, any lexeme starting with it) in the weight class. */
  async documents(lexeme: string, prefix: boolean, weights: WeightClass): Promise<number> {
    const { lexemes, ndoc } = await this.table.get();
    const low = lowerBound(lexemes, lexeme);
    if (!prefix) return lexemes[low] === lexeme ? ndoc[weights][low] : 0;
    let sum = 0;
    for (let i = low; i < lexemes.length && lexemes[i].startsWith(lexeme); i += 1) {
      sum += ndoc[weights][i];
    }
    return sum;
  }

  /** The lexemes of the active videos that start with `prefix`, or undefined when more than `max`. */
  async lexemesStartingWith(prefix: string, max: number): Promise<string[] | undefined> {
    const { lexemes } = await this.table.get();
    const found: string[] = [];
    for (let i = lowerBound(lexemes, prefix); i < lexemes.length; i += 1) {
      if (!lexemes[i].startsWith(prefix)) break;
      if (found.push(lexemes[i]) > max) return undefined;
    }
    return found;
  }

  private read(): Promise<LexemeTable> {
    return (async () => {
      const [rows, total, window] = await Promise.all([
        this.repository.lexemeCounts(),
        this.repository.activeVideos(),
        this.loadWindow(),
      ]);
      rows.sort((a, b) => compare(a.lexeme, b.lexeme));
      const column = (key: 'ndoc_a' | 'ndoc_ab' | 'ndoc_abc' | 'ndoc_all') =>
        Int32Array.from(rows, (r) => r[key]);
      return {
        total,
        lexemes: rows.map((r) => r.lexeme),
        ndoc: [column('ndoc_a'), column('ndoc_ab'), column('ndoc_abc'), column('ndoc_all')],
        window,
      };
    })();
  }

  /** The most viewed videos and their lexemes, from one snapshot of the catalogue. */
  private async loadWindow(): Promise<PopularWindow> {
    const { ids, boundary, postings } = await this.repository.popularWindow(this.windowVideos);
    return new PopularWindow(ids, boundary, postings);
  }
}
