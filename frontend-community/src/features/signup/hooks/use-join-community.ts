import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMMUNITY_MEMBERS_QUERY_KEY,
  COMMUNITY_SESSION_QUERY_KEY,
  api,
  dataOf,
} from '@ministry/api-client';
import { i18n, toast } from '@ministry/frontend-kit';
import type { MemberSignupInput } from '../../../shared/api/community-types';
import { serverMessageOr } from '../../../shared/api/server-error';
import { rememberMember } from '../../../shared/hooks/use-known-member';

/**
 * Spec §7 joined and signed in; now the address's owner signs in by the link e-mailed to it (the
 * answer is the same for an address already a member's: docs/spec-departures.md). The admin's
 * member list is refetched.
 */
export function useJoinCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberSignupInput) =>
      dataOf(api.POST('/api/community/members', { body: input })),
    onSuccess: async (answer, input) => {
      rememberMember({ email: input.email.trim().toLowerCase() });
      toast({
        title: i18n._({ id: 'community.signup.welcome', message: 'Welcome to Our Community!' }),
        description: answer.message,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COMMUNITY_SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: COMMUNITY_MEMBERS_QUERY_KEY }),
      ]);
    },
    onError: (error) => {
      toast({
        title: i18n._({ id: 'community.signup.failed', message: 'Registration failed' }),
        description: serverMessageOr(
          error,
          i18n._({ id: 'community.signup.failedText', message: 'Failed to join community' }),
        ),
        variant: 'destructive',
      });
    },
  });
}
