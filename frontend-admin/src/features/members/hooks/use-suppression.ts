import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@ministry/api-client';

const suppressionKey = (email: string) => ['/api/email/suppressions/find', email] as const;

/** Why campaigns skip this address; null when they do not. */
export function useSuppression(email: string) {
  return useQuery({
    queryKey: suppressionKey(email),
    retry: false,
    queryFn: async () =>
      (await dataOf(api.POST('/api/email/suppressions/find', { body: { email } }))).suppression,
  });
}

/** Lifts a bounce suppression (the server refuses a complaint or an unsubscribe). */
export function useLiftSuppression(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataOf(api.POST('/api/email/suppressions/lift', { body: { email } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suppressionKey(email) }),
  });
}
