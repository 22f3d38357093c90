import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENTS_QUERY_KEY, api, dataOf, type Schema } from '@ministry/api-client';

export type RegistrationInput = Schema<'CreateRegistrationDto'>;
export type RegistrationResult = Schema<'RegistrationResultDto'>;

/** Registers for an event; the events list (its seats left) is read again after. */
export function useRegister(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegistrationInput): Promise<RegistrationResult> =>
      dataOf(
        api.POST('/api/events/{id}/registrations', {
          params: { path: { id: eventId } },
          body: input,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
