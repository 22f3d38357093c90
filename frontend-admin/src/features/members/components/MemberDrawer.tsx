import { Drawer, Tag } from 'antd';
import { useAuth, useLingui } from '@ministry/frontend-kit';
import type { CommunityMemberDto } from '../../../shared/api-types';
import { formatDateTime } from '../../../shared/format';
import { can } from '../../../shared/permissions';
import { memberLocation, memberName } from '../member-filters';
import { valueLabel } from '../member-labels';
import { MemberSuppression } from './MemberSuppression';

function TagList({ kind, values }: { kind: 'need' | 'interest'; values: string[] }) {
  if (values.length === 0) return <>—</>;
  return (
    <>
      {values.map((value) => (
        <Tag key={value}>{valueLabel(kind, value)}</Tag>
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
  const { i18n } = useLingui();
  const { user } = useAuth();
  const mayReadNotes = can(user, 'members.profile');
  const mayManageCampaigns = can(user, 'email.campaigns');
  return (
    <Drawer
      open={member !== null}
      onClose={onClose}
      title={
        member ? memberName(member) : i18n._({ id: 'admin.members.member', message: 'Member' })
      }
      size="large"
      className="admin-drawer"
    >
      {member && (
        <dl className="admin-facts admin-facts--wide">
          <dt>{i18n._({ id: 'admin.members.email', message: 'Email' })}</dt>
          <dd>
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </dd>
          <dt>{i18n._({ id: 'admin.members.emailUpdates', message: 'Email updates' })}</dt>
          <dd>
            {member.subscribeToEmails ? (
              <Tag color="green">
                {i18n._({ id: 'admin.members.subscribed', message: 'Subscribed' })}
              </Tag>
            ) : (
              i18n._({ id: 'admin.members.notSubscribed', message: 'Not subscribed' })
            )}
          </dd>
          {/* Whether campaigns reach the address: for the staff who send them. */}
          {mayManageCampaigns && (
            <>
              <dt>{i18n._({ id: 'admin.members.campaignMail', message: 'Campaign mail' })}</dt>
              <dd>
                <MemberSuppression email={member.email} />
              </dd>
            </>
          )}
          <dt>{i18n._({ id: 'admin.members.phone', message: 'Phone' })}</dt>
          <dd>{member.phone || '—'}</dd>
          <dt>{i18n._({ id: 'admin.members.age', message: 'Age' })}</dt>
          <dd>{member.age ?? '—'}</dd>
          <dt>{i18n._({ id: 'admin.members.gender', message: 'Gender' })}</dt>
          <dd>{valueLabel('sex', member.sex) || '—'}</dd>
          <dt>{i18n._({ id: 'admin.members.maritalStatus', message: 'Marital status' })}</dt>
          <dd>{valueLabel('maritalStatus', member.maritalStatus) || '—'}</dd>
          <dt>{i18n._({ id: 'admin.members.spiritualJourney', message: 'Spiritual journey' })}</dt>
          <dd>{valueLabel('spiritualLevel', member.spiritualLevel) || '—'}</dd>
          <dt>{i18n._({ id: 'admin.members.occupation', message: 'Occupation' })}</dt>
          <dd>{member.occupation || '—'}</dd>
          <dt>{i18n._({ id: 'admin.members.location', message: 'Location' })}</dt>
          <dd>{memberLocation(member) || '—'}</dd>
          <dt>{i18n._({ id: 'admin.members.supportNeeds', message: 'Support needs' })}</dt>
          <dd>
            <TagList kind="need" values={member.needs} />
          </dd>
          <dt>{i18n._({ id: 'admin.members.interests', message: 'Ministry interests' })}</dt>
          <dd>
            <TagList kind="interest" values={member.interests} />
          </dd>
          {/* Withheld from a role that may not read members' notes (Communications). */}
          {mayReadNotes && (
            <>
              <dt>{i18n._({ id: 'admin.members.notes', message: 'Notes' })}</dt>
              <dd className="admin-prose">{member.notes || '—'}</dd>
            </>
          )}
          <dt>{i18n._({ id: 'admin.members.joined', message: 'Joined' })}</dt>
          <dd>{formatDateTime(member.createdAt)}</dd>
          <dt>{i18n._({ id: 'admin.members.lastUpdated', message: 'Last updated' })}</dt>
          <dd>{formatDateTime(member.updatedAt)}</dd>
        </dl>
      )}
    </Drawer>
  );
}
