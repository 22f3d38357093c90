import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §7 defaults: never refetched automatically, never stale, not retried. There is no default
 * query function: every query names its call of the typed client (`@ministry/api-client`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
