import { useMemo } from 'react';
import { Button, Card, Table, Tag, type TableColumnsType } from 'antd';
import type { CommunityMemberDto } from '../../../shared/api-types';
import { formatDate, humanize } from '../../../shared/format';
import { memberLocation, memberName } from '../member-filters';

/** Spec §9: up to 3 needs per row. */
const NEEDS_SHOWN = 3;

interface MembersTableProps {
  members: CommunityMemberDto[];
  deletePending: boolean;
  onView: (member: CommunityMemberDto) => void;
  onDelete: (member: CommunityMemberDto) => void;
}

const byText =
  (pick: (member: CommunityMemberDto) => string) =>
  (a: CommunityMemberDto, b: CommunityMemberDto) =>
    pick(a).localeCompare(pick(b));

/** Spec §2: the 'Community Members' table. One page of rows is rendered at a time. */
export function MembersTable({ members, deletePending, onView, onDelete }: MembersTableProps) {
  const columns = useMemo<TableColumnsType<CommunityMemberDto>>(
    () => [
      {
        title: 'Name',
        key: 'name',
        sorter: byText(memberName),
        render: (_, member) => {
          const details = [member.age ?? '', humanize(member.sex)].filter(Boolean).join(' · ');
          return (
            <>
              <div className="admin-table__primary">{memberName(member)}</div>
              {details && <div className="admin-table__secondary">{details}</div>}
            </>
          );
        },
      },
      {
        title: 'Email',
        key: 'email',
        sorter: byText((member) => member.email),
        render: (_, member) => (
          <>
            <div>{member.email}</div>
            {member.phone && <div className="admin-table__secondary">{member.phone}</div>}
            {member.subscribeToEmails && <Tag color="green">Subscribed</Tag>}
          </>
        ),
      },
      {
        title: 'Location',
        key: 'location',
        render: (_, member) => memberLocation(member) || '—',
      },
      {
        title: 'Spiritual Journey',
        key: 'spiritualLevel',
        render: (_, member) =>
          member.spiritualLevel ? <Tag color="blue">{humanize(member.spiritualLevel)}</Tag> : '—',
      },
      {
        title: 'Needs',
        key: 'needs',
        render: (_, member) => {
          if (member.needs.length === 0) return '—';
          const more = member.needs.length - NEEDS_SHOWN;
          return (
            <span className="admin-tags">
              {member.needs.slice(0, NEEDS_SHOWN).map((need) => (
                <Tag key={need}>{humanize(need)}</Tag>
              ))}
              {more > 0 && <Tag color="default">+{more} more</Tag>}
            </span>
          );
        },
      },
      {
        title: 'Joined',
        key: 'createdAt',
        // A date and its header on one line each (the header wrapped mid-word).
        className: 'admin-table__nowrap',
        sorter: byText((member) => member.createdAt),
        render: (_, member) => formatDate(member.createdAt),
      },
      {
        title: 'Actions',
        key: 'actions',
        // Pinned, so a phone shows the actions without scrolling the table sideways.
        fixed: 'right',
        render: (_, member) => (
          <span className="admin-table__actions">
            <Button
              size="small"
              onClick={() => onView(member)}
              aria-label={`View ${memberName(member)}`}
            >
              View
            </Button>
            <Button
              size="small"
              danger
              disabled={deletePending}
              onClick={() => onDelete(member)}
              aria-label={`Delete ${memberName(member)}`}
            >
              Delete
            </Button>
          </span>
        ),
      },
    ],
    [deletePending, onView, onDelete],
  );

  return (
    <Card
      className="admin-panel"
      title={
        <div>
          <h3 className="admin-panel__title">Community Members</h3>
          <p className="admin-panel__subtitle">Manage and view all community members</p>
        </div>
      }
    >
      <Table<CommunityMemberDto>
        rowKey="id"
        columns={columns}
        dataSource={members}
        size="middle"
        scroll={{ x: 960 }}
        locale={{ emptyText: 'No members match the filters.' }}
        pagination={{
          defaultPageSize: 20,
          pageSizeOptions: [10, 20, 50, 100],
          showSizeChanger: true,
          showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
        }}
      />
    </Card>
  );
}
