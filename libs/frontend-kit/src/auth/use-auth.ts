import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTH_USER_QUERY_KEY, api, dataOf, failWith } from '@ministry/api-client';
import type { AuthUser, LoginCredentials, LoginResult } from './auth-user';

/** Any answer but 200 (the client throws on those) means "not signed in" (spec §7): never throws. */
async function fetchAuthUser({ signal }: { signal: AbortSignal }): Promise<AuthUser | null> {
  try {
    const { data } = await api.GET('/api/auth/user', { signal });
    return data ?? null;
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
      await api.POST('/api/auth/logout');
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

/**
 * Signs in; on success the current user is set in the cache (spec §4 "Login sets the user"). An
 * account with two-factor sign-in answers `secondFactor` instead (docs/architecture.md, "Two-factor
 * sign-in"): nobody is signed in yet.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec §8: the auth call fails with 'Login failed' (the screen shows its own alert).
    mutationFn: (credentials: LoginCredentials): Promise<LoginResult> =>
      dataOf(api.POST('/api/auth/login', { body: credentials })).catch(failWith('Login failed')),
    onSuccess: (result) => {
      if (!('secondFactor' in result)) queryClient.setQueryData(AUTH_USER_QUERY_KEY, result);
    },
  });
}
