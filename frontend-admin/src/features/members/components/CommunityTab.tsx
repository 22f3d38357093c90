import { useCallback, useMemo, useState } from 'react';
import type { CommunityMemberDto } from '../../../shared/api-types';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useCan } from '../../../shared/permissions';
import { SummaryCards } from '../../../shared/SummaryCards';
import { TabSection } from '../../../shared/TabSection';
import { useDebouncedValue, useLingui } from '@ministry/frontend-kit';
import {
  FIRST_MEMBERS_PAGE,
  useDeleteMember,
  useMembersPage,
  useMembersSummary,
  type MembersPageRequest,
} from '../hooks/use-members';
import { ImportButtons } from '../../imports/components/ImportButtons';
import { memberName, type MemberFilters } from '../member-filters';
import { MemberDrawer } from './MemberDrawer';
import { MemberFiltersPanel } from './MemberFiltersPanel';
import { MembersTable, type MembersTableOrder } from './MembersTable';

/** Typing in the search asks the server once it pauses this long. */
const SEARCH_DELAY_MS = 250;
const FIRST_PAGE: Pick<MembersPageRequest, 'page' | 'pageSize'> = {
  page: FIRST_MEMBERS_PAGE.page,
  pageSize: FIRST_MEMBERS_PAGE.pageSize,
};
const NEWEST_FIRST: MembersTableOrder = {
  sort: FIRST_MEMBERS_PAGE.sort,
  order: FIRST_MEMBERS_PAGE.order,
};

/**
 * Spec §2 "Admin: Community members". The server filters, sorts and pages (the screen stays quick
 * with 50,000 members: DESIGN §8, budgets); the counts and the summary cards come from the server
 * too.
 */
export function CommunityTab() {
  const { i18n } = useLingui();
  const remove = useDeleteMember();
  const mayDelete = useCan('members.delete');
  const mayImport = useCan('members.import');
  const [filters, setFilters] = useState<MemberFilters>(FIRST_MEMBERS_PAGE.filters);
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [order, setOrder] = useState<MembersTableOrder>(NEWEST_FIRST);
  const [viewing, setViewing] = useState<CommunityMemberDto | null>(null);
  const [deleting, setDeleting] = useState<CommunityMemberDto | null>(null);
  // The name stays in the confirmation while it fades out.
  const [named, setNamed] = useState<CommunityMemberDto | null>(null);
  if (deleting && deleting !== named) setNamed(deleting);

  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const applied = useMemo(() => ({ ...filters, search }), [filters, search]);
  const members = useMembersPage({ filters: applied, ...paging, ...order });
  const summary = useMembersSummary();

  const changeFilters = (next: MemberFilters) => {
    setFilters(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };
  const cards = useMemo(
    () => [
      {
        label: i18n._({ id: 'admin.members.total', message: 'Total Members' }),
        value: summary.data?.total ?? 0,
        tone: 'blue' as const,
      },
      {
        label: i18n._({ id: 'admin.members.subscribers', message: 'Email Subscribers' }),
        value: summary.data?.subscribers ?? 0,
        tone: 'green' as const,
      },
      {
        label: i18n._({ id: 'admin.members.newBelievers', message: 'New Believers' }),
        value: summary.data?.newBelievers ?? 0,
        tone: 'purple' as const,
      },
      {
        label: i18n._({ id: 'admin.members.needPrayerCount', message: 'Need Prayer' }),
        value: summary.data?.needPrayer ?? 0,
        tone: 'orange' as const,
      },
    ],
    [summary.data, i18n],
  );

  const onView = useCallback((member: CommunityMemberDto) => setViewing(member), []);
  const onDelete = useCallback((member: CommunityMemberDto) => setDeleting(member), []);

  const confirmDelete = (member: CommunityMemberDto) =>
    remove.mutate(member.id, {
      onSuccess: () => {
        notifySuccess(
          i18n._({ id: 'admin.members.deleted', message: 'Member deleted' }),
          i18n._({
            id: 'admin.members.deletedText',
            message: 'Community member has been removed successfully.',
          }),
        );
        setDeleting(null);
        if (viewing?.id === member.id) setViewing(null);
      },
      onError: () =>
        notifyError(
          i18n._({ id: 'admin.members.deleteFailed', message: 'Failed to delete member.' }),
        ),
    });

  return (
    <TabSection
      title={i18n._({ id: 'admin.members.title', message: 'Community' })}
      description={i18n._({
        id: 'admin.members.description',
        message: 'Members who joined through the community sign-up.',
      })}
      extra={mayImport ? <ImportButtons target="members" /> : undefined}
      query={members}
      loadingText={i18n._({
        id: 'admin.members.loading',
        message: 'Loading community members...',
      })}
      render={(page) => (
        <>
          <SummaryCards
            label={i18n._({ id: 'admin.members.counts', message: 'Member counts' })}
            items={cards}
          />
          <MemberFiltersPanel
            filters={filters}
            applied={applied}
            onChange={changeFilters}
            shown={page.total}
            total={page.totalMembers}
          />
          <MembersTable
            page={page}
            loading={members.isPlaceholderData}
            order={order}
            onPage={(next, pageSize) => setPaging({ page: next, pageSize })}
            onOrder={(next) => {
              setOrder(next);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
            deletePending={remove.isPending}
            onView={onView}
            onDelete={mayDelete ? onDelete : undefined}
          />
        </>
      )}
    >
      <MemberDrawer member={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={i18n._({ id: 'admin.members.deleteTitle', message: 'Delete Member' })}
        text={i18n._({
          id: 'admin.members.deleteText',
          message:
            'Are you sure you want to delete {name}? Their profile, pending testimonies and counseling requests are erased; approved testimonies stay on the site as Anonymous. This action cannot be undone.',
          values: { name: named ? memberName(named) : '' },
        })}
        pending={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </TabSection>
  );
}
