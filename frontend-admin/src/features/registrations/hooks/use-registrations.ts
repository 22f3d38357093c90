import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EVENTS_QUERY_KEY, api, dataOf, type Schema } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import { ADMIN_EVENTS_QUERY_KEY } from '../../events/hooks/use-events';

export type AdminRegistrationDto = Schema<'AdminRegistrationDto'>;
export type RegistrationsPageDto = Schema<'RegistrationsPageDto'>;
export type RegistrationStatus = AdminRegistrationDto['status'];
export type WalkInInput = Schema<'CreateRegistrationDto'>;
export type RegistrationMessageInput = Schema<'RegistrationMessageDto'>;

export const REGISTRATIONS_QUERY_KEY = ['/api/admin/events/{id}/registrations'] as const;

/** What the table asks the server for: a search, a status, one page. */
export interface RegistrationsRequest {
  search: string;
  status: RegistrationStatus | '';
  page: number;
  pageSize: number;
}

function filtersOf(request: Pick<RegistrationsRequest, 'search' | 'status'>) {
  return {
    ...(request.search.trim() ? { search: request.search.trim() } : {}),
    ...(request.status ? { status: request.status } : {}),
  };
}

/** One page of the event's registrations with its seat counts; the previous page stays while the next loads. */
export function useRegistrationsPage(eventId: number, request: RegistrationsRequest) {
  return useQuery({
    ...adminListQuery([...REGISTRATIONS_QUERY_KEY, eventId, request] as const, (signal) =>
      dataOf(
        api.GET('/api/admin/events/{id}/registrations', {
          params: {
            path: { id: eventId },
            query: { ...filtersOf(request), page: request.page, pageSize: request.pageSize },
          },
          signal,
        }),
      ),
    ),
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of the list as filtered (a plain link: the browser keeps the session cookie). */
export function registrationsExportUrl(
  eventId: number,
  request: Pick<RegistrationsRequest, 'search' | 'status'>,
): string {
  const query = new URLSearchParams(filtersOf(request)).toString();
  return `/api/admin/events/${eventId}/registrations/export${query ? `?${query}` : ''}`;
}

/** After a change of seats: the list, the events' seat counts here and on the public site. */
function useInvalidateRegistrations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: REGISTRATIONS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
    ]);
}

interface RegistrationRef {
  eventId: number;
  registrationId: number;
}

const path = ({ eventId, registrationId }: RegistrationRef) => ({
  path: { id: eventId, registrationId },
});

export function useCancelRegistration() {
  const invalidate = useInvalidateRegistrations();
  return useMutation({
    mutationFn: (ref: RegistrationRef) =>
      dataOf(
        api.DELETE('/api/admin/events/{id}/registrations/{registrationId}', { params: path(ref) }),
      ),
    onSuccess: invalidate,
  });
}

export function useConfirmRegistration() {
  const invalidate = useInvalidateRegistrations();
  return useMutation({
    mutationFn: (ref: RegistrationRef) =>
      dataOf(
        api.POST('/api/admin/events/{id}/registrations/{registrationId}/confirm', {
          params: path(ref),
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (ref: RegistrationRef) =>
      dataOf(
        api.POST('/api/admin/events/{id}/registrations/{registrationId}/resend', {
          params: path(ref),
        }),
      ),
  });
}

export function useAddWalkIn(eventId: number) {
  const invalidate = useInvalidateRegistrations();
  return useMutation({
    mutationFn: (body: WalkInInput) =>
      dataOf(
        api.POST('/api/admin/events/{id}/registrations', {
          params: { path: { id: eventId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useMessageRegistrants(eventId: number) {
  return useMutation({
    mutationFn: (body: RegistrationMessageInput) =>
      dataOf(
        api.POST('/api/admin/events/{id}/registrations/message', {
          params: { path: { id: eventId } },
          body,
        }),
      ),
  });
}
