import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { rethrowAsHttpError } from '@ministry/api-client';

/**
 * An admin list: `list` is its call of the API client, failing (spec §8) with 'HTTP error! status:
 * {code}' on a non-OK answer. Spec §7: admin lists are stale at once and refetched on mount and on
 * window focus, unlike the site-wide defaults (never stale, never refetched).
 */
export function adminListQuery<K extends QueryKey, T>(
  queryKey: K,
  list: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => list(signal).catch(rethrowAsHttpError),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
}
