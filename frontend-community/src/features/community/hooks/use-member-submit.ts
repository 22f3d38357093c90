import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toast } from '@ministry/frontend-kit';
import { needsLogin } from '../../../shared/api/server-error';
import { rememberMember } from '../../../shared/hooks/use-known-member';
import { COMMUNITY_SESSION_QUERY_KEY } from './use-community-session';

interface MemberSubmitToasts {
  saved: { title: string; description: string };
  /** The description of the "Login Required" toast. */
  loginRequired: string;
  /** The description of the "Submission Failed" toast. */
  failed: string;
}

/** POSTs a members-only form; the address used prefills the next form. */
export function useMemberSubmit<I extends { email: string }>(
  url: string,
  toasts: MemberSubmitToasts,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => {
      await apiRequest('POST', url, input);
    },
    onSuccess: (_result, input) => {
      rememberMember({ email: input.email });
      toast(toasts.saved);
    },
    onError: (error) => {
      if (needsLogin(error)) {
        toast({
          title: 'Login Required',
          description: toasts.loginRequired,
          variant: 'destructive',
        });
        // The session ended on the server: show the login box again (the draft is kept).
        void queryClient.invalidateQueries({ queryKey: COMMUNITY_SESSION_QUERY_KEY });
        return;
      }
      toast({ title: 'Submission Failed', description: toasts.failed, variant: 'destructive' });
    },
  });
}
