import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import type { AutomationStepInput } from '../types';

export const AUTOMATIONS_QUERY_KEY = ['/api/email/automations'] as const;

export function useAutomations() {
  return useQuery(
    adminListQuery(AUTOMATIONS_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/email/automations', { signal })),
    ),
  );
}

export function useUpdateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      ...body
    }: {
      kind: 'member_welcome' | 'subscriber_welcome';
      enabled?: boolean;
      steps?: AutomationStepInput[];
    }) => dataOf(api.PUT('/api/email/automations/{kind}', { params: { path: { kind } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTOMATIONS_QUERY_KEY }),
  });
}
