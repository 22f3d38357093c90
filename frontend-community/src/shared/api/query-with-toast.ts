import { failWith, isAbort } from '@ministry/api-client';
import { toast } from '@ministry/frontend-kit';

/**
 * A query's call; on failure shows the spec §8 fetch-failure toast once (queries are never retried
 * or refetched by themselves) and fails with that sentence. A cancelled query shows nothing.
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
      toast({ title: 'Error', description: failure, variant: 'destructive' });
    }
    return failWith(failure)(error);
  }
}
