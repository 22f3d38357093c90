import { throwIfResNotOk, toast } from '@ministry/frontend-kit';

/**
 * GETs JSON for a query; on failure shows the spec §8 fetch-failure toast once (queries are never
 * retried or refetched by themselves) and fails with that message.
 */
export async function fetchJson<T>(url: string, failure: string, signal: AbortSignal): Promise<T> {
  try {
    const res = await fetch(url, { credentials: 'include', signal });
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  } catch (error) {
    if (!signal.aborted) {
      toast({ title: 'Error', description: failure, variant: 'destructive' });
    }
    throw new Error(failure, { cause: error });
  }
}
