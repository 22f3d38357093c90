import { useQuery } from '@tanstack/react-query';
import { EVENTS_QUERY_KEY, api, dataOf } from '@ministry/api-client';

/** Upcoming events, soonest first; admin event changes invalidate the key (spec §7). */
export function useEvents() {
  return useQuery({
    queryKey: EVENTS_QUERY_KEY,
    queryFn: ({ signal }) => dataOf(api.GET('/api/events', { signal })),
  });
}
