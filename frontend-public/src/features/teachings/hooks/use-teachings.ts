import { api, dataOf, failWith } from '@ministry/api-client';
import { i18n } from '@ministry/frontend-kit';
import { useQuery } from '@tanstack/react-query';
import { fetchVideoList } from '../../../shared/fetch-videos';
import { takePageData } from '../../../shared/page-data';
import type {
  SeriesPage,
  SpeakerPage,
  TeachingDetail,
  TeachingFilters,
  TeachingSeries,
  TeachingSpeaker,
  TeachingsPage,
} from '../types';

/** Any failure of the library's calls, in the page's language (asked when a call fails). */
const failed = (error: unknown) =>
  failWith(i18n._({ id: 'teachings.error', message: 'Failed to fetch teachings' }))(error);
export const LIBRARY_PAGE_SIZE = 12;

/**
 * The query keys, the same the page server renders the screens with (backend/src/modules/teachings/
 * teaching-pages.ts): only the filters that are set, the page from 2.
 */
export const teachingKeys = {
  list: (filters: TeachingFilters) => ['teachings', 'list', listParams(filters)] as const,
  one: (slug: string) => ['teachings', 'one', slug] as const,
  series: (slug: string) => ['teachings', 'series', slug] as const,
  speaker: (slug: string) => ['teachings', 'speaker', slug] as const,
  seriesList: ['teachings', 'series-list'] as const,
  speakersList: ['teachings', 'speakers-list'] as const,
  search: (q: string) => ['teachings', 'search', q] as const,
};

export function listParams(filters: TeachingFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const name of ['series', 'speaker', 'book', 'topic'] as const) {
    const value = filters[name];
    if (value) params[name] = value;
  }
  if (filters.page && filters.page > 1) params.page = filters.page;
  return params;
}

/** A query whose first answer may be the one the page was served with. */
function usePageQuery<T>(key: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetch(signal),
    initialData: () => takePageData<T>(key),
  });
}

export function useTeachingList(filters: TeachingFilters, enabled = true) {
  const key = teachingKeys.list(filters);
  return useQuery({
    queryKey: key,
    enabled,
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/teachings', { params: { query: listParams(filters) }, signal })).catch(
        failed,
      ) as Promise<TeachingsPage>,
    initialData: () => takePageData<TeachingsPage>(key),
  });
}

/**
 * The existing video search (relevance, synonyms, scripture references, typo tolerance), its results
 * shown as teachings of the library, in the search's order.
 */
export function useTeachingSearch(q: string) {
  return useQuery({
    queryKey: teachingKeys.search(q),
    enabled: q !== '',
    queryFn: async ({ signal }) => {
      const { videos, correctedQuery } = await fetchVideoList({ q, maxResults: 24 }, signal);
      if (!videos.length) return { items: [], correctedQuery };
      const page = await dataOf(
        api.GET('/api/teachings', {
          params: { query: { videos: videos.map((v) => v.youtubeId).join(','), pageSize: 48 } },
          signal,
        }),
      ).catch(failed);
      return { items: page.items, correctedQuery };
    },
  });
}

export const useTeaching = (slug: string) =>
  usePageQuery<TeachingDetail>(teachingKeys.one(slug), (signal) =>
    dataOf(api.GET('/api/teachings/{slug}', { params: { path: { slug } }, signal })).catch(failed),
  );

export const useSeriesPage = (slug: string) =>
  usePageQuery<SeriesPage>(teachingKeys.series(slug), (signal) =>
    dataOf(api.GET('/api/teachings/series/{slug}', { params: { path: { slug } }, signal })).catch(
      failed,
    ),
  );

export const useSpeakerPage = (slug: string) =>
  usePageQuery<SpeakerPage>(teachingKeys.speaker(slug), (signal) =>
    dataOf(api.GET('/api/teachings/speakers/{slug}', { params: { path: { slug } }, signal })).catch(
      failed,
    ),
  );

export const useSeriesList = () =>
  usePageQuery<TeachingSeries[]>(teachingKeys.seriesList, (signal) =>
    dataOf(api.GET('/api/teachings/series', { signal })).catch(failed),
  );

export const useSpeakersList = () =>
  usePageQuery<TeachingSpeaker[]>(teachingKeys.speakersList, (signal) =>
    dataOf(api.GET('/api/teachings/speakers', { signal })).catch(failed),
  );
