import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { CommunityMemberDto } from '../../../shared/api-types';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { SummaryCards } from '../../../shared/SummaryCards';
import { TabSection } from '../../../shared/TabSection';
import { useCommunityMembers, useDeleteMember } from '../hooks/use-members';
import { EMPTY_FILTERS, filterMembers, memberName, type MemberFilters } from '../member-filters';
import { MemberDrawer } from './MemberDrawer';
import { MemberFiltersPanel } from './MemberFiltersPanel';
import { MembersTable } from './MembersTable';

const NO_MEMBERS: CommunityMemberDto[] = [];

/** Spec §2 "Admin: Community members". */
export function CommunityTab() {
  const members = useCommunityMembers();
  const remove = useDeleteMember();
  const [filters, setFilters] = useState<MemberFilters>(EMPTY_FILTERS);
  const [viewing, setViewing] = useState<CommunityMemberDto | null>(null);
  const [deleting, setDeleting] = useState<CommunityMemberDto | null>(null);

  const all = members.data ?? NO_MEMBERS;
  // Typing stays responsive with a thousand members: the table follows a moment later.
  const deferredFilters = useDeferredValue(filters);
  const filtered = useMemo(() => filterMembers(all, deferredFilters), [all, deferredFilters]);
  const summary = useMemo(
    () => [
      { label: 'Total Members', value: all.length, tone: 'blue' as const },
      {
        label: 'Email Subscribers',
        value: all.filter((member) => member.subscribeToEmails).length,
        tone: 'green' as const,
      },
      {
        label: 'New Believers',
        value: all.filter((member) => member.spiritualLevel === 'new_believer').length,
        tone: 'purple' as const,
      },
      {
        label: 'Need Prayer',
        value: all.filter((member) => member.needs.includes('prayer')).length,
        tone: 'orange' as const,
      },
    ],
    [all],
  );

  const onView = useCallback((member: CommunityMemberDto) => setViewing(member), []);
  const onDelete = useCallback((member: CommunityMemberDto) => setDeleting(member), []);

  const confirmDelete = (member: CommunityMemberDto) =>
    remove.mutate(member.id, {
      onSuccess: () => {
        notifySuccess('Member deleted', 'Community member has been removed successfully.');
        setDeleting(null);
        if (viewing?.id === member.id) setViewing(null);
      },
      onError: () => notifyError('Failed to delete member.'),
    });

  return (
    <TabSection
      title="Community"
      description="Members who joined through the community sign-up."
      query={members}
      loadingText="Loading community members..."
      render={() => (
        <>
          <SummaryCards label="Member counts" items={summary} />
          <MemberFiltersPanel
            filters={filters}
            applied={deferredFilters}
            onChange={setFilters}
            shown={filtered.length}
            total={all.length}
          />
          <MembersTable
            members={filtered}
            deletePending={remove.isPending}
            onView={onView}
            onDelete={onDelete}
          />
        </>
      )}
    >
      <MemberDrawer member={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Member"
        text={`Are you sure you want to delete ${deleting ? memberName(deleting) : 'this member'}? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </TabSection>
  );
}
