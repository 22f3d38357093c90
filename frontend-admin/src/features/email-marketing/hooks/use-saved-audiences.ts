import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import type { TargetCriteria } from '../types';

export const SAVED_AUDIENCES_QUERY_KEY = ['/api/email/audiences'] as const;
export const savedAudienceCountQueryKey = (id: number) =>
  [...SAVED_AUDIENCES_QUERY_KEY, id, 'count'] as const;

export function useSavedAudiences(enabled = true) {
  return useQuery({
    ...adminListQuery(SAVED_AUDIENCES_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/email/audiences', { signal })),
    ),
    enabled,
  });
}

/** How many a saved audience reaches now (counted when shown, never stored). */
export function useSavedAudienceCount(id: number) {
  return useQuery({
    queryKey: savedAudienceCountQueryKey(id),
    queryFn: async ({ signal }) =>
      (
        await dataOf(
          api.GET('/api/email/audiences/{id}/count', { params: { path: { id } }, signal }),
        )
      ).count,
    staleTime: 0,
  });
}

export function useSaveAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; criteria: TargetCriteria }) =>
      dataOf(api.POST('/api/email/audiences', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_AUDIENCES_QUERY_KEY }),
  });
}

export function useRenameAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      dataOf(api.PUT('/api/email/audiences/{id}', { params: { path: { id } }, body: { name } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_AUDIENCES_QUERY_KEY }),
  });
}

export function useDeleteAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      dataOf(api.DELETE('/api/email/audiences/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_AUDIENCES_QUERY_KEY }),
  });
}
