import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { ContentChangesService } from '../cache/content-changes.service';
import { Video } from '../entities/video.entity';
import { normalizeSuggestion } from './search-index.service';
import { parseQuery, QueryGroup, toTsQueryText, WeightSet } from './search-query';
import { topicsOfWord } from './topics';
import { SearchSuggestionDto, toVideoResponse, VideoDto } from './video.dto';

interface Tier {
  mode: 'all' | 'any';
  weights: WeightSet;
  score: number;
}

/** Where the query matched decides the score: title, then themes and passages, tags and books, description. */
const FIELD_TIERS: [WeightSet, number][] = [
  ['A', 1],
  ['AB', 0.85],
  ['ABC', 0.7],
  ['', 0.45],
];
/** Matching only some of several groups halves the score. */
const PARTIAL_FACTOR = 0.5;
const MAX_CORRECTIONS = 2;
const MAX_SUGGESTIONS = 8;

interface WordResolution {
  known: boolean;
  corrections: { word: string; similarity: number }[];
}

/**
 * Video search. Results come in relevance tiers (all groups in the title, in themes or passages, …, then
 * some groups), each tier most viewed first, so a page is found by walking the popularity index or a GIN
 * bitmap, never by ranking every match; relevanceScore is the tier's score times a typo factor, so it
 * never increases down the list.
 */
@Injectable()
export class VideoSearchService {
  private readonly resolutions = new Map<string, WordResolution>();

  constructor(
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    @InjectDataSource() private readonly dataSource: DataSource,
    changes: ContentChangesService,
  ) {
    changes.onChange((topics) => {
      if (topics.includes('videos')) this.resolutions.clear();
    });
  }

  async list(maxResults: number, q?: string): Promise<VideoDto[]> {
    const text = q?.trim();
    if (!text) return this.popular(maxResults);
    return this.search(text, maxResults);
  }

  /** Most watched first: the list without a query. */
  async popular(limit: number): Promise<VideoDto[]> {
    const rows = await this.videos.find({
      where: { isActive: true },
      order: { viewCount: 'DESC', id: 'ASC' },
      take: limit,
    });
    return rows.map((video) => toVideoResponse(video));
  }

  async search(text: string, limit: number): Promise<VideoDto[]> {
    const { groups } = parseQuery(text);
    if (!groups.length) return [];
    const { corrected, factor } = await this.correctTypos(groups);
    const tiers = this.tiersFor(corrected.length);
    const params: unknown[] = [limit];
    const conditions: string[] = [];
    const branches = tiers.map((tier, i) => {
      params.push(toTsQueryText(corrected, tier.mode, tier.weights));
      const query = `to_tsquery('english', $${params.length})`;
      const condition = tier.weights
        ? `ts_filter(v.search_vector, '{a,b,c}') @@ ${query}`
        : `v.search_vector @@ ${query}`;
      // Earlier tiers are excluded with the plain vector (same truth for weight-restricted queries).
      const excluded = conditions.length ? ` AND NOT (${conditions.join(' OR ')})` : '';
      conditions.push(`v.search_vector @@ ${query}`);
      return `(SELECT v.id, ${i} AS tier FROM videos v
               WHERE v.is_active AND ${condition}${excluded}
               ORDER BY v.view_count DESC LIMIT $1)`;
    });
    const hits = (await this.dataSource.query(
      `SELECT id, tier FROM (${branches.join(' UNION ALL ')}) hits LIMIT $1`,
      params,
    )) as { id: number; tier: number }[];
    if (!hits.length) return [];
    const tierOf = new Map(hits.map((h) => [h.id, h.tier]));
    const rows = await this.videos.findBy({ id: In(hits.map((h) => h.id)) });
    return rows
      .map((video) => ({ video, tier: tierOf.get(video.id) ?? 0 }))
      .sort(
        (a, b) =>
          a.tier - b.tier || b.video.viewCount - a.video.viewCount || a.video.id - b.video.id,
      )
      .map(({ video, tier }) => toVideoResponse(video, round(tiers[tier].score * factor)));
  }

