import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import type { CounselingStatus } from '../../../shared/api-types';

export const ADMIN_COUNSELING_QUERY_KEY = ['/api/admin/counseling'] as const;

/** Under the list's key, so invalidating the list refreshes every conversation too. */
export const counselingResponsesQueryKey = (id: number) =>
  [...ADMIN_COUNSELING_QUERY_KEY, id, 'responses'] as const;

export function useCounselingRequests() {
  return useQuery(
    adminListQuery(ADMIN_COUNSELING_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/admin/counseling', { signal })),
    ),
  );
}

export function useCounselingResponses(id: number | null) {
  return useQuery({
    ...adminListQuery(counselingResponsesQueryKey(id ?? 0), (signal) =>
      dataOf(
        api.GET('/api/admin/counseling/{id}/responses', {
          params: { path: { id: id ?? 0 } },
          signal,
        }),
      ),
    ),
    enabled: id !== null,
  });
}

/** The list key is a prefix of every conversation key, so this refreshes both. */
function useInvalidateCounseling() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_COUNSELING_QUERY_KEY });
}

export function useUpdateCounselingStatus() {
  const invalidate = useInvalidateCounseling();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CounselingStatus }) =>
      dataOf(api.PUT('/api/admin/counseling/{id}', { params: { path: { id } }, body: { status } })),
    onSuccess: invalidate,
  });
}

export function useSendCounselingResponse() {
  const invalidate = useInvalidateCounseling();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      dataOf(
        api.POST('/api/admin/counseling/{id}/responses', {
          params: { path: { id } },
          body: { message },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteCounselingRequest() {
  const invalidate = useInvalidateCounseling();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.DELETE('/api/admin/counseling/{id}', { params: { path: { id } } });
    },
    onSuccess: invalidate,
  });
}
