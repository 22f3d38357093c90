import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SettingsService } from '../settings/settings.service';
import { podcastFeed, type PodcastChannel } from './podcast-feed';
import { OnEvent } from '@nestjs/event-emitter';
import { DomainEvents } from '../../common/events/domain-events';
import { ContentChangesService } from '../content-cache/content-changes.service';
import { ContentSnapshot, KeyedContentSnapshot } from '../content-cache/content-snapshot';
import { audioPath, AudioStorage, type StoredAudio } from '../storage/audio-storage.service';
import { StoredFiles } from '../storage/stored-files.service';
import { thumbnailUrl } from '../videos/thumbnail-files';
import { normalizeReference } from '../videos/scripture-references';
import { TOPICS } from '../videos/topics';
import {
  AdminTeachingDto,
  AdminTeachingListQueryDto,
  AdminTeachingsPageDto,
  CreateSeriesDto,
  CreateSpeakerDto,
  SeriesSuggestionDto,
  UpdateSeriesDto,
  UpdateSpeakerDto,
  UpdateTeachingDto,
} from './dto/teaching-admin.dto';
import {
  TEACHINGS_PAGE_SIZE,
  TeachingAudioDto,
  TeachingDetailDto,
  TeachingListQueryDto,
  TeachingSeriesDto,
  TeachingSeriesPageDto,
  TeachingSpeakerDto,
  TeachingSpeakerPageDto,
  TeachingsPageDto,
  TeachingSummaryDto,
} from './dto/teaching.dto';
import type { Teaching } from './entities';
import { imageUrl, IMAGE_PREFIX, processTeachingImage } from './teaching-images';
import { isSlug, RESERVED_SLUGS, slugify, uniqueSlug } from './teaching-slug';
import {
  AdminTeachingRow,
  SeriesWithCount,
  SpeakerWithCount,
  TeachingRow,
  TeachingsRepository,
} from './teachings.repository';
import {
  PassageInvalidError,
  ReservedSlugError,
  SeriesArtworkNotFoundError,
  SeriesNotFoundError,
  SlugTakenError,
  SpeakerNotFoundError,
  SpeakerPhotoNotFoundError,
  SuggestionDecidedError,
  SuggestionNotFoundError,
  TeachingAudioNotFoundError,
  TeachingMessages,
  TeachingNotFoundError,
} from './teachings.errors';
import { InvalidInputError } from '../../common/errors/domain-error';

/** How many videos get their teaching per locked transaction. */
const CREATE_BATCH = 2000;
const RELATED = 6;
const SPEAKER_TEACHINGS = 100;
/** What a teaching's counts and the series and speaker lists are read from. */
const LIBRARY_TOPICS = ['videos', 'teachings'] as const;
/** A feed lists at most this many episodes (podcast apps read the newest few hundred). */
const MAX_EPISODES = 5000;

/** A teaching asked for by an address it no longer has: where it is now. */
export interface TeachingMoved {
  movedTo: string;
}

