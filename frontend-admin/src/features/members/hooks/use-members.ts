import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { COMMUNITY_MEMBERS_QUERY_KEY, api, dataOf, failWith } from '@ministry/api-client';
import type {
  CommunityMembersPageDto,
  CommunityMembersSummaryDto,
} from '../../../shared/api-types';
import { adminListQuery } from '../../../shared/admin-query';
import { EMPTY_FILTERS, type MemberFilters } from '../member-filters';

export type MemberSort = 'joined' | 'name' | 'email';

/** What the members table asks the server for: the filters, one page, one order. */
export interface MembersPageRequest {
  filters: MemberFilters;
  page: number;
  pageSize: number;
  sort: MemberSort;
  order: 'asc' | 'desc';
}

/** Only the filters that are set go into the address (an empty one means all, spec §4). */
function setFilters(filters: MemberFilters) {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** What the Community tab shows first: every member, the newest first, 20 to a page. */
export const FIRST_MEMBERS_PAGE: MembersPageRequest = {
  filters: EMPTY_FILTERS,
  page: 1,
  pageSize: 20,
  sort: 'joined',
  order: 'desc',
};

/** One page of the filtered members, sorted on the server (the list may hold 50,000 members). */
const membersPageQuery = (request: MembersPageRequest) =>
  adminListQuery(
    [...COMMUNITY_MEMBERS_QUERY_KEY, 'page', request] as const,
    async (signal) =>
      (await dataOf(
        api.GET('/api/community/members', {
          params: {
            query: {
              ...setFilters(request.filters),
              page: request.page,
              pageSize: request.pageSize,
              sort: request.sort,
              order: request.order,
            },
          },
          signal,
        }),
      )) as CommunityMembersPageDto,
  );

/** The summary cards, counted by the server. */
const membersSummaryQuery = () =>
  adminListQuery(
    [...COMMUNITY_MEMBERS_QUERY_KEY, 'summary'] as const,
    (signal): Promise<CommunityMembersSummaryDto> =>
      dataOf(api.GET('/api/community/members/summary', { signal })),
  );

/**
 * A page of members; the previous page stays on screen while the next one loads, so a filter change
 * never blanks the table. Keys sit under the list's key, which the sign-up page invalidates after a new
 * member joins.
 */
export function useMembersPage(request: MembersPageRequest) {
  return useQuery({ ...membersPageQuery(request), placeholderData: keepPreviousData });
}

export function useMembersSummary() {
  return useQuery(membersSummaryQuery());
}

/**
 * Asks for the tab's first page and its counts before its code has arrived and rendered (the
 * dashboard opened on the Community tab), so the rows come with the code instead of after it
 * (docs/architecture.md, "The dashboard opened on a tab"). The tab still refetches them when it
 * mounts (spec §7), in the background.
 */
export function prefetchCommunityTab(client: QueryClient): void {
  // A failure is the tab's to show when it mounts and asks again.
  client.query(membersPageQuery(FIRST_MEMBERS_PAGE)).catch(() => undefined);
  client.query(membersSummaryQuery()).catch(() => undefined);
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
