import { useQuery } from '@tanstack/react-query';
import type { WeeklyScripture } from '../../../shared/content-types';

/** Spec §7: a home-display change in the admin invalidates this key. */
export const WEEKLY_SCRIPTURE_QUERY_KEY = ['/api/scripture/weekly'] as const;

/** Spec §9: 3 retries, fresh for 300000 ms. */
export const WEEKLY_SCRIPTURE_RETRIES = 3;
export const WEEKLY_SCRIPTURE_STALE_MS = 300_000;

/** Spec §8: a non-OK answer fails with 'HTTP error! status: {code}'. */
export class ScriptureHttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP error! status: ${status}`);
  }
}

async function fetchWeeklyScripture({ signal }: { signal: AbortSignal }): Promise<WeeklyScripture> {
  const res = await fetch(WEEKLY_SCRIPTURE_QUERY_KEY[0], { credentials: 'include', signal });
  if (!res.ok) throw new ScriptureHttpError(res.status);
  return (await res.json()) as WeeklyScripture;
}

export function useWeeklyScripture() {
  return useQuery({
    queryKey: WEEKLY_SCRIPTURE_QUERY_KEY,
    queryFn: fetchWeeklyScripture,
    staleTime: WEEKLY_SCRIPTURE_STALE_MS,
    // 404 means no scripture is set for the home page (DESIGN §4): asking again cannot change that.
    retry: (failureCount, error) =>
      !(error instanceof ScriptureHttpError && error.status === 404) &&
      failureCount < WEEKLY_SCRIPTURE_RETRIES,
  });
}
