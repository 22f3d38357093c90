import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { likePattern } from '../../database/like-pattern';
import {
  Teaching,
  TeachingSeries,
  TeachingSeriesSuggestion,
  TeachingSlug,
  TeachingSpeaker,
} from './entities';

/** A teaching as the pages show it: its row joined with its video, series and speaker. */
export interface TeachingRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  passages: string[];
  youtubeId: string;
  publishedAt: Date | null;
  thumbnailFile: string | null;
  duration: string;
  durationSeconds: number;
  viewCount: number;
  themes: string[];
  seriesId: number | null;
  seriesPosition: number | null;
  seriesSlug: string | null;
  seriesTitle: string | null;
  speakerId: number | null;
  speakerSlug: string | null;
  speakerName: string | null;
  /** The audio's stored file; null: none (and the three below null too). */
  audioFile: string | null;
  audioMimeType: string | null;
  audioBytes: number | null;
  audioDurationSeconds: number | null;
}

/** A teaching with audio as a podcast feed lists it. */
export interface EpisodeRow extends TeachingRow {
  audioFile: string;
  audioMimeType: string;
  audioBytes: number;
  audioDurationSeconds: number;
  audioUploadedAt: Date;
}

/** What staff see of a teaching besides: the channel's own texts and what they wrote over them. */
export interface AdminTeachingRow extends TeachingRow {
  channelTitle: string;
  channelDescription: string;
  foundPassages: string[];
  titleOverride: string | null;
  descriptionOverride: string | null;
  passagesOverride: string[] | null;
  isActive: boolean;
}

export interface TeachingFilter {
  seriesSlug?: string;
  speakerSlug?: string;
  /** A book's canonical name ("John", "Psalms"). */
  book?: string;
  topic?: string;
  /** Only these videos' teachings (youtube ids). */
  youtubeIds?: string[];
  seriesId?: number;
  speakerId?: number;
  /** Words of the (shown) title, staff's list only. */
  q?: string;
  /** Staff's list shows teachings gone from the channel too. */
  includeInactive?: boolean;
}

/** A video that has no teaching yet. */
export interface VideoWithoutTeaching {
  videoId: number;
  youtubeId: string;
  title: string;
  publishedAt: Date | null;
}

export type SeriesWithCount = TeachingSeries & { teachingCount: number };
export type SpeakerWithCount = TeachingSpeaker & { teachingCount: number };

/** The transaction-wide lock that makes creating teachings one process's work at a time. */
const ENSURE_LOCK = 0x7ea0c41;

/**
 * The selected columns of a teaching. A teaching is a video of the catalogue (the videos module's
 * table, read here and never written): the shown title, description and passages are staff's
 * override when there is one, else the channel's.
 */
const COLUMNS = `
  t.id AS "id", t.slug AS "slug",
  COALESCE(t.title_override, v.title) AS "title",
  COALESCE(t.description_override, v.description) AS "description",
  COALESCE(t.passages_override, v.scripture_references) AS "passages",
  v.youtube_id AS "youtubeId", v.published_at AS "publishedAt", v.thumbnail_file AS "thumbnailFile",
  v.duration AS "duration", v.duration_seconds AS "durationSeconds", v.view_count AS "viewCount",
  v.themes AS "themes",
  t.series_id AS "seriesId", t.series_position AS "seriesPosition",
  s.slug AS "seriesSlug", s.title AS "seriesTitle",
  t.speaker_id AS "speakerId", sp.slug AS "speakerSlug", sp.name AS "speakerName",
  t.audio_file AS "audioFile", t.audio_mime_type AS "audioMimeType", t.audio_bytes AS "audioBytes",
  t.audio_duration_seconds AS "audioDurationSeconds"`;
const ADMIN_COLUMNS = `${COLUMNS},
  v.title AS "channelTitle", v.description AS "channelDescription",
  v.scripture_references AS "foundPassages", t.title_override AS "titleOverride",
  t.description_override AS "descriptionOverride", t.passages_override AS "passagesOverride",
  v.is_active AS "isActive"`;
const FROM = `
  FROM teachings t
  JOIN videos v ON v.id = t.video_id
  LEFT JOIN teaching_series s ON s.id = t.series_id
  LEFT JOIN teaching_speakers sp ON sp.id = t.speaker_id`;
const NEWEST_FIRST = 'v.published_at DESC NULLS LAST, t.id DESC';
const SERIES_ORDER = 't.series_position ASC NULLS LAST, v.published_at ASC NULLS LAST, t.id ASC';

/** How many teachings sharing a theme a teaching's related ones are chosen from (the newest). */
const RELATED_POOL = 300;

