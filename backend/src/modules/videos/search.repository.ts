import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { WindowPostings } from './popular-window';
import type { WeightSet } from './search-query';
import type { SuggestionEntry } from './suggestion-index';
import type { VideoFields } from './video.dto';

/** A video of a page of results, and the relevance tier it was found in. */
export interface SearchRow extends VideoFields {
  tier: number;
}

/**
 * Candidates of a page: a tier's videos in the popular window (ids, already known to match), or its
 * videos beyond the window, found by the tier's query on the vector of its weights and not matched by
 * the queries (tsqueries with weights) of earlier tiers (`excluding`).
 */
export type PagePart =
  | { tier: number; ids: number[] }
  | { tier: number; weights: WeightSet; indexQuery: string; excluding: string[] };

/** How many active videos carry a lexeme of the search vector, per weight class. */
export interface LexemeCounts {
  lexeme: string;
  ndoc_a: number;
  ndoc_ab: number;
  ndoc_abc: number;
  ndoc_all: number;
}

/** What the vocabulary says of a typed word (see VideoSearchService.resolve). */
export interface WordResolution {
  known: boolean;
  /** Letters between the word and the shortest catalogue word starting with it (0: a word itself). */
  completion: number | null;
  corrections: { word: string; similarity: number }[];
}

/**
 * The stored vector restricted to a tier's weights, each with its own GIN index (GIN keeps no weights):
 * an unweighted tsquery on it finds exactly the tier's videos, with no recheck of the rows.
 */
const CLASS_VECTORS: Record<WeightSet, string> = {
  A: "ts_filter(v.search_vector, '{a}')",
  AB: "ts_filter(v.search_vector, '{a,b}')",
  ABC: "ts_filter(v.search_vector, '{a,b,c}')",
  '': 'v.search_vector',
};

/** The columns of a result, named as VideoFields. */
const RESULT_COLUMNS = `v.id, v.youtube_id AS "youtubeId", v.title, v.description,
  v.thumbnail_file AS "thumbnailFile", v.duration, v.duration_seconds AS "durationSeconds",
  v.view_count AS "viewCount", v.published_at AS "publishedAt", v.themes,
  v.scripture_references AS "scriptureReferences", v.channel_title AS "channelTitle"`;

