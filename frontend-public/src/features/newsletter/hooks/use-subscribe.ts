import { useMutation } from '@tanstack/react-query';
import { api } from '@ministry/api-client';
import type { SubscriptionInput } from '../validate-subscription';

export function useSubscribe() {
  return useMutation({
    mutationFn: async (input: SubscriptionInput) => {
      await api.POST('/api/subscribe', { body: input });
    },
  });
}
