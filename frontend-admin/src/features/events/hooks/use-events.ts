import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ministry/frontend-kit';
import { adminListQuery } from '../../../shared/admin-query';
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
    mutationFn: async (input: EventInput) =>
      (await (await apiRequest('POST', '/api/admin/events', input)).json()) as EventDto,
    onSuccess: invalidate,
  });
}

export function useUpdateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: async ({ id, ...input }: EventInput & { id: number }) =>
      (await (await apiRequest('PUT', `/api/admin/events/${id}`, input)).json()) as EventDto,
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
