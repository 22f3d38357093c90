import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MEMBERS_QUERY_KEY, api, dataOf, failWith } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';

/** The key is shared: the sign-up page invalidates it after a new member joins. */
export function useCommunityMembers() {
  return useQuery(
    adminListQuery(COMMUNITY_MEMBERS_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/community/members', { signal })),
    ),
  );
}

/** Spec §7/§8: success is judged by the OK status alone; the list is refetched afterwards. */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api
        .DELETE('/api/community/members/{id}', { params: { path: { id } } })
        .catch(failWith('Failed to delete member'));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMUNITY_MEMBERS_QUERY_KEY }),
  });
}
