import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Keeps two processes (an API seeding, a worker syncing) from rebuilding at the same time. */
const REBUILD_LOCK = 727_201;

/** A suggestion written as it is (topics, their words, Bible books). */
export interface SuggestionRow {
  term: string;
  normalized: string;
  category: string;
  description: string;
  rank: number;
}

/** The writes of the search vocabulary, lexeme statistics and suggestions (tables search_*). */
@Injectable()
export class SearchIndexRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** True when there are no suggestions, or active videos without a vocabulary or lexeme counts. */
  async isMissing(): Promise<boolean> {
    const [{ missing }] = (await this.dataSource.query(
      `SELECT NOT EXISTS (SELECT 1 FROM search_suggestions) OR
              (EXISTS (SELECT 1 FROM videos WHERE is_active) AND
               (NOT EXISTS (SELECT 1 FROM search_words) OR NOT EXISTS (SELECT 1 FROM search_lexemes)))
              AS missing`,
    )) as { missing: boolean }[];
    return missing;
  }

  /**
   * Rebuilds the three tables from the active videos in one transaction: the vocabulary from titles,
   * themes and tags plus `lexicon`; the lexeme counts per weight class (ts_stat); the suggestions from
   * `suggestions`, then the themes not already offered, then the `titles` most watched titles.
   */
  async rebuild(lexicon: string[], suggestions: SuggestionRow[], titles: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [REBUILD_LOCK]);
      await manager.query('DELETE FROM search_words');
      await manager.query(
        `INSERT INTO search_words (word, frequency)
         SELECT word, count(*) FROM videos v,
           LATERAL unnest(regexp_split_to_array(lower(v.title || ' ' || array_to_string(v.themes, ' ')
             || ' ' || array_to_string(v.tags, ' ')), '[^a-z0-9]+')) AS word
         WHERE v.is_active AND length(word) BETWEEN 3 AND 64
         GROUP BY word`,
      );
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
      await manager.query(
        `INSERT INTO search_suggestions (term, normalized, category, description, rank)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::real[])`,
        [
          suggestions.map((r) => r.term),
          suggestions.map((r) => r.normalized),
          suggestions.map((r) => r.category),
          suggestions.map((r) => r.description),
          suggestions.map((r) => r.rank),
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
        [titles],
      );
    });
  }
}
