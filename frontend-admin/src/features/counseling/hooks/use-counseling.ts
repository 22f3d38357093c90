import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, pageOf } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import type {
  CounselingRequestsPageDto,
  CounselingStatus,
  CounselingSummaryDto,
} from '../../../shared/api-types';
import type { PageRequest } from '../../../shared/paging';

export const ADMIN_COUNSELING_QUERY_KEY = ['/api/admin/counseling'] as const;

/** Under the list's key, so invalidating the list refreshes every open request too. */
export const counselingDetailQueryKey = (id: number) =>
  [...ADMIN_COUNSELING_QUERY_KEY, id, 'detail'] as const;

/**
 * One page of the requests in triage order (urgent first, then oldest first), paged by the server
 * (the list may be long). The previous page stays on screen while the next one loads.
 */
export function useCounselingPage(request: PageRequest) {
  return useQuery({
    ...adminListQuery(
      [...ADMIN_COUNSELING_QUERY_KEY, 'page', request] as const,
      async (signal): Promise<CounselingRequestsPageDto> =>
        pageOf(
          await dataOf(api.GET('/api/admin/counseling', { params: { query: request }, signal })),
        ),
    ),
    placeholderData: keepPreviousData,
  });
}

/** The tab's counts, counted by the server. */
export function useCounselingSummary() {
  return useQuery(
    adminListQuery(
      [...ADMIN_COUNSELING_QUERY_KEY, 'summary'] as const,
      (signal): Promise<CounselingSummaryDto> =>
        dataOf(api.GET('/api/admin/counseling/summary', { signal })),
    ),
  );
}

/**
 * One request whole, with its conversation: the narrative is not in the list's pages, and each read of
 * it is audited on the server.
 */
export function useCounselingDetail(id: number | null) {
  return useQuery({
    ...adminListQuery(counselingDetailQueryKey(id ?? 0), (signal) =>
      dataOf(
        api.GET('/api/admin/counseling/{id}', {
          params: { path: { id: id ?? 0 } },
          signal,
        }),
      ),
    ),
    enabled: id !== null,
  });
}

/** The list key is a prefix of every page, the summary and every conversation: this refreshes all. */
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
