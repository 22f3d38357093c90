import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ministry/frontend-kit';
import { adminListQuery, requestJson } from '../../../shared/admin-query';
import type { EventDto, EventInput } from '../../../shared/api-types';

export const ADMIN_EVENTS_QUERY_KEY = ['/api/admin/events'] as const;
/** The home page's events list (frontend-public), refreshed after every change (spec §7). */
export const PUBLIC_EVENTS_QUERY_KEY = ['/api/events'] as const;

export function useAdminEvents() {
  return useQuery(adminListQuery<EventDto[]>(ADMIN_EVENTS_QUERY_KEY));
}

function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_EVENTS_QUERY_KEY }),
    ]);
}

export function useCreateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (input: EventInput) => requestJson<EventDto>('POST', '/api/admin/events', input),
    onSuccess: invalidate,
  });
}

export function useUpdateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, ...input }: EventInput & { id: number }) =>
      requestJson<EventDto>('PUT', `/api/admin/events/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/admin/events/${id}`);
    },
    onSuccess: invalidate,
  });
}
