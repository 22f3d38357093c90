/** Spec §8: admin list GETs that fail answer 'HTTP error! status: {code}'. */
export async function fetchAdminList<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
  return (await res.json()) as T;
}

/** Spec §7: admin lists are stale at once and refetched on focus and mount. */
export const ADMIN_LIST_OPTIONS = {
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
} as const;