/** The queries of the video search and its suggestions (tables videos and search_*). */
@Injectable()
export class SearchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One statement: the parts in order, stopping once `limit` rows are found, with the rows' columns.
   * Beyond the window (view counts up to `boundary`), a tier's videos are read through the GIN index of
   * its weights, which finds exactly them, and sorted.
   */
  async page(parts: PagePart[], limit: number, boundary: number): Promise<SearchRow[]> {
    if (!parts.length) return [];
    const params: unknown[] = [limit];
    const positions = new Map<string, string>();
    const param = (value: unknown, type: string) => {
      const key = `${type}:${String(value)}`;
      let position = positions.get(key);
      if (!position) {
        params.push(value);
        position = `$${params.length}::${type}`;
        positions.set(key, position);
      }
      return position;
    };
    const branches = parts.map((part) => {
      // Both sides of the boundary as the videos are viewed now: none comes twice, even when its view
      // count crossed the boundary since the window was read.
      const range = (side: string) =>
        `v.is_active AND v.view_count ${side} ${param(boundary, 'int')}`;
      if ('ids' in part)
        return `(SELECT v.id, ${part.tier} AS tier FROM videos v
                 WHERE v.id = ANY(${param(part.ids, 'int[]')}) AND ${range('>')}
                 ORDER BY v.view_count DESC, v.id LIMIT $1)`;
      const earlier = part.excluding.map(
        (query) => `v.search_vector @@ ${param(query, 'tsquery')}`,
      );
      // view_count + 0 keeps the sort off the popularity index.
      return `(SELECT v.id, ${part.tier} AS tier FROM videos v
               WHERE ${range('<=')}
                 AND ${CLASS_VECTORS[part.weights]} @@ ${param(part.indexQuery, 'tsquery')}
                 ${earlier.length ? `AND NOT (${earlier.join(' OR ')})` : ''}
               ORDER BY v.view_count + 0 DESC LIMIT $1)`;
    });
    return (await this.dataSource.query(
      `SELECT ${RESULT_COLUMNS}, hits.tier
       FROM (SELECT id, tier FROM (${branches.join(' UNION ALL ')}) hits LIMIT $1) hits
       JOIN videos v ON v.id = hits.id`,
      params,
    )) as SearchRow[];
  }

  /** The English stems of words, as to_tsquery makes them ("praying" → pray, "the" → none). */
  stems(words: string[]): Promise<{ word: string; stems: string[] }[]> {
    return this.dataSource.query(
      `SELECT w AS word, tsvector_to_array(to_tsvector('english', w)) AS stems
       FROM unnest($1::text[]) AS w`,
      [words],
    );
  }

  /**
   * For each word: whether a vocabulary word starts with it, how many letters the shortest such word
   * adds (only for words of `completionMinLength` letters or more), and its `maxCorrections` nearest
   * vocabulary words by trigram similarity (pg_trgm).
   */
  resolve(
    words: string[],
    maxCorrections: number,
    completionMinLength: number,
  ): Promise<(WordResolution & { word: string })[]> {
    return this.dataSource.query(
      `SELECT q.word,
              EXISTS (SELECT 1 FROM search_words w WHERE w.word >= q.word AND w.word < q.word || '~') AS known,
              CASE WHEN length(q.word) >= $3 THEN
                (SELECT min(length(w.word)) - length(q.word) FROM search_words w
                 WHERE w.word >= q.word AND w.word < q.word || '~') END AS completion,
              (SELECT coalesce(json_agg(json_build_object('word', c.word, 'similarity', c.sim)), '[]')
               FROM (SELECT w.word, similarity(w.word, q.word) AS sim FROM search_words w
                     WHERE w.word % q.word ORDER BY sim DESC, w.frequency DESC LIMIT $2) c) AS corrections
       FROM unnest($1::text[]) AS q(word)`,
      [words, maxCorrections, completionMinLength],
    );
  }

  /** Every lexeme of the active videos' search vectors, with its document counts (search_lexemes). */
  lexemeCounts(): Promise<LexemeCounts[]> {
    return this.dataSource.query(
      'SELECT lexeme, ndoc_a, ndoc_ab, ndoc_abc, ndoc_all FROM search_lexemes',
    );
  }

  async activeVideos(): Promise<number> {
    const [{ total }] = (await this.dataSource.query(
      'SELECT count(*)::int AS total FROM videos WHERE is_active',
    )) as { total: number }[];
    return total;
  }

  /**
   * The most viewed active videos and their lexemes, from one snapshot of the catalogue: those viewed
   * more than the video ranked `size` + 1 (its view count is the boundary; -1 when there is none), so at
   * most `size` of them.
   */
  popularWindow(
    size: number,
  ): Promise<{ ids: number[]; boundary: number; postings: WindowPostings[] }> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [edge] = (await manager.query(
        'SELECT view_count FROM videos WHERE is_active ORDER BY view_count DESC OFFSET $1 LIMIT 1',
        [size],
      )) as { view_count: number }[];
      const boundary = edge?.view_count ?? -1;
      const videos = (await manager.query(
        'SELECT id FROM videos WHERE is_active AND view_count > $1 ORDER BY view_count DESC, id',
        [boundary],
      )) as { id: number }[];
      const postings = (await manager.query(
        `SELECT l.lexeme, array_agg(v.id) AS ids,
                array_agg(CASE WHEN 'A' = ANY(l.weights) THEN 0 WHEN 'B' = ANY(l.weights) THEN 1
                               WHEN 'C' = ANY(l.weights) THEN 2 ELSE 3 END) AS classes
         FROM videos v, unnest(v.search_vector) l
         WHERE v.is_active AND v.view_count > $1
         GROUP BY l.lexeme`,
        [boundary],
      )) as WindowPostings[];
      return { ids: videos.map((v) => v.id), boundary, postings };
    });
  }

  /** The suggestion list (search_suggestions, rebuilt with the vocabulary). */
  suggestions(): Promise<SuggestionEntry[]> {
    return this.dataSource.query(
      'SELECT term, normalized, category, description, rank FROM search_suggestions',
    );
  }
}
