import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, rethrowAsHttpError } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';

export const QUEUES_QUERY_KEY = ['/api/admin/system/queues'] as const;
export const FAILED_PAGE_SIZE = 10;
/** Queues move by themselves: the counts are refreshed while the tab is open. */
const REFRESH_MS = 5000;

export function useQueues() {
  return useQuery({
    ...adminListQuery(QUEUES_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/admin/system/queues', { signal })),
    ),
    refetchInterval: REFRESH_MS,
  });
}

export function useFailedJobs(queue: string, page: number) {
  return useQuery({
    queryKey: [...QUEUES_QUERY_KEY, queue, 'failed', page],
    // An admin list (spec §8), refreshed by the timer rather than on focus.
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/admin/system/queues/{queue}/failed', {
          params: { path: { queue }, query: { page, pageSize: FAILED_PAGE_SIZE } },
          signal,
        }),
      ).catch(rethrowAsHttpError),
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
      dataOf(
        api.POST('/api/admin/system/queues/{queue}/failed/{jobId}/retry', {
          params: { path: { queue, jobId: id } },
        }),
      ),
    onSettled: refresh,
  });
}

export function useRetryAll() {
  const refresh = useRefreshQueues();
  return useMutation({
    mutationFn: (queue: string) =>
      dataOf(
        api.POST('/api/admin/system/queues/{queue}/failed/retry', {
          params: { path: { queue } },
        }),
      ),
    onSettled: refresh,
  });
}
