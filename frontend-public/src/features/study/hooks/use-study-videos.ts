import { useQuery } from '@tanstack/react-query';
import { fetchVideoList, VIDEOS_PATH } from '../../../shared/fetch-videos';

/** Spec §9: 7 videos without a query, 12 with one. */
export const STUDY_PAGE_SIZE = { popular: 7, search: 12 } as const;

export const studyPageSize = (query: string): number =>
  query ? STUDY_PAGE_SIZE.search : STUDY_PAGE_SIZE.popular;

/** A search as typed ("search instead for fath") is another list than the corrected one. */
export const studyVideosQueryKey = (query: string, asTyped = false) =>
  [
    VIDEOS_PATH,
    { maxResults: studyPageSize(query), q: query, ...(asTyped ? { correct: false } : {}) },
  ] as const;

/**
 * The Study grid: the most popular teachings, or the teachings matching `query` (or the topic the API
 * found it most likely meant, named in correctedQuery, unless `asTyped`).
 */
export function useStudyVideos(query: string, asTyped = false) {
  return useQuery({
    queryKey: studyVideosQueryKey(query, asTyped),
    queryFn: ({ signal }) =>
      fetchVideoList(
        {
          maxResults: studyPageSize(query),
          q: query || undefined,
          correct: asTyped ? false : undefined,
        },
        signal,
      ),
  });
}
