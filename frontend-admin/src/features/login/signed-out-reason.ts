import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@ministry/api-client';

/** What the server says to a browser that is simply not signed in: no reason worth showing. */
const NOT_SIGNED_IN = 'Not signed in';

/**
 * Why this browser's staff sign-in ended, when it was ended from elsewhere (a role change, a
 * deactivation, a password reset, "End session" on another device): the server tells it on the 401 of
 * `GET /api/auth/user` until the next sign-in. Null when there is nothing to tell.
 */
export function useSignedOutReason(enabled: boolean): string | null {
  const { data } = useQuery({
    queryKey: ['/api/auth/user', 'signed-out-reason'] as const,
    enabled,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      try {
        await api.GET('/api/auth/user', { signal });
        return null;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401) return null;
        const reason = error.serverMessage;
        return reason && reason !== NOT_SIGNED_IN ? reason : null;
      }
    },
  });
  return data ?? null;
}
