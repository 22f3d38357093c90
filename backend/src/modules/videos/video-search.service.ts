import { Injectable } from '@nestjs/common';
import { ContentChangesService } from '../content-cache/content-changes.service';
import {
  foldText,
  Operand,
  parseQuery,
  QueryGroup,
  Strength,
  tsQueryOf,
  WeightSet,
} from './search-query';
import { PagePart, SearchRepository, SearchRow, WordResolution } from './search.repository';
import { SearchStatsService, WeightClass, weightClass } from './search-stats.service';
import { aliasesOf, closerTopicWord, CORRECTION_MIN_LENGTH, topicsOfWord } from './topics';
import { toVideoResponse, VideoDto } from './video.dto';
import { VideosRepository } from './videos.repository';

/** A relevance tier: videos with all of `groups` (indices) in the fields of `weights`. */
interface Tier {
  groups: number[];
  strength: Strength;
  weights: WeightSet;
  score: number;
}

interface TierPlan extends Tier {
  /** Each group's alternatives as to_tsquery reads them, for the popular window. */
  operands: Operand[][];
  /** The tsquery (its input syntax) with the tier's weights, for the stored vector. */
  query: string;
  /**
   * The same as a tsquery without weights, for the vector filtered to them (CLASS_VECTORS), with the
   * prefixes spelt out as the catalogue's lexemes starting with them (see spell).
   */
  indexQuery: string;
}

/** Candidates of the page: a tier's videos in the popular window (ids), or those beyond it. */
interface Part {
  tier: number;
  ids?: number[];
}

/** Parts asked together until they are expected to hold this many pages. */
const BATCH_MARGIN = 4;
/** A prefix matching up to this many of the catalogue's lexemes is searched as those lexemes. */
const MAX_PREFIX_LEXEMES = 16;

/** Where the query matched decides the score: title, then themes and passages, tags and books, description. */
const FIELD_TIERS: [WeightSet, number][] = [
  ['A', 1],
  ['AB', 0.85],
  ['ABC', 0.7],
  ['', 0.45],
];
/**
 * A match through a topic's other words (Passover for Sukkot), not the words asked for or their
 * aliases: below the words themselves in tags (a sibling topic is related, the topic itself the answer).
 */
const RELATED_FACTOR = 0.6;
/**
 * Matching one of several groups: this times the group's share of the query's information (its inverse
 * document frequency over the sum of theirs), so a rare word ("anxious") counts for more than a topic.
 */
const PARTIAL_FACTOR = 0.7;
const MAX_CORRECTIONS = 2;

/** A page of results, and the text searched instead of the one asked for, if any ("fath" → "faith"). */
export interface VideoPage {
  videos: VideoDto[];
  correctedQuery?: string;
}

/**
 * Video search. Results come in relevance tiers (all groups in the title, in themes or passages, …, then
 * some groups), each tier most viewed first, never by ranking every match: the tiers' videos among the
 * most viewed are found in memory (PopularWindow), the others, when those do not fill the page, by a
 * GIN bitmap of the tier's weights. relevanceScore is the tier's score times a typo factor, so it never
 * increases down the list.
 */
@Injectable()
export class VideoSearchService {
  private readonly resolutions = new Map<string, WordResolution>();
  private readonly stems = new Map<string, string[]>();

  constructor(
    private readonly videos: VideosRepository,
    private readonly repository: SearchRepository,
    private readonly stats: SearchStatsService,
    changes: ContentChangesService,
  ) {
    changes.onChange((topics) => {
      if (topics.includes('videos')) this.resolutions.clear();
    });
  }

  /**
   * The list the API answers: most watched without a query; with one, its results, or (unless
   * `correct` is false) those of the topic it most likely meant, saying so (see correction).
   */
  async list(maxResults: number, q?: string, correct = true): Promise<VideoPage> {
    const text = q?.trim();
    if (!text) return { videos: await this.popular(maxResults) };
    const correctedQuery = correct ? await this.correction(text) : undefined;
    return { videos: await this.search(correctedQuery ?? text, maxResults), correctedQuery };
  }