  /** Up to 8 suggestions: prefix matches first (topics, books, themes, titles), then similar terms. */
  async suggest(q: string | undefined): Promise<SearchSuggestionDto[]> {
    const text = normalizeSuggestion(q ?? '').slice(0, 100);
    if (!text) return [];
    const rows = (await this.dataSource.query(
      `SELECT term, description, category FROM (
         SELECT term, description, category, rank,
                (normalized >= $1 AND normalized < $1 || '~') OR (' ' || normalized) LIKE '% ' || $1 || '%' AS prefix,
                round(word_similarity($1, normalized)::numeric, 1) AS similarity,
                CASE category WHEN 'topic' THEN 4 WHEN 'book' THEN 3 WHEN 'theme' THEN 2 ELSE 1 END AS priority,
                normalized
         FROM search_suggestions
         WHERE (normalized >= $1 AND normalized < $1 || '~') OR $1 <% normalized
       ) s
       ORDER BY prefix DESC, CASE WHEN prefix THEN 0 ELSE similarity END DESC, priority DESC, rank DESC, term
       LIMIT $2`,
      [text, MAX_SUGGESTIONS * 2],
    )) as SearchSuggestionDto[];
    const seen = new Set<string>();
    return rows
      .filter((row) => {
        const key = row.term.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, MAX_SUGGESTIONS)
      .map((row) => ({ term: row.term, description: row.description, category: row.category }));
  }

  private tiersFor(groupCount: number): Tier[] {
    const tiers: Tier[] = FIELD_TIERS.map(([weights, score]) => ({ mode: 'all', weights, score }));
    if (groupCount > 1) {
      for (const [weights, score] of FIELD_TIERS)
        tiers.push({ mode: 'any', weights, score: score * PARTIAL_FACTOR });
    }
    // Stable: equal scores keep the order above (all groups before some).
    return tiers.sort((a, b) => b.score - a.score);
  }

  /**
   * Words that are neither a catalogue word nor the start of one are searched as their nearest catalogue
   * words by trigram similarity (pg_trgm): "sabath" → sabbath (and, through its topic, shabbat).
   */
  private async correctTypos(
    groups: QueryGroup[],
  ): Promise<{ corrected: QueryGroup[]; factor: number }> {
    const typed = groups.map((g) => g.typed).filter((w): w is string => !!w);
    const unresolved = typed.filter((w) => !this.resolutions.has(w));
    if (unresolved.length) {
      const rows = (await this.dataSource.query(
        `SELECT q.word,
                EXISTS (SELECT 1 FROM search_words w WHERE w.word >= q.word AND w.word < q.word || '~') AS known,
                (SELECT coalesce(json_agg(json_build_object('word', c.word, 'similarity', c.sim)), '[]')
                 FROM (SELECT w.word, similarity(w.word, q.word) AS sim FROM search_words w
                       WHERE w.word % q.word ORDER BY sim DESC, w.frequency DESC LIMIT $2) c) AS corrections
         FROM unnest($1::text[]) AS q(word)`,
        [unresolved, MAX_CORRECTIONS],
      )) as { word: string; known: boolean; corrections: { word: string; similarity: number }[] }[];
      for (const row of rows) {
        if (this.resolutions.size > 10_000) this.resolutions.clear();
        this.resolutions.set(row.word, { known: row.known, corrections: row.corrections });
      }
    }
    let factor = 1;
    const corrected = groups.map((group) => {
      const resolution = group.typed ? this.resolutions.get(group.typed) : undefined;
      if (!resolution || resolution.known || !resolution.corrections.length) return group;
      const best = Math.max(...resolution.corrections.map((c) => c.similarity));
      factor = Math.min(factor, 0.6 + 0.4 * best);
      const words = resolution.corrections.flatMap((c) => [
        c.word,
        ...topicsOfWord(c.word).flatMap((t) => t.words),
      ]);
      return { ...group, words: [...new Set([...group.words, ...words])] };
    });
    return { corrected, factor };
  }
}

function round(score: number): number {
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
}
