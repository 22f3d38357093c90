import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@ministry/api-client';
import type { SubscriptionInput } from '../validate-subscription';

/** The spec's toast text, and what an answer without a message shows. */
export const SUBSCRIBED_MESSAGE = 'You have been subscribed to our newsletter.';

/**
 * Resolves with the server's message: the spec's 'You have been subscribed to our newsletter.', or
 * while the ministry has double opt-in on, a request to confirm by the e-mailed link.
 */
export function useSubscribe() {
  return useMutation({
    mutationFn: async (input: SubscriptionInput): Promise<string> => {
      const answer = await dataOf(api.POST('/api/subscribe', { body: input }));
      return answer?.message || SUBSCRIBED_MESSAGE;
    },
  });
}