/** The WHERE clause of a filter, with its parameters. */
function where(filter: TeachingFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (!filter.includeInactive) clauses.push('v.is_active');
  if (filter.seriesSlug) clauses.push(`s.slug = ${param(filter.seriesSlug)}`);
  if (filter.speakerSlug) clauses.push(`sp.slug = ${param(filter.speakerSlug)}`);
  if (filter.seriesId) clauses.push(`t.series_id = ${param(filter.seriesId)}`);
  if (filter.speakerId) clauses.push(`t.speaker_id = ${param(filter.speakerId)}`);
  if (filter.youtubeIds) clauses.push(`v.youtube_id = ANY(${param(filter.youtubeIds)}::text[])`);
  if (filter.topic) clauses.push(`${param(filter.topic)} = ANY(v.themes)`);
  if (filter.q)
    clauses.push(`COALESCE(t.title_override, v.title) ILIKE ${param(likePattern(filter.q))}`);
  if (filter.book) {
    // Canonical references start with the book's name; a chapter of the Psalms reads "Psalm 23".
    const names = filter.book === 'Psalms' ? ['Psalms', 'Psalm'] : [filter.book];
    const book = param(names);
    clauses.push(
      `EXISTS (SELECT 1 FROM unnest(COALESCE(t.passages_override, v.scripture_references)) p(ref)
               JOIN unnest(${book}::text[]) b(name) ON p.ref = b.name OR p.ref LIKE b.name || ' %')`,
    );
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** The queries of the teaching library: teachings (over the video catalogue), slugs, series, speakers. */
@Injectable()
export class TeachingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get db(): EntityManager {
    return this.dataSource.manager;
  }

  async page(
    filter: TeachingFilter,
    limit: number,
    offset: number,
    admin = false,
  ): Promise<{ rows: TeachingRow[] | AdminTeachingRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.rows(filter, limit, offset, admin),
      this.count(filter),
    ]);
    return { rows, total };
  }

  /** A page of the teachings a filter selects, newest first. */
  rows(
    filter: TeachingFilter,
    limit: number,
    offset: number,
    admin = false,
  ): Promise<TeachingRow[] | AdminTeachingRow[]> {
    const { sql, params } = where(filter);
    return this.db.query(
      `SELECT ${admin ? ADMIN_COLUMNS : COLUMNS} ${FROM} ${sql} ORDER BY ${NEWEST_FIRST}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
  }

  /** How many teachings a filter selects. */
  async count(filter: TeachingFilter): Promise<number> {
    const { sql, params } = where(filter);
    const counted = (await this.db.query(`SELECT count(*)::int AS n ${FROM} ${sql}`, params)) as {
      n: number;
    }[];
    return counted[0]?.n ?? 0;
  }

  /** The teaching that has (or had) this address, with its current slug; active videos only. */
  async bySlug(slug: string): Promise<TeachingRow | undefined> {
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} ${FROM}
       WHERE t.id = (SELECT teaching_id FROM teaching_slugs WHERE slug = $1) AND v.is_active`,
      [slug],
    )) as TeachingRow[];
    return rows[0];
  }

  async adminById(id: number): Promise<AdminTeachingRow | undefined> {
    const rows = (await this.db.query(`SELECT ${ADMIN_COLUMNS} ${FROM} WHERE t.id = $1`, [
      id,
    ])) as AdminTeachingRow[];
    return rows[0];
  }

  /** A series' active teachings, in series order. */
  inSeries(seriesId: number, limit = 500): Promise<TeachingRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} ${FROM} WHERE v.is_active AND t.series_id = $1 ORDER BY ${SERIES_ORDER} LIMIT $2`,
      [seriesId, limit],
    );
  }

  /**
   * The teachings before and after `teachingId` in its series' order (active ones): two rows read,
   * not the whole series, whose order is worked out on its ids alone.
   */
  async seriesNeighbours(
    seriesId: number,
    teachingId: number,
  ): Promise<{ previous?: TeachingRow; next?: TeachingRow }> {
    const rows = (await this.db.query(
      `WITH ordered AS (
         SELECT t.id, lag(t.id) OVER w AS previous, lead(t.id) OVER w AS next
           FROM teachings t JOIN videos v ON v.id = t.video_id
          WHERE v.is_active AND t.series_id = $1
         WINDOW w AS (ORDER BY ${SERIES_ORDER}))
       SELECT ${COLUMNS}, (t.id = o.previous) AS "isPrevious" ${FROM}
       JOIN ordered o ON o.id = $2 AND t.id IN (o.previous, o.next)`,
      [seriesId, teachingId],
    )) as (TeachingRow & { isPrevious: boolean })[];
    return {
      previous: rows.find((row) => row.isPrevious),
      next: rows.find((row) => !row.isPrevious),
    };
  }

  /**
   * Up to `limit` teachings related to `teaching`: its series' others, then those sharing the most
   * themes (newest first among equals). The teachings weighed are its series' and the RELATED_POOL
   * newest sharing a theme with it (read newest first by IDX_videos_active_newest), so a page of a
   * catalogue of 100,000 ranks a few hundred, never every video that shares a common theme.
   */
  related(teaching: TeachingRow, limit: number): Promise<TeachingRow[]> {
    return this.db.query(
      `WITH pool AS (
         (SELECT t.id FROM teachings t JOIN videos v ON v.id = t.video_id
           WHERE v.is_active AND t.series_id = $2 AND t.id <> $1 LIMIT ${RELATED_POOL})
         UNION
         (SELECT t.id FROM videos v JOIN teachings t ON t.video_id = v.id
           WHERE v.is_active AND v.themes && $3::text[] AND t.id <> $1
           ORDER BY v.published_at DESC NULLS LAST, v.id DESC LIMIT ${RELATED_POOL}))
       SELECT ${COLUMNS} ${FROM}
       WHERE t.id = ANY(ARRAY(SELECT id FROM pool))
       ORDER BY (t.series_id IS NOT NULL AND t.series_id = $2) DESC,
                cardinality(ARRAY(SELECT unnest(v.themes) INTERSECT SELECT unnest($3::text[]))) DESC,
                ${NEWEST_FIRST}
       LIMIT $4`,
      [teaching.id, teaching.seriesId, teaching.themes, limit],
    );
  }

  /**
   * The podcast's episodes: active teachings with audio, newest first (by the video's date, else by
   * the upload's), of one series or all; at most `limit`.
   */
  episodes(seriesId: number | null, limit: number): Promise<EpisodeRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS}, t.audio_uploaded_at AS "audioUploadedAt" ${FROM}
       WHERE v.is_active AND t.audio_file IS NOT NULL AND ($1::int IS NULL OR t.series_id = $1)
       ORDER BY COALESCE(v.published_at, t.audio_uploaded_at) DESC, t.id DESC LIMIT $2`,
      [seriesId, limit],
    );
  }

  // --- creating teachings for the catalogue's videos ---

  /**
   * Runs `work` in one transaction holding the lock of teaching creation: two processes reacting to
   * the same sync never give two videos one address.
   */
  async lockedForCreation<T>(work: (tx: TeachingCreation) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [ENSURE_LOCK]);
      return work(new TeachingCreation(manager));
    });
  }

  // --- slugs ---

  async slugOwner(slug: string): Promise<number | undefined> {
    const row = await this.db.findOneBy(TeachingSlug, { slug });
    return row?.teachingId;
  }

  /** Gives the teaching its new address, keeping the old one (which then redirects). */
  async changeSlug(teachingId: number, slug: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(TeachingSlug, { slug, teachingId });
      await manager.update(Teaching, { id: teachingId }, { slug });
    });
  }

  findTeaching(id: number): Promise<Teaching | null> {
    return this.db.findOneBy(Teaching, { id });
  }

  async updateTeaching(id: number, changes: Partial<Teaching>): Promise<void> {
    if (Object.keys(changes).length) await this.db.update(Teaching, { id }, changes);
  }

  // --- series ---

  /** Every series with its active teachings counted, in staff's order. */
  allSeries(): Promise<SeriesWithCount[]> {
    return this.withCounts(TeachingSeries, 'series_id', 'x.position ASC, x.title ASC, x.id ASC');
  }

  async seriesWithCount(
    by: { id: number } | { slug: string },
  ): Promise<SeriesWithCount | undefined> {
    const rows = await this.withCounts<SeriesWithCount>(
      TeachingSeries,
      'series_id',
      'x.id',
      'id' in by ? ['x.id = $1', by.id] : ['x.slug = $1', by.slug],
    );
    return rows[0];
  }

  findSeries(id: number): Promise<TeachingSeries | null> {
    return this.db.findOneBy(TeachingSeries, { id });
  }

  async seriesSlugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const row = await this.db.findOneBy(TeachingSeries, { slug });
    return !!row && row.id !== exceptId;
  }

  async insertSeries(values: Partial<TeachingSeries>): Promise<number> {
    const result = await this.db.insert(TeachingSeries, values);
    return (result.identifiers[0] as { id: number }).id;
  }

  async updateSeries(id: number, values: Partial<TeachingSeries>): Promise<void> {
    if (Object.keys(values).length) await this.db.update(TeachingSeries, { id }, values);
  }

  async deleteSeries(id: number): Promise<boolean> {
    const result = await this.db.delete(TeachingSeries, { id });
    return (result.affected ?? 0) > 0;
  }

  // --- speakers ---

  allSpeakers(): Promise<SpeakerWithCount[]> {
    return this.withCounts(TeachingSpeaker, 'speaker_id', 'x.name ASC, x.id ASC');
  }

  async speakerWithCount(
    by: { id: number } | { slug: string },
  ): Promise<SpeakerWithCount | undefined> {
    const rows = await this.withCounts<SpeakerWithCount>(
      TeachingSpeaker,
      'speaker_id',
      'x.id',
      'id' in by ? ['x.id = $1', by.id] : ['x.slug = $1', by.slug],
    );
    return rows[0];
  }

  findSpeaker(id: number): Promise<TeachingSpeaker | null> {
    return this.db.findOneBy(TeachingSpeaker, { id });
  }

  async speakerSlugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const row = await this.db.findOneBy(TeachingSpeaker, { slug });
    return !!row && row.id !== exceptId;
  }

  async insertSpeaker(values: Partial<TeachingSpeaker>): Promise<number> {
    const result = await this.db.insert(TeachingSpeaker, values);
    return (result.identifiers[0] as { id: number }).id;
  }

  async updateSpeaker(id: number, values: Partial<TeachingSpeaker>): Promise<void> {
    if (Object.keys(values).length) await this.db.update(TeachingSpeaker, { id }, values);
  }

  async deleteSpeaker(id: number): Promise<boolean> {
    const result = await this.db.delete(TeachingSpeaker, { id });
    return (result.affected ?? 0) > 0;
  }

  // --- playlists offered as series ---

  /**
   * The channel's playlists as the sync saw them: new ones offered, known ones brought up to date
   * (their decision kept), those gone from the channel and never decided on dropped.
   */
  async recordPlaylists(
    playlists: { playlistId: string; title: string; description: string; youtubeIds: string[] }[],
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (playlists.length)
        await manager
          .createQueryBuilder()
          .insert()
          .into(TeachingSeriesSuggestion)
          .values(playlists)
          .orUpdate(['title', 'description', 'youtube_ids', 'updated_at'], ['playlist_id'])
          .execute();
      await manager.query(
        `DELETE FROM teaching_series_suggestions
         WHERE status = 'pending' AND NOT (playlist_id = ANY($1::text[]))`,
        [playlists.map((p) => p.playlistId)],
      );
    });
  }

  pendingSuggestions(): Promise<(TeachingSeriesSuggestion & { teachingCount: number })[]> {
    return this.db.query(
      `SELECT s.playlist_id AS "playlistId", s.title, s.description, s.youtube_ids AS "youtubeIds",
              s.status, s.series_id AS "seriesId", s.updated_at AS "updatedAt",
              (SELECT count(*)::int FROM videos v JOIN teachings t ON t.video_id = v.id
               WHERE v.youtube_id = ANY(s.youtube_ids) AND v.is_active) AS "teachingCount"
       FROM teaching_series_suggestions s WHERE s.status = 'pending' ORDER BY s.title, s.playlist_id`,
    );
  }

  findSuggestion(playlistId: string): Promise<TeachingSeriesSuggestion | null> {
    return this.db.findOneBy(TeachingSeriesSuggestion, { playlistId });
  }

  async decideSuggestion(
    playlistId: string,
    status: 'accepted' | 'ignored',
    seriesId: number | null,
  ): Promise<void> {
    await this.db.update(TeachingSeriesSuggestion, { playlistId }, { status, seriesId });
  }

  /** Puts the teachings of these videos into the series, in the order given. */
  async assignToSeries(seriesId: number, youtubeIds: string[]): Promise<number> {
    const [, count] = (await this.db.query(
      `UPDATE teachings t SET series_id = $1, series_position = array_position($2::text[], v.youtube_id) - 1,
              updated_at = now()
       FROM videos v WHERE v.id = t.video_id AND v.youtube_id = ANY($2::text[])`,
      [seriesId, youtubeIds],
    )) as [unknown[], number];
    return count ?? 0;
  }

  /** Names of series or speakers by id, for the audit trail. */
  async names(kind: 'series' | 'speaker', ids: number[]): Promise<Map<string, string>> {
    const rows = (await this.db.query(
      kind === 'series'
        ? 'SELECT id, title AS name FROM teaching_series WHERE id = ANY($1::int[])'
        : 'SELECT id, name FROM teaching_speakers WHERE id = ANY($1::int[])',
      [ids],
    )) as { id: number; name: string }[];
    return new Map(rows.map((r) => [String(r.id), r.name]));
  }

  async teachingNames(ids: number[]): Promise<Map<string, string>> {
    const rows = (await this.db.query(
      `SELECT t.id, COALESCE(t.title_override, v.title) AS name
       FROM teachings t JOIN videos v ON v.id = t.video_id WHERE t.id = ANY($1::int[])`,
      [ids],
    )) as { id: number; name: string }[];
    return new Map(rows.map((r) => [String(r.id), r.name]));
  }

  /** Every active teaching's slug and date, series and speakers' slugs: the sitemap. */
  async sitemap(): Promise<{
    teachings: { slug: string; publishedAt: Date | null }[];
    series: string[];
    speakers: string[];
  }> {
    const [teachings, series, speakers] = await Promise.all([
      this.db.query(
        `SELECT t.slug, v.published_at AS "publishedAt" FROM teachings t JOIN videos v ON v.id = t.video_id
         WHERE v.is_active ORDER BY ${NEWEST_FIRST} LIMIT 45000`,
      ) as Promise<{ slug: string; publishedAt: Date | null }[]>,
      this.db.query('SELECT slug FROM teaching_series ORDER BY position, id') as Promise<
        { slug: string }[]
      >,
      this.db.query('SELECT slug FROM teaching_speakers ORDER BY name, id') as Promise<
        { slug: string }[]
      >,
    ]);
    return { teachings, series: series.map((s) => s.slug), speakers: speakers.map((s) => s.slug) };
  }

  private withCounts<T>(
    entity: typeof TeachingSeries | typeof TeachingSpeaker,
    column: 'series_id' | 'speaker_id',
    order: string,
    condition?: [string, unknown],
  ): Promise<T[]> {
    const table = this.db.getRepository(entity).metadata.tableName;
    const columns = this.db
      .getRepository(entity)
      .metadata.columns.map((c) => `x.${c.databaseName} AS "${c.propertyName}"`)
      .join(', ');
    // One: its teachings counted by the index of the column. All: every group's counted in one pass
    // over the active videos (an index-only scan of IDX_videos_active_newest), not one per group.
    if (condition)
      return this.db.query(
        `SELECT ${columns},
           (SELECT count(*)::int FROM teachings t JOIN videos v ON v.id = t.video_id
            WHERE t.${column} = x.id AND v.is_active) AS "teachingCount"
         FROM ${table} x WHERE ${condition[0]} ORDER BY ${order}`,
        [condition[1]],
      );
    return this.db.query(
      `SELECT ${columns}, COALESCE(c.n, 0)::int AS "teachingCount"
       FROM ${table} x
       LEFT JOIN (SELECT t.${column} AS id, count(*) AS n
                    FROM teachings t JOIN videos v ON v.id = t.video_id
                   WHERE v.is_active AND t.${column} IS NOT NULL
                   GROUP BY t.${column}) c ON c.id = x.id
       ORDER BY ${order}`,
    );
  }
}

