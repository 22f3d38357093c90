import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import type { Language } from '@ministry/frontend-kit';
import type { CampaignInput, TargetCriteria } from '../types';

export const EMAIL_CAMPAIGNS_QUERY_KEY = ['/api/email/campaigns'] as const;
/** A campaign's preview; in a language when one is asked for (else the site's default language). */
export const campaignPreviewQueryKey = (id: number, language?: Language) =>
  language
    ? ([...EMAIL_CAMPAIGNS_QUERY_KEY, id, 'preview', language] as const)
    : ([...EMAIL_CAMPAIGNS_QUERY_KEY, id, 'preview'] as const);
export const audienceCountQueryKey = (criteria: TargetCriteria) =>
  ['/api/email/audience/count', criteria] as const;

/** While a campaign is sending, the list is polled so its progress moves on screen. */
const PROGRESS_POLL_MS = 1500;

export function useEmailCampaigns() {
  return useQuery({
    ...adminListQuery(EMAIL_CAMPAIGNS_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/email/campaigns', { signal })),
    ),
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.status === 'sending') ? PROGRESS_POLL_MS : false,
  });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) => dataOf(api.POST('/api/email/campaigns', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_CAMPAIGNS_QUERY_KEY }),
  });
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      dataOf(api.POST('/api/email/campaigns/{id}/send', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_CAMPAIGNS_QUERY_KEY }),
  });
}

export function useTestSend() {
  return useMutation({
    mutationFn: ({ id, email, language }: { id: number; email: string; language?: Language }) =>
      dataOf(
        api.POST('/api/email/campaigns/{id}/test', {
          params: { path: { id } },
          body: language ? { email, language } : { email },
        }),
      ),
  });
}

export function useCampaignPreview(id: number | null, language?: Language) {
  return useQuery({
    queryKey: campaignPreviewQueryKey(id ?? 0, language),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/email/campaigns/{id}/preview', {
          params: { path: { id: id ?? 0 }, ...(language ? { query: { language } } : {}) },
          signal,
        }),
      ),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The live recipient count of a target audience. */
export function useAudienceCount(criteria: TargetCriteria, enabled = true) {
  return useQuery({
    queryKey: audienceCountQueryKey(criteria),
    queryFn: async ({ signal }) =>
      (await dataOf(api.POST('/api/email/audience/count', { body: criteria, signal }))).count,
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
