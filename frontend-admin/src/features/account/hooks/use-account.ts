import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, type Schema } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';

export type AccountSessionDto = Schema<'AccountSessionDto'>;

export const ACCOUNT_SESSIONS_QUERY_KEY = ['/api/auth/account/sessions'] as const;

/** The signed-in account's sessions still in force, newest sign-in first. */
export function useAccountSessions() {
  return useQuery(
    adminListQuery(ACCOUNT_SESSIONS_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/auth/account/sessions', { signal })),
    ),
  );
}

/** Ends one session of the account (another browser is signed out on its next request). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await dataOf(api.DELETE('/api/auth/account/sessions/{id}', { params: { path: { id } } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_QUERY_KEY }),
  });
}

/** A new password given the current one; the account's other sessions end. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      dataOf(api.POST('/api/auth/account/password', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_SESSIONS_QUERY_KEY }),
  });
}
