import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListQuery } from '../../../shared/admin-query';
import type { CommunityMemberDto } from '../../../shared/api-types';

/** Also the key the sign-up page invalidates after a new member joins. */
export const COMMUNITY_MEMBERS_QUERY_KEY = ['/api/community/members'] as const;

export function useCommunityMembers() {
  return useQuery(adminListQuery<CommunityMemberDto[]>(COMMUNITY_MEMBERS_QUERY_KEY));
}

/** Spec §7/§8: success is judged by the OK status alone; the list is refetched afterwards. */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await fetch(`/api/community/members/${id}`, {
        method: 'DELETE',
        credentials: 'include',
      });
      if (!res.ok) throw new Error('Failed to delete member');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMUNITY_MEMBERS_QUERY_KEY }),
  });
}
