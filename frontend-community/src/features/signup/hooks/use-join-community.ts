import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMMUNITY_MEMBERS_QUERY_KEY,
  COMMUNITY_SESSION_QUERY_KEY,
  api,
  dataOf,
} from '@ministry/api-client';
import { toast } from '@ministry/frontend-kit';
import type { MemberSignupInput } from '../../../shared/api/community-types';
import { serverMessageOr } from '../../../shared/api/server-error';
import { rememberMember } from '../../../shared/hooks/use-known-member';

/** Spec §7: joining signs the member in, so the session (and the admin's member list) are refetched. */
export function useJoinCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberSignupInput) =>
      dataOf(api.POST('/api/community/members', { body: input })),
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
        description: serverMessageOr(error, 'Failed to join community'),
        variant: 'destructive',
      });
    },
  });
}
