import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toast } from '@ministry/frontend-kit';
import type { CommunitySession } from '../../../shared/api/community-types';
import { fetchJson } from '../../../shared/api/fetch-json';
import { parseServerError } from '../../../shared/api/server-error';
import { forgetMember, rememberMember } from '../../../shared/hooks/use-known-member';

export const COMMUNITY_SESSION_QUERY_KEY = ['/api/community/session'] as const;

const LOGGED_OUT: CommunitySession = { isLoggedIn: false, member: null };

/** The member session; while loading or after a failed fetch the visitor counts as logged out. */
export function useCommunitySession() {
  const query = useQuery({
    queryKey: COMMUNITY_SESSION_QUERY_KEY,
    queryFn: ({ signal }) =>
      fetchJson<CommunitySession>(COMMUNITY_SESSION_QUERY_KEY[0], 'Failed to get session', signal),
  });
  const session = query.data ?? LOGGED_OUT;
  const member = session.isLoggedIn ? session.member : null;
  return { isLoading: query.isLoading, isLoggedIn: member !== null, member };
}

export function useCommunityLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string): Promise<CommunitySession> => {
      const res = await apiRequest('POST', '/api/community/login', { email });
      return (await res.json()) as CommunitySession;
    },
    onSuccess: (session, email) => {
      queryClient.setQueryData(COMMUNITY_SESSION_QUERY_KEY, session);
      // The server matches addresses ignoring case; prefill the form with the usual spelling.
      rememberMember({ email: email.toLowerCase(), name: session.member?.name });
      toast({ title: 'Welcome back!', description: "You're now logged into the community." });
    },
    onError: (error) => {
      const { message } = parseServerError(error);
      toast({
        title: 'Login Failed',
        description: message ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });
}

export function useCommunityLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/community/logout');
    },
    onSuccess: () => {
      queryClient.setQueryData(COMMUNITY_SESSION_QUERY_KEY, LOGGED_OUT);
      forgetMember();
      toast({ title: 'Logged Out', description: 'You have been logged out of the community.' });
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to logout', variant: 'destructive' });
    },
  });
}
