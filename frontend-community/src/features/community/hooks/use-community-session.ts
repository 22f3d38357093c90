import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_SESSION_QUERY_KEY, api, dataOf } from '@ministry/api-client';
import { i18n, toast } from '@ministry/frontend-kit';
import type { CommunitySession } from '../../../shared/api/community-types';
import { queryWithToast } from '../../../shared/api/query-with-toast';
import { serverMessageOr } from '../../../shared/api/server-error';
import { forgetMember, rememberMember } from '../../../shared/hooks/use-known-member';

const LOGGED_OUT: CommunitySession = { isLoggedIn: false, member: null };

/** The member session; while loading or after a failed fetch the visitor counts as logged out. */
export function useCommunitySession() {
  const query = useQuery({
    queryKey: COMMUNITY_SESSION_QUERY_KEY,
    queryFn: ({ signal }) =>
      queryWithToast(
        dataOf(api.GET('/api/community/session', { signal })),
        i18n._({ id: 'community.session.failed', message: 'Failed to get session' }),
        signal,
      ),
  });
  const session = query.data ?? LOGGED_OUT;
  const member = session.isLoggedIn ? session.member : null;
  return { isLoading: query.isLoading, isLoggedIn: member !== null, member };
}

/**
 * Asks for a sign-in link by e-mail; the answer is the same for any address, so it tells no one who
 * is a member.
 */
export function useCommunityLogin() {
  return useMutation({
    mutationFn: (email: string) => dataOf(api.POST('/api/community/login', { body: { email } })),
    onSuccess: (_answer, email) => {
      // The server matches addresses ignoring case; prefill the forms with the usual spelling.
      rememberMember({ email: email.toLowerCase() });
    },
    onError: (error) => {
      toast({
        title: i18n._({ id: 'community.login.failed', message: 'Login Failed' }),
        description: serverMessageOr(
          error,
          i18n._({ id: 'community.login.tryAgain', message: 'Please try again.' }),
        ),
        variant: 'destructive',
      });
    },
  });
}

/** What signs in: the token of an e-mailed link, or the address and the e-mail's 6-digit code. */
export type SignInProof = { token: string } | { email: string; code: string };

/** Exchanges an e-mailed link's token, or its code, for a member session: spec §2's 'Welcome back!'. */
export function useVerifySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: SignInProof) =>
      dataOf(api.POST('/api/community/login/verify', { body: proof })),
    onSuccess: async (session, proof) => {
      // A session read still on its way began before this sign-in: its "logged out" must not land
      // after (and over) the new session.
      await queryClient.cancelQueries({ queryKey: COMMUNITY_SESSION_QUERY_KEY });
      queryClient.setQueryData(COMMUNITY_SESSION_QUERY_KEY, session);
      rememberMember({
        name: session.member?.name,
        ...('email' in proof ? { email: proof.email.trim().toLowerCase() } : {}),
      });
      toast({
        title: i18n._({ id: 'community.login.welcome', message: 'Welcome back!' }),
        description: i18n._({
          id: 'community.login.welcomeText',
          message: "You're now logged into the community.",
        }),
      });
    },
    onError: (error) => {
      toast({
        title: i18n._({ id: 'community.login.failed', message: 'Login Failed' }),
        description: serverMessageOr(
          error,
          i18n._({ id: 'community.login.tryAgain', message: 'Please try again.' }),
        ),
        variant: 'destructive',
      });
    },
  });
}

export function useCommunityLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.POST('/api/community/logout');
    },
    onSuccess: () => {
      queryClient.setQueryData(COMMUNITY_SESSION_QUERY_KEY, LOGGED_OUT);
      forgetMember();
      toast({
        title: i18n._({ id: 'community.logout.done', message: 'Logged Out' }),
        description: i18n._({
          id: 'community.logout.doneText',
          message: 'You have been logged out of the community.',
        }),
      });
    },
    onError: () => {
      toast({
        title: i18n._({ id: 'community.toast.error', message: 'Error' }),
        description: i18n._({ id: 'community.logout.failed', message: 'Failed to logout' }),
        variant: 'destructive',
      });
    },
  });
}