  /**
   * The query with its words that are closer to a topic word than to the catalogue words they start
   * replaced by that topic word ("fath" → "faith": searched as typed it only finds Father titles), or
   * undefined when nothing needs replacing.
   */
  async correction(text: string): Promise<string | undefined> {
    const { groups } = parseQuery(text);
    await this.resolve(groups);
    let corrected = text;
    let changed = false;
    for (const { typed } of groups) {
      const resolution = typed ? this.resolutions.get(typed) : undefined;
      if (!typed || !resolution?.known || resolution.completion === null) continue;
      const topicWord = closerTopicWord(typed, resolution.completion);
      if (!topicWord) continue;
      // typed is [a-z]{3,}: nothing to escape.
      const word = `(?<![\\p{L}\\p{N}])${typed}(?![\\p{L}\\p{N}])`;
      // Accents folded away by parseQuery may hide the word in the text as typed.
      const source = new RegExp(word, 'iu').test(corrected) ? corrected : foldText(corrected);
      corrected = source.replace(new RegExp(word, 'giu'), topicWord);
      changed = true;
    }
    return changed ? corrected : undefined;
  }

  /** Most watched first: the list without a query. */
  async popular(limit: number): Promise<VideoDto[]> {
    const rows = await this.videos.mostWatched(limit);
    return rows.map((video) => toVideoResponse(video));
  }

  async search(text: string, limit: number): Promise<VideoDto[]> {
    const { groups } = parseQuery(text);
    if (!groups.length) return [];
    const { corrected, factor } = await this.correctTypos(groups);
    const [plans, window, total] = await Promise.all([
      this.plan(corrected),
      this.stats.window(),
      this.stats.total(),
    ]);
    // Videos beyond the window per video in it: a tier's share of the window estimates the rest.
    const beyondRatio = window.size ? Math.max(0, total - window.size) / window.size : 0;
    // Each video of the window belongs to the first tier it matches.
    const taken = new Uint8Array(window.size);
    const rows: SearchRow[] = [];
    let next = 0;
    while (next < plans.length && rows.length < limit) {
      const needed = limit - rows.length;
      const parts: Part[] = [];
      let sure = 0;
      let expected = 0;
      // Parts in page order, until those of the window fill the page or all are likely to.
      for (; next < plans.length && sure < needed && expected < needed * BATCH_MARGIN; next += 1) {
        const plan = plans[next];
        const hits = window.match(plan.operands, 'all', weightClass(plan.weights));
        const ids: number[] = [];
        let count = 0;
        for (let rank = 0; rank < window.size; rank += 1) {
          if (!hits[rank] || taken[rank]) continue;
          taken[rank] = 1;
          count += 1;
          if (ids.length < needed) ids.push(window.ids[rank]);
        }
        if (ids.length) parts.push({ tier: next, ids });
        sure += count;
        expected += count;
        // The tier's videos beyond the window, when those in it do not fill the page: few, since the
        // window (a sample of the catalogue) holds few of them.
        if (sure >= needed || window.boundary < 0) continue;
        parts.push({ tier: next });
        expected += count * beyondRatio;
      }
      rows.push(...(await this.fetch(plans, parts, needed, window.boundary)));
    }
    return rows
      .sort((a, b) =>
        plans[a.tier].score - plans[b.tier].score === 0
          ? b.viewCount - a.viewCount || a.id - b.id
          : plans[b.tier].score - plans[a.tier].score,
      )
      .map((row) => toVideoResponse(row, round(plans[row.tier].score * factor)));
  }

