import { useDeferredValue } from 'react';

/**
 * A query's data, rendered at transition priority: when a list arrives, React renders its cards in
 * slices between other work instead of in one long task (DESIGN §6, total blocking time). While no data
 * is there (a new search, say), `undefined` comes through at once so the skeletons show immediately.
 */
export function useDeferredData<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  return data === undefined ? undefined : deferred;
}
