import type { DataPage, PageData, PageDataResult } from '../../common/http/page-data';
import type { PageSettings } from '../../common/http/page-settings';
import type { MessageCatalogues } from '../../common/i18n/catalogues';
import { TeachingPageMessages as M } from './teaching-pages.messages';
import { NotFoundError } from '../../common/errors/domain-error';
import type { TeachingListQueryDto } from './dto/teaching.dto';
import { BOOK_NAMES } from './dto/teaching.dto';
import type { TeachingsService } from './teachings.service';

/**
 * The query keys of the public remote's teaching screens (frontend-public/src/features/teachings/
 * hooks): the page server renders each screen with these answers, and embeds them for the app.
 */
export const TEACHING_KEYS = {
  list: (params: Record<string, string | number>) => ['teachings', 'list', params] as const,
  one: (slug: string) => ['teachings', 'one', slug] as const,
  series: (slug: string) => ['teachings', 'series', slug] as const,
  speaker: (slug: string) => ['teachings', 'speaker', slug] as const,
  seriesList: ['teachings', 'series-list'] as const,
  speakersList: ['teachings', 'speakers-list'] as const,
};

const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';
const LIST = /^\/teachings\/?$/;
const SERIES = new RegExp(`^/teachings/series/${SLUG}/?$`);
const SPEAKER = new RegExp(`^/teachings/speakers/${SLUG}/?$`);
const ONE = new RegExp(`^/teachings/${SLUG}/?$`);
/** Any path of the library: a malformed one is a 404 page, not the app's fallback. */
const ANY = /^\/teachings(\/|$)/;

const seconds = (total: number) => `PT${Math.max(0, Math.floor(total))}S`;
const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : text;

/** The filters of `/teachings` a query string holds, as the screen reads them (page from 1). */
export function listParams(query: URLSearchParams): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const name of ['series', 'speaker', 'topic'] as const) {
    const value = query.get(name)?.trim();
    if (value && value.length <= 120) params[name] = value;
  }
  const book = query.get('book')?.trim();
  if (book && BOOK_NAMES.includes(book)) params.book = book;
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 100_000) params.page = page;
  return params;
}

/** Adds the library's pages to the page server (common/http/page-data.ts). */
export function registerTeachingPages(
  pages: PageData,
  teachings: TeachingsService,
  settings: PageSettings,
  /** The site's address (PUBLIC_URL): structured data names absolute addresses. */
  origin: string,
  /** The head's texts in the page's language. */
  catalogues: MessageCatalogues,
): void {
  const siteName = () => settings.pageIdentity().ministryName;
  /** The page's head texts in its language, the ministry named as that language has it. */
  const wordingIn = (language: string | undefined) => {
    const identity = settings.pageIdentity(language);
    const t = (msgid: string, values: Record<string, string> = {}) =>
      catalogues.format(msgid, identity.language, values);
    return {
      t,
      title: (text: string) => `${text} – ${identity.ministryName}`,
    };
  };
  const orMissing = async (load: () => Promise<PageDataResult>): Promise<PageDataResult> => {
    try {
      return await load();
    } catch (error) {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  };

  pages.add({
    pattern: ANY,
    load: (path, query, language) =>
      orMissing(async (): Promise<PageDataResult> => {
        const { t, title } = wordingIn(language);
        if (LIST.test(path)) {
          const params = listParams(query);
          const [list, series, speakers] = await Promise.all([
            teachings.list({ ...params, pageSize: undefined } as TeachingListQueryDto),
            teachings.allSeries(),
            teachings.allSpeakers(),
          ]);
          return {
            screen: 'TeachingsPage',
            queries: [
              { key: TEACHING_KEYS.list(params), data: list },
              { key: TEACHING_KEYS.seriesList, data: series },
              { key: TEACHING_KEYS.speakersList, data: speakers },
            ],
            head: {
              title: title(t(M.library)),
              description: t(M.libraryDescription),
              path: '/teachings',
            },
          } satisfies DataPage;
        }
        const series = SERIES.exec(path);
        if (series) {
          const page = await teachings.seriesPage(series[1]);
          return {
            screen: 'TeachingSeriesPage',
            queries: [{ key: TEACHING_KEYS.series(series[1]), data: page }],
            head: {
              title: title(page.series.title),
              description: clip(
                page.series.description ||
                  t(M.seriesDescription, { count: String(page.teachings.length) }),
              ),
              path: `/teachings/series/${page.series.slug}`,
              image: page.series.artwork ?? undefined,
            },
          } satisfies DataPage;
        }
        const speaker = SPEAKER.exec(path);
        if (speaker) {
          const page = await teachings.speakerPage(speaker[1]);
          return {
            screen: 'TeachingSpeakerPage',
            queries: [{ key: TEACHING_KEYS.speaker(speaker[1]), data: page }],
            head: {
              title: title(page.speaker.name),
              description: clip(
                page.speaker.bio || t(M.speakerDescription, { name: page.speaker.name }),
              ),
              path: `/teachings/speakers/${page.speaker.slug}`,
              image: page.speaker.photo ?? undefined,
            },
          } satisfies DataPage;
        }
        const one = ONE.exec(path);
        if (!one) return undefined;
        const found = await teachings.bySlug(one[1]);
        if ('movedTo' in found) return { redirect: `/teachings/${found.movedTo}` };
        return {
          screen: 'TeachingPage',
          queries: [{ key: TEACHING_KEYS.one(found.slug), data: found }],
          head: {
            title: title(found.title),
            description: clip(found.description.replace(/\s+/g, ' ').trim() || found.title),
            path: `/teachings/${found.slug}`,
            image: found.thumbnail,
            jsonLd: [
              {
                '@context': 'https://schema.org',
                '@type': 'VideoObject',
                name: found.title,
                description: clip(found.description || found.title, 2000),
                thumbnailUrl: [origin + found.thumbnail],
                ...(found.publishedAt ? { uploadDate: found.publishedAt } : {}),
                ...(found.durationSeconds ? { duration: seconds(found.durationSeconds) } : {}),
                ...(found.youtubeId.startsWith('demo-')
                  ? {}
                  : { embedUrl: `https://www.youtube-nocookie.com/embed/${found.youtubeId}` }),
                url: `${origin}/teachings/${found.slug}`,
                ...(found.speaker
                  ? { author: { '@type': 'Person', name: found.speaker.name } }
                  : {}),
                publisher: { '@type': 'Organization', name: siteName() },
              },
              ...(found.audio
                ? [
                    {
                      '@context': 'https://schema.org',
                      '@type': 'PodcastEpisode',
                      name: found.title,
                      description: clip(found.description || found.title, 2000),
                      url: `${origin}/teachings/${found.slug}`,
                      ...(found.publishedAt ? { datePublished: found.publishedAt } : {}),
                      timeRequired: seconds(found.audio.durationSeconds),
                      associatedMedia: {
                        '@type': 'AudioObject',
                        contentUrl: origin + found.audio.url,
                        encodingFormat: found.audio.mimeType,
                        contentSize: String(found.audio.bytes),
                        duration: seconds(found.audio.durationSeconds),
                      },
                      partOfSeries: {
                        '@type': 'PodcastSeries',
                        name: siteName(),
                        webFeed: `${origin}/podcast.xml`,
                      },
                      ...(found.speaker
                        ? { author: { '@type': 'Person', name: found.speaker.name } }
                        : {}),
                    },
                  ]
                : []),
            ],
          },
        } satisfies DataPage;
      }),
  });
}