  /**
   * The tiers worth asking, with the videos each can match (an upper estimate from the lexeme
   * statistics) and their groups as the database reads them.
   */
  private async plan(asked: QueryGroup[]): Promise<TierPlan[]> {
    const total = Math.max(1, await this.stats.total());
    const stems = await this.stemsOf(
      asked.flatMap((g) => [...g.words, ...g.aliases, ...g.synonyms, ...g.lexemes]),
    );
    const stemsOf = (words: string[]) => words.flatMap((w) => stems.get(w) ?? []);
    // Groups of English stop words only ("against") ask for nothing.
    const groups = asked.filter(
      (g) => stemsOf([...g.words, ...g.aliases, ...g.synonyms, ...g.lexemes]).length,
    );
    const counted = new Map<string, number>();
    const groupDocs = async (group: QueryGroup, strength: Strength, weights: WeightClass) => {
      const key = `${groups.indexOf(group)}:${strength}:${weights}`;
      const known = counted.get(key);
      if (known !== undefined) return known;
      let sum = 0;
      for (const stem of stemsOf(group.words))
        sum += await this.stats.documents(stem, true, weights);
      const exact = [...group.aliases, ...(strength === 'related' ? group.synonyms : [])];
      for (const stem of stemsOf(exact)) sum += await this.stats.documents(stem, false, weights);
      for (const lexeme of group.lexemes) sum += await this.stats.documents(lexeme, false, weights);
      counted.set(key, Math.min(total, sum));
      return Math.min(total, sum);
    };
    // As to_tsquery('english', …) reads toTsQueryText: each word stemmed, stop words left out.
    const operandsOf = (strength: Strength) =>
      groups.map((group) => [
        ...stemsOf(group.words).map((lexeme) => ({ lexeme, prefix: true })),
        ...stemsOf([...group.aliases, ...(strength === 'related' ? group.synonyms : [])]).map(
          (lexeme) => ({ lexeme, prefix: false }),
        ),
        // Reference lexemes are indexed as they are (simple): the English stemmer would make
        // refromans refroman.
        ...group.lexemes.map((lexeme) => ({ lexeme, prefix: false })),
      ]);
    const operands = { exact: operandsOf('exact'), related: operandsOf('related') };
    const spell = async (list: Operand[][]) =>
      Promise.all(
        list.map(async (group) => (await Promise.all(group.map((o) => this.spell(o)))).flat()),
      );
    const spelt = { exact: await spell(operands.exact), related: await spell(operands.related) };
    // Each group's share of the query's information, for the tiers of some groups: how rare it is
    // outside descriptions, whose boilerplate ("Join us for Shabbat Fellowship") names no subject.
    const information = await Promise.all(
      groups.map(async (g) => Math.log(1 + total / (1 + (await groupDocs(g, 'related', 2)))) || 0),
    );
    const sum = information.reduce((a, b) => a + b, 0) || 1;
    const plans: TierPlan[] = [];
    for (const tier of this.tiersFor(
      groups,
      information.map((i) => i / sum),
    )) {
      const perGroup = await Promise.all(
        tier.groups.map((i) => groupDocs(groups[i], tier.strength, weightClass(tier.weights))),
      );
      // An upper bound: all groups match at most as often as the rarest.
      if (Math.min(...perGroup) === 0) continue;
      plans.push({
        ...tier,
        operands: tier.groups.map((i) => operands[tier.strength][i]),
        query: tsQueryOf(
          tier.groups.map((i) => operands[tier.strength][i]),
          'all',
          tier.weights,
        ),
        indexQuery: tsQueryOf(
          tier.groups.map((i) => spelt[tier.strength][i]),
          'all',
          '',
        ),
      });
    }
    return plans;
  }

  /**
   * The parts in order, stopping once `limit` rows are found (one statement). Beyond the window (view
   * counts up to `boundary`), a tier's videos are those its query finds and no earlier tier's does.
   */
  private fetch(
    plans: TierPlan[],
    parts: Part[],
    limit: number,
    boundary: number,
  ): Promise<SearchRow[]> {
    const pageParts = parts.map(({ tier, ids }): PagePart => {
      if (ids) return { tier, ids };
      const plan = plans[tier];
      const excluding = widestOf(plans.slice(0, tier)).map((p) => p.query);
      return { tier, weights: plan.weights, indexQuery: plan.indexQuery, excluding };
    });
    return this.repository.page(pageParts, limit, boundary);
  }

  /**
   * A prefix as the catalogue's lexemes starting with it, when they are few. GIN reads every video of
   * every lexeme a prefix matches before it can intersect groups, while whole lexemes it intersects by
   * skipping: 'humility and fasting' in titles and themes read 11,000 videos with prefixes, 179 without.
   * The lexemes come from search_lexemes, rebuilt after every sync and seed like the typo vocabulary.
   */
  private async spell(operand: Operand): Promise<Operand[]> {
    if (!operand.prefix) return [operand];
    const lexemes = await this.stats.lexemesStartingWith(operand.lexeme, MAX_PREFIX_LEXEMES);
    if (!lexemes) return [operand];
    return [...new Set([operand.lexeme, ...lexemes])].map((lexeme) => ({ lexeme, prefix: false }));
  }

