import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EVENTS_QUERY_KEY, api, dataOf, type Schema } from '@ministry/api-client';

export type ManagedRegistration = Schema<'MyRegistrationDto'>;
export type ManageChange = Schema<'UpdateMyRegistrationDto'>;

export const MANAGE_QUERY_KEY = ['/api/registrations/manage'] as const;

/** The registration a manage link stands for (a used or unknown link answers 410). */
export function useManagedRegistration(token: string) {
  return useQuery({
    queryKey: [...MANAGE_QUERY_KEY, token],
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/registrations/manage', { params: { query: { token } }, signal })),
    enabled: token !== '',
    // A link works once it is used: asking again after a change would only find it spent.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The token of a manage link (`…/registrations/manage?token=…`), or '' if it has none. */
export function tokenOf(manageUrl: string): string {
  try {
    return new URL(manageUrl, 'http://localhost').searchParams.get('token') ?? '';
  } catch {
    return '';
  }
}

/** Changes the party and answers; the link is spent, the answer holds the next one. */
export function useChangeRegistration(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManageChange) =>
      dataOf(api.PUT('/api/registrations/manage', { params: { query: { token } }, body })),
    onSuccess: (saved) => {
      queryClient.setQueryData([...MANAGE_QUERY_KEY, tokenOf(saved.manageUrl)], saved);
      return queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    },
  });
}

export function useCancelMyRegistration(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      dataOf(api.DELETE('/api/registrations/manage', { params: { query: { token } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
