import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, dataOf, rethrowAsHttpError } from '@ministry/api-client';
import { AUDIT_PAGE_SIZE, auditQuery, type AuditFilters } from '../audit-values';

export const AUDIT_QUERY_KEY = ['/api/admin/audit'] as const;
export const AUDIT_ACTIONS_QUERY_KEY = ['/api/admin/audit/action-labels'] as const;

/** One page of the trail, newest first; the previous page stays shown while the next loads. */
export function useAuditPage(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: [...AUDIT_QUERY_KEY, filters, page],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/admin/audit', {
          params: { query: { ...auditQuery(filters), page, pageSize: AUDIT_PAGE_SIZE } },
          signal,
        }),
      ).catch(rethrowAsHttpError),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** The actions recorded so far, with their words: the action filter's choices. */
export function useAuditActions() {
  return useQuery({
    queryKey: AUDIT_ACTIONS_QUERY_KEY,
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/admin/audit/action-labels', { signal })).catch(rethrowAsHttpError),
    staleTime: 0,
  });
}