  /** The English stems of words (as to_tsquery makes them), cached: "praying" → pray, "the" → none. */
  private async stemsOf(words: string[]): Promise<Map<string, string[]>> {
    const missing = [...new Set(words)].filter((w) => !this.stems.has(w));
    if (missing.length) {
      const rows = await this.repository.stems(missing);
      if (this.stems.size > 50_000) this.stems.clear();
      for (const row of rows) this.stems.set(row.word, row.stems);
    }
    return new Map(words.map((w) => [w, this.stems.get(w) ?? []]));
  }

  /** Looks up, once per vocabulary, whether typed words are known, how far their completions are, and their nearest words. */
  private async resolve(groups: QueryGroup[]): Promise<void> {
    const typed = groups.map((g) => g.typed).filter((w): w is string => !!w);
    const unresolved = [...new Set(typed.filter((w) => !this.resolutions.has(w)))];
    if (!unresolved.length) return;
    // The shortest completion only matters for words long enough to be corrected (closerTopicWord).
    const rows = await this.repository.resolve(unresolved, MAX_CORRECTIONS, CORRECTION_MIN_LENGTH);
    for (const { word, known, completion, corrections } of rows) {
      if (this.resolutions.size > 10_000) this.resolutions.clear();
      this.resolutions.set(word, { known, completion, corrections });
    }
  }

  /**
   * All groups in the title, as asked (words, aliases) then through their synonyms, then in themes
   * and passages, …; with several groups, then each group alone, scored by its share of the query.
   */
  private tiersFor(groups: QueryGroup[], shares: number[]): Tier[] {
    const all = groups.map((_, i) => i);
    const related = groups.some((g) => g.synonyms.length);
    const tiers: Tier[] = [];
    for (const [weights, score] of FIELD_TIERS) {
      tiers.push({ groups: all, strength: 'exact', weights, score });
      if (related)
        tiers.push({ groups: all, strength: 'related', weights, score: score * RELATED_FACTOR });
    }
    if (groups.length > 1) {
      for (const [weights, score] of FIELD_TIERS)
        groups.forEach((_, i) =>
          tiers.push({
            groups: [i],
            strength: 'related',
            weights,
            score: score * PARTIAL_FACTOR * shares[i],
          }),
        );
    }
    // Stable: equal scores keep the order above.
    return tiers.sort((a, b) => b.score - a.score);
  }

  /**
   * Words that are neither a catalogue word nor the start of one are searched as their nearest catalogue
   * words by trigram similarity (pg_trgm): "sabath" → sabbath (and, through its topic, shabbat).
   */
  private async correctTypos(
    groups: QueryGroup[],
  ): Promise<{ corrected: QueryGroup[]; factor: number }> {
    await this.resolve(groups);
    let factor = 1;
    const corrected = groups.map((group) => {
      const resolution = group.typed ? this.resolutions.get(group.typed) : undefined;
      if (!resolution || resolution.known || !resolution.corrections.length) return group;
      const best = Math.max(...resolution.corrections.map((c) => c.similarity));
      factor = Math.min(factor, 0.6 + 0.4 * best);
      const meant = resolution.corrections.flatMap((c) => [c.word, ...aliasesOf(c.word)]);
      const aliases = [...new Set([...group.aliases, ...meant])];
      const words = resolution.corrections.flatMap((c) =>
        topicsOfWord(c.word).flatMap((t) => t.words),
      );
      return {
        ...group,
        aliases,
        synonyms: [...new Set([...group.synonyms, ...words])].filter((w) => !aliases.includes(w)),
      };
    });
    return { corrected, factor };
  }
}

/**
 * The videos of earlier tiers as few queries: a tier's videos are all in another's when that one asks
 * for no more groups, accepts at least the same alternatives, in at least the same fields.
 */
function widestOf(earlier: TierPlan[]): TierPlan[] {
  const within = (a: TierPlan, b: TierPlan) =>
    b.groups.every((g) => a.groups.includes(g)) &&
    (a.strength === 'exact' || b.strength === 'related') &&
    weightClass(a.weights) <= weightClass(b.weights);
  return earlier.filter(
    (plan, i) =>
      !earlier.some(
        (other, j) => j !== i && within(plan, other) && !(within(other, plan) && j > i),
      ),
  );
}

function round(score: number): number {
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000;
}
