import { useMemo } from 'react';
import { Button, Card, Tag, type TableColumnType, type TableColumnsType } from 'antd';
import type { CommunityMemberDto, CommunityMembersPageDto } from '../../../shared/api-types';
import type { MemberSort } from '../hooks/use-members';
import { useLingui } from '@ministry/frontend-kit';
import { formatDate } from '../../../shared/format';
import { memberLocation, memberName } from '../member-filters';
import { valueLabel } from '../member-labels';
import { ScrollTable } from '../../../shared/ScrollTable';

/** Spec §9: up to 3 needs per row. */
const NEEDS_SHOWN = 3;

/** The order the server sorts by: a column and a direction. */
export interface MembersTableOrder {
  sort: MemberSort;
  order: 'asc' | 'desc';
}

interface MembersTableProps {
  page: CommunityMembersPageDto;
  /** The next page is on its way: the rows shown are the previous ones. */
  loading: boolean;
  order: MembersTableOrder;
  onPage: (page: number, pageSize: number) => void;
  onOrder: (order: MembersTableOrder) => void;
  deletePending: boolean;
  onView: (member: CommunityMemberDto) => void;
  /** Absent for a role that may not remove members: the rows then have no Delete. */
  onDelete?: (member: CommunityMemberDto) => void;
}

/** The sortable columns, by their key, and what the server sorts them by. */
const SORTS: Record<string, MemberSort> = { name: 'name', email: 'email', createdAt: 'joined' };

/**
 * Spec §2: the 'Community Members' table. It shows the page the server sent; paging and sorting ask
 * the server for another (the list may hold 50,000 members).
 */
export function MembersTable({
  page,
  loading,
  order,
  onPage,
  onOrder,
  deletePending,
  onView,
  onDelete,
}: MembersTableProps) {
  const { i18n } = useLingui();
  const columns = useMemo<TableColumnsType<CommunityMemberDto>>(() => {
    const sorted = (
      key: string,
    ): Pick<TableColumnType<CommunityMemberDto>, 'sorter' | 'sortOrder'> => ({
      sorter: true,
      sortOrder: SORTS[key] === order.sort ? (order.order === 'asc' ? 'ascend' : 'descend') : null,
    });
    return [
      {
        title: i18n._({ id: 'admin.members.name', message: 'Name' }),
        key: 'name',
        ...sorted('name'),
        render: (_, member) => {
          const details = [member.age ?? '', valueLabel('sex', member.sex)]
            .filter(Boolean)
            .join(' · ');
          return (
            <>
              <div className="admin-table__primary">{memberName(member)}</div>
              {details && <div className="admin-table__secondary">{details}</div>}
            </>
          );
        },
      },
      {
        title: i18n._({ id: 'admin.members.email', message: 'Email' }),
        key: 'email',
        ...sorted('email'),
        render: (_, member) => (
          <>
            <div>{member.email}</div>
            {member.phone && <div className="admin-table__secondary">{member.phone}</div>}
            {member.subscribeToEmails && (
              <Tag color="green">
                {i18n._({ id: 'admin.members.subscribed', message: 'Subscribed' })}
              </Tag>
            )}
          </>
        ),
      },
      {
        title: i18n._({ id: 'admin.members.location', message: 'Location' }),
        key: 'location',
        render: (_, member) => memberLocation(member) || '—',
      },
      {
        title: i18n._({ id: 'admin.members.journeyColumn', message: 'Spiritual Journey' }),
        key: 'spiritualLevel',
        render: (_, member) =>
          member.spiritualLevel ? (
            <Tag color="blue">{valueLabel('spiritualLevel', member.spiritualLevel)}</Tag>
          ) : (
            '—'
          ),
      },
      {
        title: i18n._({ id: 'admin.members.needs', message: 'Needs' }),
        key: 'needs',
        render: (_, member) => {
          if (member.needs.length === 0) return '—';
          const more = member.needs.length - NEEDS_SHOWN;
          return (
            <span className="admin-tags">
              {member.needs.slice(0, NEEDS_SHOWN).map((need) => (
                <Tag key={need}>{valueLabel('need', need)}</Tag>
              ))}
              {more > 0 && (
                <Tag color="default">
                  {i18n._({
                    id: 'admin.members.more',
                    message: '+{count} more',
                    values: { count: more },
                  })}
                </Tag>
              )}
            </span>
          );
        },
      },
      {
        title: i18n._({ id: 'admin.members.joined', message: 'Joined' }),
        key: 'createdAt',
        // A date and its header on one line each (the header wrapped mid-word).
        className: 'admin-table__nowrap',
        ...sorted('createdAt'),
        render: (_, member) => formatDate(member.createdAt),
      },
      {
        title: i18n._({ id: 'admin.members.actions', message: 'Actions' }),
        key: 'actions',
        // Pinned, so a phone shows the actions without scrolling the table sideways.
        fixed: 'right',
        render: (_, member) => (
          <span className="admin-table__actions">
            <Button
              size="small"
              onClick={() => onView(member)}
              aria-label={i18n._({
                id: 'admin.members.viewNamed',
                message: 'View {name}',
                values: { name: memberName(member) },
              })}
            >
              {i18n._({ id: 'admin.members.view', message: 'View' })}
            </Button>
            {onDelete && (
              <Button
                size="small"
                danger
                disabled={deletePending}
                onClick={() => onDelete(member)}
                aria-label={i18n._({
                  id: 'admin.members.deleteNamed',
                  message: 'Delete {name}',
                  values: { name: memberName(member) },
                })}
              >
                {i18n._({ id: 'admin.action.delete', message: 'Delete' })}
              </Button>
            )}
          </span>
        ),
      },
    ];
  }, [order, deletePending, onView, onDelete, i18n]);

  return (
    <Card
      className="admin-panel"
      title={
        <div>
          <h3 className="admin-panel__title">
            {i18n._({ id: 'admin.members.listTitle', message: 'Community Members' })}
          </h3>
          <p className="admin-panel__subtitle">
            {i18n._({
              id: 'admin.members.listSubtitle',
              message: 'Manage and view all community members',
            })}
          </p>
        </div>
      }
    >
      <ScrollTable<CommunityMemberDto>
        aria-label={i18n._({ id: 'admin.members.table', message: 'Community members' })}
        rowKey="id"
        columns={columns}
        dataSource={page.items}
        loading={loading}
        size="middle"
        scroll={{ x: 960 }}
        locale={{
          emptyText: i18n._({
            id: 'admin.members.noMatch',
            message: 'No members match the filters.',
          }),
        }}
        onChange={(_pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const sort = one?.order ? SORTS[String(one.columnKey)] : undefined;
          const next: MembersTableOrder = sort
            ? { sort, order: one.order === 'ascend' ? 'asc' : 'desc' }
            : { sort: 'joined', order: 'desc' };
          if (next.sort !== order.sort || next.order !== order.order) onOrder(next);
        }}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: page.total,
          onChange: onPage,
          pageSizeOptions: [10, 20, 50, 100],
          showSizeChanger: true,
          showTotal: (total, [from, to]) =>
            i18n._({
              id: 'admin.paging.of',
              message: '{from}-{to} of {total}',
              values: { from, to, total },
            }),
        }}
      />
    </Card>
  );
}
