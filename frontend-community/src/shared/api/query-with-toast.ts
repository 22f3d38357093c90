import { failWith, isAbort } from '@ministry/api-client';
import { i18n, toast } from '@ministry/frontend-kit';

/**
 * A query's call; on failure shows the spec §8 fetch-failure toast once (queries are never retried
 * or refetched by themselves) and fails with that sentence. A cancelled query shows nothing.
 * `failure` is in the page's language (translated by the caller when the query runs).
 */
export async function queryWithToast<T>(
  call: Promise<T>,
  failure: string,
  signal: AbortSignal,
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!signal.aborted && !isAbort(error)) {
      toast({
        title: i18n._({ id: 'community.toast.error', message: 'Error' }),
        description: failure,
        variant: 'destructive',
      });
    }
    return failWith(failure)(error);
  }
}
