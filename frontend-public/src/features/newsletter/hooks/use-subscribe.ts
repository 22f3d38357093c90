import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@ministry/frontend-kit';
import type { SubscriptionInput } from '../validate-subscription';

export function useSubscribe() {
  return useMutation({
    mutationFn: async (input: SubscriptionInput) => {
      await apiRequest('POST', '/api/subscribe', input);
    },
  });
}
