import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toast } from '@ministry/frontend-kit';
import type { CommunitySession, MemberSignupInput } from '../../../shared/api/community-types';
import { parseServerError } from '../../../shared/api/server-error';
import { rememberMember } from '../../../shared/hooks/use-known-member';
import { COMMUNITY_SESSION_QUERY_KEY } from '../../community/hooks/use-community-session';

/** The admin screen's member list (frontend-admin), stale once someone joins. */
export const COMMUNITY_MEMBERS_QUERY_KEY = ['/api/community/members'] as const;

/** Spec §7: joining signs the member in, so the session (and the member list) are refetched. */
export function useJoinCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MemberSignupInput): Promise<CommunitySession> => {
      const res = await apiRequest('POST', '/api/community/members', input);
      return (await res.json()) as CommunitySession;
    },
    onSuccess: async (_session, input) => {
      rememberMember({ email: input.email, name: `${input.firstName} ${input.lastName}` });
      toast({
        title: 'Welcome to Our Community!',
        description: "You're now a member and logged into the community.",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COMMUNITY_SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: COMMUNITY_MEMBERS_QUERY_KEY }),
      ]);
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: parseServerError(error).message ?? 'Failed to join community',
        variant: 'destructive',
      });
    },
  });
}
