import { Injectable } from '@nestjs/common';
import { ContentChangesService } from '../content-cache/content-changes.service';
import { ContentSnapshot } from '../content-cache/content-snapshot';
import { normalizeSuggestion } from './search-index.service';
import { SearchRepository } from './search.repository';
import { Suggestion, SuggestionIndex } from './suggestion-index';

/** Longest text looked at: suggestions complete what is being typed. */
const MAX_TEXT = 100;

/**
 * Search suggestions from the table search_suggestions (rebuilt by SearchIndexService), held in memory
 * and loaded again after the catalogue changes in any process (ContentChangesService), so typing
 * costs no database round trip.
 */
@Injectable()
export class SuggestionsService {
  private readonly index: ContentSnapshot<SuggestionIndex>;

  constructor(repository: SearchRepository, changes: ContentChangesService) {
    this.index = new ContentSnapshot(
      changes,
      'videos',
      async () => new SuggestionIndex(await repository.suggestions()),
    );
  }

  async suggest(q: string | undefined): Promise<Suggestion[]> {
    const text = normalizeSuggestion(q ?? '')
      .slice(0, MAX_TEXT)
      .trim();
    if (!text) return [];
    return (await this.index.get()).suggest(text);
  }
}
