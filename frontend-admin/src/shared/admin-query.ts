import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiRequest, type HttpMethod } from '@ministry/frontend-kit';

/** Spec §8: an admin list GET that is not OK fails with 'HTTP error! status: {code}'. */
export async function fetchAdminList<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  if (!res.ok) {
    throw new Error(`HTTP error! status: ${res.status}`);
  }
  return (await res.json()) as T;
}

/**
 * Spec §7: admin lists are stale at once and refetched on mount and on window focus, unlike the
 * site-wide defaults (never stale, never refetched).
 */
export function adminListQuery<T>(queryKey: QueryKey, url = queryKey.join('/')) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchAdminList<T>(url, signal),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
}

/** An `apiRequest` (failing with `${status}: ${body}`) whose JSON answer is read as `T`. */
export async function requestJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}
