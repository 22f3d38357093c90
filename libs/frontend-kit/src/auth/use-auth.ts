import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request';
import { AUTH_USER_QUERY_KEY, type AuthUser, type LoginCredentials } from './auth-user';

/** Any answer but 200 means "not signed in" (spec §7), so this never throws. */
async function fetchAuthUser({ signal }: { signal: AbortSignal }): Promise<AuthUser | null> {
  try {
    const res = await fetch(AUTH_USER_QUERY_KEY[0], { credentials: 'include', signal });
    return res.status === 200 ? ((await res.json()) as AuthUser) : null;
  } catch {
    return null;
  }
}

export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  logout: () => Promise<void>;
}

export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery({ queryKey: AUTH_USER_QUERY_KEY, queryFn: fetchAuthUser });

  const logout = useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch (error) {
      // Spec §8: a logout failure is only logged; the user is cleared anyway.
      console.error('Logout failed', error);
    } finally {
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
    }
  }, [queryClient]);

  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, logout };
}

/** Signs in; on success the current user is set in the cache (spec §4 "Login sets the user"). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginCredentials): Promise<AuthUser> => {
      try {
        const res = await apiRequest('POST', '/api/auth/login', credentials);
        return (await res.json()) as AuthUser;
      } catch (error) {
        throw new Error('Login failed', { cause: error });
      }
    },
    onSuccess: (user) => {
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, user);
    },
  });
}
