import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListQuery, requestJson } from '../../../shared/admin-query';
import type { CampaignInput, EmailCampaign, EmailPreview, TargetCriteria } from '../types';

export const EMAIL_CAMPAIGNS_QUERY_KEY = ['/api/email/campaigns'] as const;
export const campaignPreviewQueryKey = (id: number) =>
  ['/api/email/campaigns', id, 'preview'] as const;
export const audienceCountQueryKey = (criteria: TargetCriteria) =>
  ['/api/email/audience/count', criteria] as const;

/** While a campaign is sending, the list is polled so its progress moves on screen. */
const PROGRESS_POLL_MS = 1500;

export function useEmailCampaigns() {
  return useQuery({
    ...adminListQuery<EmailCampaign[]>(EMAIL_CAMPAIGNS_QUERY_KEY),
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.status === 'sending') ? PROGRESS_POLL_MS : false,
  });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      requestJson<EmailCampaign>('POST', '/api/email/campaigns', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_CAMPAIGNS_QUERY_KEY }),
  });
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      requestJson<EmailCampaign>('POST', `/api/email/campaigns/${id}/send`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_CAMPAIGNS_QUERY_KEY }),
  });
}

export function useTestSend() {
  return useMutation({
    mutationFn: ({ id, email }: { id: number; email: string }) =>
      requestJson<{ message: string }>('POST', `/api/email/campaigns/${id}/test`, { email }),
  });
}

export function useCampaignPreview(id: number | null) {
  return useQuery({
    queryKey: campaignPreviewQueryKey(id ?? 0),
    queryFn: () => requestJson<EmailPreview>('GET', `/api/email/campaigns/${id}/preview`),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The live recipient count of a target audience. */
export function useAudienceCount(criteria: TargetCriteria, enabled = true) {
  return useQuery({
    queryKey: audienceCountQueryKey(criteria),
    queryFn: async () =>
      (await requestJson<{ count: number }>('POST', '/api/email/audience/count', criteria)).count,
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
