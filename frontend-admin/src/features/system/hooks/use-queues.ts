import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListQuery, fetchAdminList, requestJson } from '../../../shared/admin-query';
import type { FailedJobsPageDto, QueueSummaryDto, RetryResultDto } from '../types';

export const QUEUES_QUERY_KEY = ['/api/admin/system/queues'] as const;
export const FAILED_PAGE_SIZE = 10;
/** Queues move by themselves: the counts are refreshed while the tab is open. */
const REFRESH_MS = 5000;

export function useQueues() {
  return useQuery({
    ...adminListQuery<QueueSummaryDto[]>(QUEUES_QUERY_KEY),
    refetchInterval: REFRESH_MS,
  });
}

export function useFailedJobs(queue: string, page: number) {
  const url = `/api/admin/system/queues/${encodeURIComponent(queue)}/failed?page=${page}&pageSize=${FAILED_PAGE_SIZE}`;
  return useQuery({
    queryKey: [...QUEUES_QUERY_KEY, queue, 'failed', page],
    queryFn: ({ signal }) => fetchAdminList<FailedJobsPageDto>(url, signal),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
    // The table keeps the rows it has while the next page loads.
    placeholderData: keepPreviousData,
  });
}

function useRefreshQueues() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: QUEUES_QUERY_KEY });
}

export function useRetryJob() {
  const refresh = useRefreshQueues();
  return useMutation({
    mutationFn: ({ queue, id }: { queue: string; id: string }) =>
      requestJson<RetryResultDto>(
        'POST',
        `/api/admin/system/queues/${encodeURIComponent(queue)}/failed/${encodeURIComponent(id)}/retry`,
      ),
    onSettled: refresh,
  });
}

export function useRetryAll() {
  const refresh = useRefreshQueues();
  return useMutation({
    mutationFn: (queue: string) =>
      requestJson<RetryResultDto>(
        'POST',
        `/api/admin/system/queues/${encodeURIComponent(queue)}/failed/retry`,
      ),
    onSettled: refresh,
  });
}
