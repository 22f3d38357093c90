import { useQuery } from '@tanstack/react-query';
import { fetchVideos, VIDEOS_PATH } from '../../../shared/fetch-videos';

/** Spec §9: 7 videos without a query, 12 with one. */
export const STUDY_PAGE_SIZE = { popular: 7, search: 12 } as const;

export const studyPageSize = (query: string): number =>
  query ? STUDY_PAGE_SIZE.search : STUDY_PAGE_SIZE.popular;

export const studyVideosQueryKey = (query: string) =>
  [VIDEOS_PATH, { maxResults: studyPageSize(query), q: query }] as const;

/** The Study grid: the most popular teachings, or the teachings matching `query`. */
export function useStudyVideos(query: string) {
  return useQuery({
    queryKey: studyVideosQueryKey(query),
    queryFn: ({ signal }) =>
      fetchVideos({ maxResults: studyPageSize(query), q: query || undefined }, signal),
  });
}