export const watchUrl = (youtubeId: string, title: string): string =>
  youtubeId.startsWith('demo-')
    ? `https://www.youtube.com/results?search_query=${encodeURIComponent(title)}`
    : `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;

/** The audio of a teaching's row, as its answers show it. */
export function toAudio(row: TeachingRow): TeachingAudioDto | null {
  return row.audioFile && row.audioMimeType && row.audioBytes && row.audioDurationSeconds
    ? {
        url: audioPath(row.audioFile),
        mimeType: row.audioMimeType,
        bytes: row.audioBytes,
        durationSeconds: row.audioDurationSeconds,
      }
    : null;
}

export function toSummary(row: TeachingRow): TeachingSummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    youtubeId: row.youtubeId,
    publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
    thumbnail: thumbnailUrl(row),
    duration: row.duration,
    durationSeconds: row.durationSeconds,
    viewCount: row.viewCount,
    themes: row.themes,
    passages: row.passages,
    series: row.seriesSlug ? { slug: row.seriesSlug, title: row.seriesTitle ?? '' } : null,
    speaker: row.speakerSlug ? { slug: row.speakerSlug, name: row.speakerName ?? '' } : null,
    audio: toAudio(row),
  };
}

function toAdmin(row: AdminTeachingRow): AdminTeachingDto {
  return {
    id: row.id,
    slug: row.slug,
    youtubeId: row.youtubeId,
    title: row.title,
    description: row.description,
    passages: row.passages,
    channelTitle: row.channelTitle,
    channelDescription: row.channelDescription,
    foundPassages: row.foundPassages,
    titleOverride: row.titleOverride,
    descriptionOverride: row.descriptionOverride,
    passagesOverride: row.passagesOverride,
    seriesId: row.seriesId,
    seriesPosition: row.seriesPosition,
    speakerId: row.speakerId,
    publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
    isActive: row.isActive,
    thumbnail: thumbnailUrl(row),
    audio: toAudio(row),
  };
}

const toSeries = (s: SeriesWithCount): TeachingSeriesDto => ({
  id: s.id,
  slug: s.slug,
  title: s.title,
  description: s.description,
  artwork: imageUrl(s.artworkFile),
  position: s.position,
  teachingCount: s.teachingCount,
});

const toSpeaker = (s: SpeakerWithCount): TeachingSpeakerDto => ({
  id: s.id,
  slug: s.slug,
  name: s.name,
  bio: s.bio,
  photo: imageUrl(s.photoFile),
  teachingCount: s.teachingCount,
});

/** The topic a filter names, as the catalogue spells its themes ("faith" → "Faith"). */
function topicTerm(topic: string): string {
  const wanted = topic.trim().toLowerCase();
  return TOPICS.find((t) => t.term.toLowerCase() === wanted)?.term ?? topic.trim();
}

/** A slug staff typed: in slugify's form and not one of the library's own words. */
function checkedSlug(slug: string): string {
  if (!isSlug(slug))
    throw new InvalidInputError(TeachingMessages.slugForm, {
      errors: [{ field: 'slug', message: TeachingMessages.slugForm }],
    });
  if (RESERVED_SLUGS.has(slug)) throw new ReservedSlugError();
  return slug;
}

/**
 * The teaching library: a teaching for every video of the catalogue, with an address that stays when
 * the channel retitles it (an old address redirects), series and speakers, and staff's overrides of
 * the title, description and passages, which the sync never undoes (they are kept beside the video,
 * which the sync rewrites). See docs/architecture.md, "Teachings".
 */
@Injectable()
export class TeachingsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(TeachingsService.name);

  constructor(
    private readonly repository: TeachingsRepository,
    private readonly files: StoredFiles,
    private readonly audio: AudioStorage,
    private readonly changes: ContentChangesService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.counts = new KeyedContentSnapshot(changes, LIBRARY_TOPICS);
    this.seriesList = new ContentSnapshot(changes, LIBRARY_TOPICS, async () =>
      (await this.repository.allSeries()).map(toSeries),
    );
    this.speakerList = new ContentSnapshot(changes, LIBRARY_TOPICS, async () =>
      (await this.repository.allSpeakers()).map(toSpeaker),
    );
  }

  /**
   * Each filter's count and the lists of series and speakers, read once until the catalogue or the
   * library changes (in any process): counting 100,000 teachings for every page of `/teachings`
   * would cost more than the page.
   */
  private readonly counts: KeyedContentSnapshot<number>;
  private readonly seriesList: ContentSnapshot<TeachingSeriesDto[]>;
  private readonly speakerList: ContentSnapshot<TeachingSpeakerDto[]>;

  /**
   * Videos synced before the library existed get their teachings at start, in the background (one
   * process does the work under the lock; the others then find none missing).
   */
  onApplicationBootstrap(): void {
    void this.onCatalogChanged();
  }

  /** After every change of the catalogue (a sync, the demo seeding): its new videos get teachings. */
  @OnEvent(DomainEvents.videoCatalogChanged, { promisify: true })
  async onCatalogChanged(): Promise<void> {
    try {
      const created = await this.createMissing();
      if (created) await this.changes.publish('teachings');
    } catch (error) {
      // The next change (or the next sync) tries again; the videos themselves are in.
      this.logger.error(`Creating teachings failed: ${String(error)}`);
    }
  }

  /**
   * Gives every video without a teaching one, with an address from its title (the date, then a
   * counter, when taken); returns how many. One process at a time (a transaction-wide lock).
   */
  async createMissing(): Promise<number> {
    let created = 0;
    for (;;) {
      const batch = await this.repository.lockedForCreation(async (tx) => {
        const videos = await tx.videosWithoutTeaching(CREATE_BATCH);
        if (!videos.length) return 0;
        const taken = await tx.takenSlugs();
        const rows = videos.map((video) => {
          const slug = uniqueSlug(video.title, taken, {
            date: video.publishedAt,
            fallback: video.youtubeId,
          });
          taken.add(slug);
          return { videoId: video.videoId, slug };
        });
        await tx.insert(rows);
        return rows.length;
      });
      created += batch;
      if (batch < CREATE_BATCH) return created;
    }
  }

  // --- public reads ---

  async list(query: TeachingListQueryDto): Promise<TeachingsPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? TEACHINGS_PAGE_SIZE;
    const youtubeIds = query.videos?.split(',');
    const filter = {
      seriesSlug: query.series,
      speakerSlug: query.speaker,
      book: query.book,
      topic: query.topic ? topicTerm(query.topic) : undefined,
      youtubeIds,
    };
    const [rows, total] = await Promise.all([
      this.repository.rows(filter, pageSize, (page - 1) * pageSize),
      // A search's results (youtubeIds) are counted each time: their ids are never the same twice.
      youtubeIds
        ? this.repository.count(filter)
        : this.counts.get(JSON.stringify(filter), () => this.repository.count(filter)),
    ]);
    // A search's results keep the search's order (its relevance).
    if (youtubeIds)
      rows.sort((a, b) => youtubeIds.indexOf(a.youtubeId) - youtubeIds.indexOf(b.youtubeId));
    return { items: rows.map(toSummary), total, page, pageSize };
  }

  /** The teaching at `slug`; when the address is an old one, where it is now. */
  async bySlug(slug: string): Promise<TeachingDetailDto | TeachingMoved> {
    const row = await this.repository.bySlug(slug);
    if (!row) throw new TeachingNotFoundError();
    if (row.slug !== slug) return { movedTo: row.slug };
    const [neighbours, related] = await Promise.all([
      row.seriesId
        ? this.repository.seriesNeighbours(row.seriesId, row.id)
        : Promise.resolve({ previous: undefined, next: undefined }),
      this.repository.related(row, RELATED),
    ]);
    return {
      ...toSummary(row),
      description: row.description,
      url: watchUrl(row.youtubeId, row.title),
      previous: neighbours.previous ? toSummary(neighbours.previous) : null,
      next: neighbours.next ? toSummary(neighbours.next) : null,
      related: related.map(toSummary),
    };
  }

  allSeries(): Promise<TeachingSeriesDto[]> {
    return this.seriesList.get();
  }

  async seriesPage(slug: string): Promise<TeachingSeriesPageDto> {
    const series = await this.repository.seriesWithCount({ slug });
    if (!series) throw new SeriesNotFoundError();
    const teachings = await this.repository.inSeries(series.id);
    return { series: toSeries(series), teachings: teachings.map(toSummary) };
  }

  allSpeakers(): Promise<TeachingSpeakerDto[]> {
    return this.speakerList.get();
  }

  async speakerPage(slug: string): Promise<TeachingSpeakerPageDto> {
    const speaker = await this.repository.speakerWithCount({ slug });
    if (!speaker) throw new SpeakerNotFoundError();
    const { rows } = await this.repository.page({ speakerSlug: slug }, SPEAKER_TEACHINGS, 0);
    return { speaker: toSpeaker(speaker), teachings: rows.map(toSummary) };
  }

  /**
   * The podcast feed (RSS 2.0 with the itunes and podcast namespaces) of every teaching with audio,
   * or of one series' (its artwork then the feed's), newest first.
   */
  async podcast(seriesSlug?: string): Promise<string> {
    const base = this.config.publicUrl.replace(/\/+$/, '');
    const absolute = (path: string) => `${base}${path}`;
    const identity = this.settings.podcast();
    let channel: PodcastChannel = {
      title: identity.title,
      description: identity.description,
      author: identity.author,
      ownerName: identity.ownerName,
      ownerEmail: identity.ownerEmail,
      category: identity.category,
      subcategory: identity.subcategory,
      language: identity.language,
      feedUrl: absolute('/podcast.xml'),
      link: absolute('/teachings'),
      artworkUrl: identity.artworkPath ? absolute(identity.artworkPath) : null,
      type: 'episodic',
    };
    let seriesId: number | null = null;
    if (seriesSlug !== undefined) {
      const series = await this.repository.seriesWithCount({ slug: seriesSlug });
      if (!series) throw new SeriesNotFoundError();
      seriesId = series.id;
      const artwork = imageUrl(series.artworkFile);
      channel = {
        ...channel,
        title: `${series.title} · ${identity.title}`,
        description: series.description || channel.description,
        feedUrl: absolute(`/podcast/series/${encodeURIComponent(series.slug)}.xml`),
        link: absolute(`/teachings/series/${encodeURIComponent(series.slug)}`),
        artworkUrl: artwork ? absolute(artwork) : channel.artworkUrl,
      };
    }
    const episodes = await this.repository.episodes(seriesId, MAX_EPISODES);
    return podcastFeed(channel, episodes, {
      page: (slug) => absolute(`/teachings/${encodeURIComponent(slug)}`),
      passage: (reference) => absolute(`/teachings?q=${encodeURIComponent(reference)}`),
      audio: (file) => absolute(audioPath(file)),
    });
  }

  /** The library's addresses for the sitemap. */
  sitemap(): ReturnType<TeachingsRepository['sitemap']> {
    return this.repository.sitemap();
  }

  /** A stored image of the library (series artwork, a speaker's photo), by its file name. */
  image(file: string): ReturnType<StoredFiles['get']> {
    return this.files.get(IMAGE_PREFIX + file);
  }

  // --- staff ---

  async adminPage(query: AdminTeachingListQueryDto): Promise<AdminTeachingsPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { rows, total } = await this.repository.page(
      { q: query.q, seriesId: query.seriesId, speakerId: query.speakerId, includeInactive: true },
      pageSize,
      (page - 1) * pageSize,
      true,
    );
    return { items: (rows as AdminTeachingRow[]).map(toAdmin), total, page, pageSize };
  }

  async adminTeaching(id: number): Promise<AdminTeachingDto> {
    const row = await this.repository.adminById(id);
    if (!row) throw new TeachingNotFoundError();
    return toAdmin(row);
  }

  /**
   * Staff's changes of a teaching: overrides (null goes back to the channel's), its series, place
   * in it and speaker, a new address (the old one keeps redirecting).
   */
  async update(id: number, input: UpdateTeachingDto): Promise<AdminTeachingDto> {
    const teaching = await this.repository.findTeaching(id);
    if (!teaching) throw new TeachingNotFoundError();
    const changes: Partial<Teaching> = {};
    if (input.title !== undefined) changes.titleOverride = input.title;
    if (input.description !== undefined) changes.descriptionOverride = input.description;
    if (input.passages !== undefined)
      changes.passagesOverride = input.passages === null ? null : this.passages(input.passages);
    if (input.seriesId !== undefined) {
      if (input.seriesId !== null && !(await this.repository.findSeries(input.seriesId)))
        throw new SeriesNotFoundError();
      changes.seriesId = input.seriesId;
    }
    if (input.seriesPosition !== undefined) changes.seriesPosition = input.seriesPosition;
    if (input.speakerId !== undefined) {
      if (input.speakerId !== null && !(await this.repository.findSpeaker(input.speakerId)))
        throw new SpeakerNotFoundError();
      changes.speakerId = input.speakerId;
    }
    await this.repository.updateTeaching(id, changes);
    if (input.slug !== undefined && input.slug !== teaching.slug) {
      const slug = checkedSlug(input.slug);
      const owner = await this.repository.slugOwner(slug);
      if (owner !== undefined && owner !== id) throw new SlugTakenError();
      if (owner === undefined) await this.repository.changeSlug(id, slug);
      // An address it had before: it becomes the current one again (and the other redirects).
      else await this.repository.updateTeaching(id, { slug });
    }
    await this.changes.publish('teachings');
    return this.adminTeaching(id);
  }

  /**
   * Gives the teaching an audio file the storage module received and checked (its bytes, size,
   * duration and bitrate); the file it had before is removed once the new one is in place.
   */
  async setAudio(id: number, stored: StoredAudio): Promise<AdminTeachingDto> {
    const teaching = await this.repository.findTeaching(id);
    if (!teaching) {
      await this.audio.remove(stored.file);
      throw new TeachingNotFoundError();
    }
    try {
      await this.repository.updateTeaching(id, {
        audioFile: stored.file,
        audioMimeType: stored.mimeType,
        audioBytes: stored.bytes,
        audioDurationSeconds: Math.max(1, Math.round(stored.durationSeconds)),
        audioBitrate: stored.bitrate,
        audioUploadedAt: new Date(),
      });
    } catch (error) {
      await this.audio.remove(stored.file);
      throw error;
    }
    if (teaching.audioFile && teaching.audioFile !== stored.file)
      await this.removeAudioFile(teaching.audioFile);
    await this.changes.publish('teachings');
    return this.adminTeaching(id);
  }

  async removeAudio(id: number): Promise<AdminTeachingDto> {
    const teaching = await this.repository.findTeaching(id);
    if (!teaching) throw new TeachingNotFoundError();
    if (!teaching.audioFile) throw new TeachingAudioNotFoundError();
    await this.repository.updateTeaching(id, {
      audioFile: null,
      audioMimeType: null,
      audioBytes: null,
      audioDurationSeconds: null,
      audioBitrate: null,
      audioUploadedAt: null,
    });
    await this.removeAudioFile(teaching.audioFile);
    await this.changes.publish('teachings');
    return this.adminTeaching(id);
  }

  /** A file no teaching names any more; one that cannot be removed now only takes room. */
  private async removeAudioFile(file: string): Promise<void> {
    await this.audio
      .remove(file)
      .catch((error: Error) =>
        this.logger.warn(`Could not remove the audio file ${file}: ${error.message}`),
      );
  }

  /** Passages as staff typed them, each canonical ("Jn 3:16" → "John 3:16"), without repeats. */
  private passages(texts: string[]): string[] {
    const canonical = texts.map((text) => {
      const reference = normalizeReference(text);
      if (!reference) throw new PassageInvalidError(text);
      return reference;
    });
    return [...new Set(canonical)];
  }

  async createSeries(input: CreateSeriesDto): Promise<TeachingSeriesDto> {
    const slug = await this.freeSlug(input.slug, input.title, 'series');
    const id = await this.repository.insertSeries({
      slug,
      title: input.title,
      description: input.description ?? '',
      position: input.position ?? 0,
    });
    await this.changes.publish('teachings');
    return this.seriesById(id);
  }

  async updateSeries(id: number, input: UpdateSeriesDto): Promise<TeachingSeriesDto> {
    if (!(await this.repository.findSeries(id))) throw new SeriesNotFoundError();
    const slug =
      input.slug !== undefined ? await this.freeSlug(input.slug, '', 'series', id) : undefined;
    await this.repository.updateSeries(id, {
      ...(slug !== undefined ? { slug } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
    });
    await this.changes.publish('teachings');
    return this.seriesById(id);
  }

  /** Deletes a series; its teachings stay, in no series. */
  async deleteSeries(id: number): Promise<void> {
    const series = await this.repository.findSeries(id);
    if (!series || !(await this.repository.deleteSeries(id))) throw new SeriesNotFoundError();
    if (series.artworkFile) await this.files.remove(series.artworkFile);
    await this.changes.publish('teachings');
  }

  async setSeriesArtwork(id: number, upload: Buffer): Promise<TeachingSeriesDto> {
    const series = await this.repository.findSeries(id);
    if (!series) throw new SeriesNotFoundError();
    const image = await processTeachingImage(upload, 'series', id);
    await this.files.put(image.key, { contentType: 'image/jpeg', bytes: image.bytes });
    await this.repository.updateSeries(id, { artworkFile: image.key });
    if (series.artworkFile && series.artworkFile !== image.key)
      await this.files.remove(series.artworkFile);
    await this.changes.publish('teachings');
    return this.seriesById(id);
  }

  /** Takes a series' artwork away (its page and feed then show none of their own) and deletes it. */
  async removeSeriesArtwork(id: number): Promise<TeachingSeriesDto> {
    const series = await this.repository.findSeries(id);
    if (!series) throw new SeriesNotFoundError();
    if (!series.artworkFile) throw new SeriesArtworkNotFoundError();
    await this.repository.updateSeries(id, { artworkFile: null });
    await this.files.remove(series.artworkFile);
    await this.changes.publish('teachings');
    return this.seriesById(id);
  }

  async seriesById(id: number): Promise<TeachingSeriesDto> {
    const series = await this.repository.seriesWithCount({ id });
    if (!series) throw new SeriesNotFoundError();
    return toSeries(series);
  }

  async createSpeaker(input: CreateSpeakerDto): Promise<TeachingSpeakerDto> {
    const slug = await this.freeSlug(input.slug, input.name, 'speaker');
    const id = await this.repository.insertSpeaker({
      slug,
      name: input.name,
      bio: input.bio ?? '',
    });
    await this.changes.publish('teachings');
    return this.speakerById(id);
  }

  async updateSpeaker(id: number, input: UpdateSpeakerDto): Promise<TeachingSpeakerDto> {
    if (!(await this.repository.findSpeaker(id))) throw new SpeakerNotFoundError();
    const slug =
      input.slug !== undefined ? await this.freeSlug(input.slug, '', 'speaker', id) : undefined;
    await this.repository.updateSpeaker(id, {
      ...(slug !== undefined ? { slug } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.bio !== undefined ? { bio: input.bio } : {}),
    });
    await this.changes.publish('teachings');
    return this.speakerById(id);
  }

  async deleteSpeaker(id: number): Promise<void> {
    const speaker = await this.repository.findSpeaker(id);
    if (!speaker || !(await this.repository.deleteSpeaker(id))) throw new SpeakerNotFoundError();
    if (speaker.photoFile) await this.files.remove(speaker.photoFile);
    await this.changes.publish('teachings');
  }

  async setSpeakerPhoto(id: number, upload: Buffer): Promise<TeachingSpeakerDto> {
    const speaker = await this.repository.findSpeaker(id);
    if (!speaker) throw new SpeakerNotFoundError();
    const image = await processTeachingImage(upload, 'speaker', id);
    await this.files.put(image.key, { contentType: 'image/jpeg', bytes: image.bytes });
    await this.repository.updateSpeaker(id, { photoFile: image.key });
    if (speaker.photoFile && speaker.photoFile !== image.key)
      await this.files.remove(speaker.photoFile);
    await this.changes.publish('teachings');
    return this.speakerById(id);
  }

  /** Takes a speaker's photo away and deletes it. */
  async removeSpeakerPhoto(id: number): Promise<TeachingSpeakerDto> {
    const speaker = await this.repository.findSpeaker(id);
    if (!speaker) throw new SpeakerNotFoundError();
    if (!speaker.photoFile) throw new SpeakerPhotoNotFoundError();
    await this.repository.updateSpeaker(id, { photoFile: null });
    await this.files.remove(speaker.photoFile);
    await this.changes.publish('teachings');
    return this.speakerById(id);
  }

  async speakerById(id: number): Promise<TeachingSpeakerDto> {
    const speaker = await this.repository.speakerWithCount({ id });
    if (!speaker) throw new SpeakerNotFoundError();
    return toSpeaker(speaker);
  }

  // --- the channel's playlists, offered as series ---

  /** Records the channel's playlists (the sync): new ones are offered, decisions are kept. */
  recordPlaylists(
    playlists: { playlistId: string; title: string; description: string; youtubeIds: string[] }[],
  ): Promise<void> {
    return this.repository.recordPlaylists(
      playlists.map((p) => ({ ...p, title: p.title.slice(0, 200) })),
    );
  }

  async suggestions(): Promise<SeriesSuggestionDto[]> {
    return (await this.repository.pendingSuggestions()).map((s) => ({
      playlistId: s.playlistId,
      title: s.title,
      description: s.description,
      teachingCount: s.teachingCount,
    }));
  }

  /** Makes the playlist a series: its title and description, its teachings in its order. */
  async acceptSuggestion(playlistId: string): Promise<TeachingSeriesDto> {
    const suggestion = await this.repository.findSuggestion(playlistId);
    if (!suggestion) throw new SuggestionNotFoundError();
    if (suggestion.status !== 'pending') throw new SuggestionDecidedError();
    const slug = await this.freeSlug(undefined, suggestion.title, 'series');
    const id = await this.repository.insertSeries({
      slug,
      title: suggestion.title,
      description: suggestion.description.slice(0, 5000),
      position: 0,
    });
    await this.repository.assignToSeries(id, suggestion.youtubeIds);
    await this.repository.decideSuggestion(playlistId, 'accepted', id);
    await this.changes.publish('teachings');
    return this.seriesById(id);
  }

  async ignoreSuggestion(playlistId: string): Promise<void> {
    const suggestion = await this.repository.findSuggestion(playlistId);
    if (!suggestion) throw new SuggestionNotFoundError();
    if (suggestion.status !== 'pending') throw new SuggestionDecidedError();
    await this.repository.decideSuggestion(playlistId, 'ignored', null);
  }

  /** Names for the audit trail. */
  names(kind: 'teaching' | 'series' | 'speaker', ids: number[]): Promise<Map<string, string>> {
    return kind === 'teaching'
      ? this.repository.teachingNames(ids)
      : this.repository.names(kind, ids);
  }

  /**
   * The address of a new series or speaker: the one staff typed (refused when taken), else one from
   * its title or name with a counter when taken.
   */
  private async freeSlug(
    typed: string | undefined,
    title: string,
    kind: 'series' | 'speaker',
    exceptId?: number,
  ): Promise<string> {
    const taken = (slug: string) =>
      kind === 'series'
        ? this.repository.seriesSlugTaken(slug, exceptId)
        : this.repository.speakerSlugTaken(slug, exceptId);
    if (typed !== undefined) {
      const slug = checkedSlug(typed);
      if (await taken(slug))
        throw new SlugTakenError(
          kind === 'series' ? TeachingMessages.seriesSlugTaken : TeachingMessages.speakerSlugTaken,
        );
      return slug;
    }
    const base = slugify(title) || kind;
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await taken(slug))) return slug;
    }
  }
}
