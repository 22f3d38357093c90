import { Drawer, Tag } from 'antd';
import { useAuth } from '@ministry/frontend-kit';
import type { CommunityMemberDto } from '../../../shared/api-types';
import { formatDateTime, humanize } from '../../../shared/format';
import { can } from '../../../shared/permissions';
import { memberLocation, memberName } from '../member-filters';
import { MemberSuppression } from './MemberSuppression';

function TagList({ values }: { values: string[] }) {
  if (values.length === 0) return <>—</>;
  return (
    <>
      {values.map((value) => (
        <Tag key={value}>{humanize(value)}</Tag>
      ))}
    </>
  );
}

/** DESIGN §4: View opens the member's full profile. */
export function MemberDrawer({
  member,
  onClose,
}: {
  member: CommunityMemberDto | null;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const mayReadNotes = can(user, 'members.profile');
  const mayManageCampaigns = can(user, 'email.campaigns');
  return (
    <Drawer
      open={member !== null}
      onClose={onClose}
      title={member ? memberName(member) : 'Member'}
      size="large"
      className="admin-drawer"
    >
      {member && (
        <dl className="admin-facts admin-facts--wide">
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </dd>
          <dt>Email updates</dt>
          <dd>
            {member.subscribeToEmails ? <Tag color="green">Subscribed</Tag> : 'Not subscribed'}
          </dd>
          {/* Whether campaigns reach the address: for the staff who send them. */}
          {mayManageCampaigns && (
            <>
              <dt>Campaign mail</dt>
              <dd>
                <MemberSuppression email={member.email} />
              </dd>
            </>
          )}
          <dt>Phone</dt>
          <dd>{member.phone || '—'}</dd>
          <dt>Age</dt>
          <dd>{member.age ?? '—'}</dd>
          <dt>Gender</dt>
          <dd>{humanize(member.sex) || '—'}</dd>
          <dt>Marital status</dt>
          <dd>{humanize(member.maritalStatus) || '—'}</dd>
          <dt>Spiritual journey</dt>
          <dd>{humanize(member.spiritualLevel) || '—'}</dd>
          <dt>Occupation</dt>
          <dd>{member.occupation || '—'}</dd>
          <dt>Location</dt>
          <dd>{memberLocation(member) || '—'}</dd>
          <dt>Support needs</dt>
          <dd>
            <TagList values={member.needs} />
          </dd>
          <dt>Ministry interests</dt>
          <dd>
            <TagList values={member.interests} />
          </dd>
          {/* Withheld from a role that may not read members' notes (Communications). */}
          {mayReadNotes && (
            <>
              <dt>Notes</dt>
              <dd className="admin-prose">{member.notes || '—'}</dd>
            </>
          )}
          <dt>Joined</dt>
          <dd>{formatDateTime(member.createdAt)}</dd>
          <dt>Last updated</dt>
          <dd>{formatDateTime(member.updatedAt)}</dd>
        </dl>
      )}
    </Drawer>
  );
}
