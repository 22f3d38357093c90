import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ministry/frontend-kit';
import { adminListQuery, requestJson } from '../../../shared/admin-query';
import type {
  CounselingRequestDto,
  CounselingResponseDto,
  CounselingStatus,
} from '../../../shared/api-types';

export const ADMIN_COUNSELING_QUERY_KEY = ['/api/admin/counseling'] as const;

/** ['/api/admin/counseling', id, 'responses'] → GET /api/admin/counseling/{id}/responses. */
export const counselingResponsesQueryKey = (id: number) =>
  [...ADMIN_COUNSELING_QUERY_KEY, id, 'responses'] as const;

export function useCounselingRequests() {
  return useQuery(adminListQuery<CounselingRequestDto[]>(ADMIN_COUNSELING_QUERY_KEY));
}

export function useCounselingResponses(id: number | null) {
  return useQuery({
    ...adminListQuery<CounselingResponseDto[]>(counselingResponsesQueryKey(id ?? 0)),
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
      requestJson<CounselingRequestDto>('PUT', `/api/admin/counseling/${id}`, { status }),
    onSuccess: invalidate,
  });
}

export function useSendCounselingResponse() {
  const invalidate = useInvalidateCounseling();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      requestJson<CounselingResponseDto>('POST', `/api/admin/counseling/${id}/responses`, {
        message,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteCounselingRequest() {
  const invalidate = useInvalidateCounseling();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/admin/counseling/${id}`);
    },
    onSuccess: invalidate,
  });
}
