import { useQuery } from '@tanstack/react-query';
import type { MinistryEvent } from '../../../shared/content-types';

/** Spec §7: admin event changes invalidate this key. */
export const EVENTS_QUERY_KEY = ['/api/events'] as const;

/** Upcoming events, soonest first (the shared default query function GETs the key as the URL). */
export function useEvents() {
  return useQuery<MinistryEvent[]>({ queryKey: EVENTS_QUERY_KEY });
}
