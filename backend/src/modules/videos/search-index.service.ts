import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEvents } from '../../common/events/domain-events';
import { ContentChangesService } from '../content-cache/content-changes.service';
import { BIBLE_BOOKS } from './bible-books';
import { SearchIndexRepository, SuggestionRow } from './search-index.repository';
import { foldText } from './search-query';
import { TOPICS } from './topics';

/** Titles offered as suggestions: the most watched ones. */
const TITLE_SUGGESTIONS = 1000;

export function normalizeSuggestion(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Rebuilds the search vocabulary (for typo correction) and the suggestion list from the catalogue and
 * the topic lexicon. Run after every sync or seed; cheap enough for 100,000 videos (one pass in SQL).
 */
@Injectable()
export class SearchIndexService {
  private readonly logger = new Logger(SearchIndexService.name);

  constructor(
    private readonly repository: SearchIndexRepository,
    private readonly changes: ContentChangesService,
    private readonly events: EventEmitter2,
  ) {}

  /** Refreshes when the vocabulary is missing while there are videos (e.g. rows loaded in bulk). */
  async refreshIfMissing(): Promise<void> {
    if (await this.repository.isMissing()) await this.refresh();
  }

  async refresh(): Promise<void> {
    const started = Date.now();
    const lexicon = [
      ...TOPICS.flatMap((t) => [...t.words, ...normalizeSuggestion(t.term).split(' ')]),
      ...BIBLE_BOOKS.flatMap((b) => normalizeSuggestion(b.name).split(' ')),
    ].filter((w) => w.length >= 3);
    await this.repository.rebuild(lexicon, fixedSuggestions(), TITLE_SUGGESTIONS);
    await this.changes.publish('videos');
    this.logger.log(`Search vocabulary and suggestions rebuilt in ${Date.now() - started} ms`);
    await this.events.emitAsync(DomainEvents.videoCatalogChanged);
  }
}

/** The suggestions that do not depend on the catalogue: the topics, their other words, Bible books. */
function fixedSuggestions(): SuggestionRow[] {
  const rows: Omit<SuggestionRow, 'normalized'>[] = [];
  TOPICS.forEach((topic, i) => {
    rows.push({
      term: topic.term,
      category: 'topic',
      description: topic.description,
      rank: 1000 - i,
    });
    for (const word of topic.words.slice(1)) {
      // Plurals and short forms of the topic's own word add nothing to the list.
      if (word.length < 4 || word.startsWith(topic.words[0])) continue;
      const term = word[0].toUpperCase() + word.slice(1);
      rows.push({
        term,
        category: 'topic',
        description: `${topic.term}: ${topic.description}`,
        rank: 500 - i,
      });
    }
  });
  BIBLE_BOOKS.forEach((book, i) =>
    rows.push({
      term: book.name,
      category: 'book',
      description: `Book of the ${book.testament} Testament`,
      rank: 100 - i / 100,
    }),
  );
  return rows.map((row) => ({ ...row, normalized: normalizeSuggestion(row.term) }));
}