/** Creating teachings inside the locked transaction of `lockedForCreation`. */
export class TeachingCreation {
  constructor(private readonly manager: EntityManager) {}

  /** Up to `limit` active or inactive videos with no teaching yet, oldest first. */
  videosWithoutTeaching(limit: number): Promise<VideoWithoutTeaching[]> {
    return this.manager.query(
      `SELECT v.id AS "videoId", v.youtube_id AS "youtubeId", v.title, v.published_at AS "publishedAt"
       FROM videos v WHERE NOT EXISTS (SELECT 1 FROM teachings t WHERE t.video_id = v.id)
       ORDER BY v.published_at ASC NULLS FIRST, v.id ASC LIMIT $1`,
      [limit],
    );
  }

  /** Every address ever given to a teaching. */
  async takenSlugs(): Promise<Set<string>> {
    const rows = (await this.manager.query('SELECT slug FROM teaching_slugs')) as {
      slug: string;
    }[];
    return new Set(rows.map((r) => r.slug));
  }

  async insert(rows: { videoId: number; slug: string }[]): Promise<void> {
    if (!rows.length) return;
    const result = await this.manager.insert(Teaching, rows);
    const ids = result.identifiers as { id: number }[];
    await this.manager.insert(
      TeachingSlug,
      rows.map((row, i) => ({ slug: row.slug, teachingId: ids[i].id })),
    );
  }
}
