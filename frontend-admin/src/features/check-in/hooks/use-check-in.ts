import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, type Schema } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';

export type CheckInEvent = Schema<'CheckInEventDto'>;
export type CheckInPerson = Schema<'CheckInPersonDto'>;
export type CheckInCounts = Schema<'CheckInCountsDto'>;
export type CheckInResult = Schema<'CheckInResultDto'>;

export const CHECK_IN_QUERY_KEY = ['/api/admin/check-in/events'] as const;
/** Other volunteers check people in too: the counts are asked for again this often. */
export const COUNTS_POLL_MS = 5000;

/** The events of a day (today without one) that take registrations. */
export function useCheckInEvents(date: string | undefined) {
  return useQuery(
    adminListQuery([...CHECK_IN_QUERY_KEY, 'day', date ?? 'today'], (signal) =>
      dataOf(
        api.GET('/api/admin/check-in/events', {
          params: { query: date ? { date } : {} },
          signal,
        }),
      ),
    ),
  );
}

/** One event and its counts, polled while the screen is open. */
export function useCheckInEvent(id: number | undefined) {
  return useQuery({
    ...adminListQuery([...CHECK_IN_QUERY_KEY, id], (signal) =>
      dataOf(api.GET('/api/admin/check-in/events/{id}', { params: { path: { id: id! } }, signal })),
    ),
    enabled: id !== undefined,
    refetchInterval: COUNTS_POLL_MS,
  });
}

export function useCheckInPeople(id: number | undefined, search: string) {
  return useQuery({
    ...adminListQuery([...CHECK_IN_QUERY_KEY, id, 'people', search], (signal) =>
      dataOf(
        api.GET('/api/admin/check-in/events/{id}/people', {
          params: { path: { id: id! }, query: search ? { search } : {} },
          signal,
        }),
      ),
    ),
    enabled: id !== undefined,
    placeholderData: (previous) => previous,
  });
}

/** After a change: the event's counts from the answer at once, then the lists again. */
function useAfterChange(eventId: number) {
  const queryClient = useQueryClient();
  return (result: CheckInResult) => {
    queryClient.setQueryData<CheckInEvent>([...CHECK_IN_QUERY_KEY, eventId], (event) =>
      event ? { ...event, counts: result.counts } : event,
    );
    return queryClient.invalidateQueries({ queryKey: CHECK_IN_QUERY_KEY });
  };
}

export function useMarkPresent(eventId: number) {
  const after = useAfterChange(eventId);
  return useMutation({
    mutationFn: (registrationId: number) =>
      dataOf(
        api.POST('/api/admin/check-in/events/{id}/people/{registrationId}', {
          params: { path: { id: eventId, registrationId } },
        }),
      ),
    onSuccess: after,
  });
}

export function useUndoCheckIn(eventId: number) {
  const after = useAfterChange(eventId);
  return useMutation({
    mutationFn: (registrationId: number) =>
      dataOf(
        api.DELETE('/api/admin/check-in/events/{id}/people/{registrationId}', {
          params: { path: { id: eventId, registrationId } },
        }),
      ),
    onSuccess: after,
  });
}

export function useCheckInTicket(eventId: number) {
  const after = useAfterChange(eventId);
  return useMutation({
    mutationFn: (code: string) =>
      dataOf(
        api.POST('/api/admin/check-in/events/{id}/tickets', {
          params: { path: { id: eventId } },
          body: { code },
        }),
      ),
    onSuccess: after,
  });
}
