import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ContentChangesService } from '../cache/content-changes.service';
import { BIBLE_BOOKS } from './bible-books';
import { foldText } from './search-query';
import { TOPICS } from './topics';

const REFRESH_LOCK = 727_201;
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: ContentChangesService,
  ) {}

  /** Refreshes when the vocabulary is missing while there are videos (e.g. rows loaded in bulk). */
  async refreshIfMissing(): Promise<void> {
    const [{ missing }] = (await this.dataSource.query(
      `SELECT NOT EXISTS (SELECT 1 FROM search_suggestions) OR
              (EXISTS (SELECT 1 FROM videos WHERE is_active) AND
               (NOT EXISTS (SELECT 1 FROM search_words) OR NOT EXISTS (SELECT 1 FROM search_lexemes)))
              AS missing`,
    )) as { missing: boolean }[];
    if (missing) await this.refresh();
  }

  async refresh(): Promise<void> {
    const started = Date.now();
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [REFRESH_LOCK]);
      await manager.query('DELETE FROM search_words');
      await manager.query(
        `INSERT INTO search_words (word, frequency)
         SELECT word, count(*) FROM videos v,
           LATERAL unnest(regexp_split_to_array(lower(v.title || ' ' || array_to_string(v.themes, ' ')
             || ' ' || array_to_string(v.tags, ' ')), '[^a-z0-9]+')) AS word
         WHERE v.is_active AND length(word) BETWEEN 3 AND 64
         GROUP BY word`,
      );
      const lexicon = [
        ...TOPICS.flatMap((t) => [...t.words, ...normalizeSuggestion(t.term).split(' ')]),
        ...BIBLE_BOOKS.flatMap((b) => normalizeSuggestion(b.name).split(' ')),
      ].filter((w) => w.length >= 3);
      await manager.query(
        `INSERT INTO search_words (word, frequency) SELECT DISTINCT unnest($1::text[]), 1
         ON CONFLICT (word) DO NOTHING`,
        [lexicon],
      );

      await manager.query('DELETE FROM search_lexemes');
      await manager.query(
        `INSERT INTO search_lexemes (lexeme, ndoc_a, ndoc_ab, ndoc_abc, ndoc_all)
         SELECT s.word, coalesce(a.ndoc, 0), coalesce(ab.ndoc, 0), coalesce(abc.ndoc, 0), s.ndoc
         FROM ts_stat('SELECT search_vector FROM videos WHERE is_active') s
         LEFT JOIN ts_stat('SELECT search_vector FROM videos WHERE is_active', 'a') a USING (word)
         LEFT JOIN ts_stat('SELECT search_vector FROM videos WHERE is_active', 'ab') ab USING (word)
         LEFT JOIN ts_stat('SELECT search_vector FROM videos WHERE is_active', 'abc') abc USING (word)
         WHERE length(s.word) <= 256`,
      );

      await manager.query('DELETE FROM search_suggestions');
      const rows: { term: string; category: string; description: string; rank: number }[] = [];
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
      await manager.query(
        `INSERT INTO search_suggestions (term, normalized, category, description, rank)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::real[])`,
        [
          rows.map((r) => r.term),
          rows.map((r) => normalizeSuggestion(r.term)),
          rows.map((r) => r.category),
          rows.map((r) => r.description),
          rows.map((r) => r.rank),
        ],
      );
      // Themes not already offered as topics, and the most watched titles.
      await manager.query(
        `INSERT INTO search_suggestions (term, normalized, category, description, rank)
         SELECT min(theme), n, 'theme', 'Theme of ' || count(*) || CASE WHEN count(*) = 1 THEN ' teaching' ELSE ' teachings' END, count(*)
         FROM (SELECT theme, trim(regexp_replace(lower(theme), '[^a-z0-9]+', ' ', 'g')) AS n
               FROM videos, unnest(themes) AS theme WHERE is_active) t
         WHERE n <> '' AND NOT EXISTS (SELECT 1 FROM search_suggestions s WHERE s.normalized = t.n)
         GROUP BY n`,
      );
      await manager.query(
        `INSERT INTO search_suggestions (term, normalized, category, description, rank)
         SELECT DISTINCT ON (n) title, n, 'title', 'Teaching, ' || duration, view_count
         FROM (SELECT title, duration, view_count, trim(regexp_replace(lower(title), '[^a-z0-9]+', ' ', 'g')) AS n
               FROM videos WHERE is_active ORDER BY view_count DESC LIMIT $1) t
         WHERE n <> ''
         ORDER BY n, view_count DESC`,
        [TITLE_SUGGESTIONS],
      );
    });
    await this.changes.publish('videos');
    this.logger.log(`Search vocabulary and suggestions rebuilt in ${Date.now() - started} ms`);
  }
}
