import { useQuery } from '@tanstack/react-query';
import {
  ApiError,
  WEEKLY_SCRIPTURE_QUERY_KEY,
  api,
  dataOf,
  rethrowAsHttpError,
} from '@ministry/api-client';

/** Spec §9: 3 retries, fresh for 300000 ms. */
export const WEEKLY_SCRIPTURE_RETRIES = 3;
export const WEEKLY_SCRIPTURE_STALE_MS = 300_000;

/** 404 means no scripture is set for the home page (DESIGN §4): asking again cannot change that. */
export function shouldRetryWeeklyScripture(failureCount: number, error: unknown): boolean {
  return (
    !(error instanceof ApiError && error.status === 404) && failureCount < WEEKLY_SCRIPTURE_RETRIES
  );
}

export function useWeeklyScripture() {
  return useQuery({
    queryKey: WEEKLY_SCRIPTURE_QUERY_KEY,
    // Spec §8: a non-OK answer fails with 'HTTP error! status: {code}'.
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/scripture/weekly', { signal })).catch(rethrowAsHttpError),
    staleTime: WEEKLY_SCRIPTURE_STALE_MS,
    retry: shouldRetryWeeklyScripture,
  });
}
