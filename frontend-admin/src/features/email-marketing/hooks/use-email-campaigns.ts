import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ministry/frontend-kit';
import type { CampaignInput, EmailCampaign, EmailPreview, TargetCriteria } from '../types';
import { ADMIN_LIST_OPTIONS, fetchAdminList } from './admin-list';

export const EMAIL_CAMPAIGNS_QUERY_KEY = ['/api/email/campaigns'] as const;
export const campaignPreviewQueryKey = (id: number) =>
  ['/api/email/campaigns', id, 'preview'] as const;
export const audienceCountQueryKey = (criteria: TargetCriteria) =>
  ['/api/email/audience/count', criteria] as const;

/** While a campaign is sending, the list is polled so its progress moves on screen. */
const PROGRESS_POLL_MS = 1500;

export function useEmailCampaigns() {
  return useQuery({
    queryKey: EMAIL_CAMPAIGNS_QUERY_KEY,
    queryFn: ({ signal }) => fetchAdminList<EmailCampaign[]>('/api/email/campaigns', signal),
    ...ADMIN_LIST_OPTIONS,
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.status === 'sending') ? PROGRESS_POLL_MS : false,
  });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CampaignInput) =>
      (await (await apiRequest('POST', '/api/email/campaigns', input)).json()) as EmailCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_CAMPAIGNS_QUERY_KEY }),
  });
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await (await apiRequest('POST', `/api/email/campaigns/${id}/send`)).json()) as EmailCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_CAMPAIGNS_QUERY_KEY }),
  });
}

export function useTestSend() {
  return useMutation({
    mutationFn: async ({ id, email }: { id: number; email: string }) =>
      (await (await apiRequest('POST', `/api/email/campaigns/${id}/test`, { email })).json()) as {
        message: string;
      },
  });
}

export function useCampaignPreview(id: number | null) {
  return useQuery({
    queryKey: campaignPreviewQueryKey(id ?? 0),
    queryFn: async () =>
      (await (
        await apiRequest('GET', `/api/email/campaigns/${id}/preview`)
      ).json()) as EmailPreview,
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The live recipient count of a target audience. */
export function useAudienceCount(criteria: TargetCriteria, enabled = true) {
  return useQuery({
    queryKey: audienceCountQueryKey(criteria),
    queryFn: async () =>
      (
        (await (await apiRequest('POST', '/api/email/audience/count', criteria)).json()) as {
          count: number;
        }
      ).count,
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
