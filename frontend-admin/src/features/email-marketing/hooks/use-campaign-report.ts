import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@ministry/api-client';
import { EMAIL_CAMPAIGNS_QUERY_KEY } from './use-email-campaigns';

export const campaignReportQueryKey = (id: number) =>
  [...EMAIL_CAMPAIGNS_QUERY_KEY, id, 'report'] as const;

/** Opens, clicks and bounces keep coming in after sending: an open report reads itself again. */
const REPORT_POLL_MS = 15_000;

export function useCampaignReport(id: number | null) {
  return useQuery({
    queryKey: campaignReportQueryKey(id ?? 0),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/email/campaigns/{id}/report', { params: { path: { id: id ?? 0 } }, signal }),
      ),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: REPORT_POLL_MS,
  });
}
