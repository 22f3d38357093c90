import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EVENTS_QUERY_KEY, api, dataOf } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import type { EventInput } from '../../../shared/api-types';

export const ADMIN_EVENTS_QUERY_KEY = ['/api/admin/events'] as const;

export function useAdminEvents() {
  return useQuery(
    adminListQuery(ADMIN_EVENTS_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/admin/events', { signal })),
    ),
  );
}

/** The admin list, and the home page's events list (frontend-public) after every change (spec §7). */
function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
    ]);
}

export function useCreateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (input: EventInput) => dataOf(api.POST('/api/admin/events', { body: input })),
    onSuccess: invalidate,
  });
}

export function useUpdateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, ...input }: EventInput & { id: number }) =>
      dataOf(api.PUT('/api/admin/events/{id}', { params: { path: { id } }, body: input })),
    onSuccess: invalidate,
  });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.DELETE('/api/admin/events/{id}', { params: { path: { id } } });
    },
    onSuccess: invalidate,
  });
}

/** The calendar file's upload: the file is the raw body, its name in the query (for the audit). */
const calendarRequest = (file: File) => ({
  params: { query: { fileName: file.name } },
  body: file as unknown as string,
  bodySerializer: (body: unknown) => body as BodyInit,
  headers: { 'Content-Type': 'text/calendar' },
});

/** What importing an .ics file would do (nothing is written). */
export function usePreviewCalendar() {
  return useMutation({
    mutationFn: (file: File) =>
      dataOf(api.POST('/api/admin/events/import/preview', calendarRequest(file))),
  });
}

/** Imports an .ics file's upcoming events; the lists are asked again. */
export function useImportCalendar() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (file: File) => dataOf(api.POST('/api/admin/events/import', calendarRequest(file))),
    onSuccess: invalidate,
  });
}
