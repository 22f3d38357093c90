import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ContentChangesService } from '../cache/content-changes.service';
import { normalizeSuggestion } from './search-index.service';
import { Suggestion, SuggestionEntry, SuggestionIndex } from './suggestion-index';

/** Longest text looked at: suggestions complete what is being typed. */
const MAX_TEXT = 100;

/**
 * Search suggestions from the table search_suggestions (rebuilt by SearchIndexService), held in memory
 * and loaded again after the catalogue changes in any process (ContentChangesService), so typing
 * costs no database round trip.
 */
@Injectable()
export class SuggestionsService {
  private index: Promise<SuggestionIndex> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    changes: ContentChangesService,
  ) {
    changes.onChange((topics) => {
      if (topics.includes('videos')) this.index = undefined;
    });
  }

  async suggest(q: string | undefined): Promise<Suggestion[]> {
    const text = normalizeSuggestion(q ?? '')
      .slice(0, MAX_TEXT)
      .trim();
    if (!text) return [];
    return (await this.load()).suggest(text);
  }

  private load(): Promise<SuggestionIndex> {
    if (!this.index) {
      const loading = this.dataSource
        .query(`SELECT term, normalized, category, description, rank FROM search_suggestions`)
        .then((rows: SuggestionEntry[]) => new SuggestionIndex(rows));
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (this.index === loading) this.index = undefined;
      });
      this.index = loading;
    }
    return this.index;
  }
}
