import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_SESSION_QUERY_KEY } from '@ministry/api-client';
import { i18n, toast } from '@ministry/frontend-kit';
import { needsLogin } from '../../../shared/api/server-error';
import { rememberMember } from '../../../shared/hooks/use-known-member';
import { refreshMyHistory } from '../../my-account/hooks/use-my-account';

/** The toasts' texts, translated when shown (the language may change after the hook ran). */
interface MemberSubmitToasts {
  saved: () => { title: string; description: string };
  /** The description of the "Login Required" toast. */
  loginRequired: () => string;
  /** The description of the "Submission Failed" toast. */
  failed: () => string;
}

/** Sends a members-only form with `send` (a call of the API client); the address used prefills the next form. */
export function useMemberSubmit<I extends { email: string }>(
  send: (input: I) => Promise<unknown>,
  toasts: MemberSubmitToasts,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => {
      await send(input);
    },
    onSuccess: (_result, input) => {
      rememberMember({ email: input.email });
      refreshMyHistory(queryClient);
      toast(toasts.saved());
    },
    onError: (error) => {
      if (needsLogin(error)) {
        toast({
          title: i18n._({ id: 'community.submit.loginRequired', message: 'Login Required' }),
          description: toasts.loginRequired(),
          variant: 'destructive',
        });
        // The session ended on the server: show the login box again (the draft is kept).
        void queryClient.invalidateQueries({ queryKey: COMMUNITY_SESSION_QUERY_KEY });
        return;
      }
      toast({
        title: i18n._({ id: 'community.submit.failed', message: 'Submission Failed' }),
        description: toasts.failed(),
        variant: 'destructive',
      });
    },
  });
}
