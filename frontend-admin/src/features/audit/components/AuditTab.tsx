import { useState } from 'react';
import { Alert, Button, Select, Space, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLingui, type I18n } from '@ministry/frontend-kit';
import { DateField } from '../../../shared/DateField';
import { formatDateTime } from '../../../shared/format';
import {
  ROLE_LABELS,
  roleLabel as staffRoleLabel,
  type StaffRole,
} from '../../../shared/permissions';
import { useStaff } from '../../staff/hooks/use-staff';
import {
  AUDIT_PAGE_SIZE,
  auditExportUrl,
  type AuditEventDto,
  type AuditFilters,
  EMPTY_AUDIT_FILTERS,
  summaryLines,
} from '../audit-values';
import '../audit.css';
import { useAuditActions, useAuditPage } from '../hooks/use-audit';
import { ScrollTable } from '../../../shared/ScrollTable';

/** A role's name in the dashboard's language (a role the dashboard does not know: as recorded). */
const roleLabel = (i18n: I18n, role: string | null) =>
  role
    ? role in ROLE_LABELS
      ? staffRoleLabel(role as StaffRole)
      : role
    : i18n._({ id: 'admin.audit.notStaff', message: 'Not staff' });

/** Four narrow columns: the table fits a 1280 px screen; the rest opens under the row. */
const auditColumns = (i18n: I18n): TableColumnsType<AuditEventDto> => [
  {
    title: i18n._({ id: 'admin.audit.when', message: 'When' }),
    key: 'at',
    width: 190,
    render: (_, row) => formatDateTime(row.at),
  },
  {
    title: i18n._({ id: 'admin.audit.who', message: 'Who' }),
    key: 'actor',
    width: 220,
    render: (_, row) =>
      row.actorId === null && !row.actorName ? (
        <span className="admin-table__secondary">
          {i18n._({ id: 'admin.audit.unknownAccount', message: 'Unknown account' })}
        </span>
      ) : (
        <>
          <div className="admin-table__primary">{row.actorName ?? row.actorEmail ?? '—'}</div>
          <div className="admin-table__secondary">{roleLabel(i18n, row.actorRole)}</div>
        </>
      ),
  },
  {
    title: i18n._({ id: 'admin.audit.action', message: 'Action' }),
    key: 'action',
    render: (_, row) => row.actionLabel,
  },
  {
    title: i18n._({ id: 'admin.audit.target', message: 'Target' }),
    key: 'target',
    ellipsis: true,
    render: (_, row) => row.targetLabel ?? '—',
  },
];

/** What a row holds beyond its columns: what changed, from where, and the names a search needs. */
function AuditDetails({ row }: { row: AuditEventDto }) {
  const { i18n } = useLingui();
  const lines = summaryLines(row.summary);
  return (
    <dl className="audit-details">
      <dt>{i18n._({ id: 'admin.audit.summary', message: 'Summary' })}</dt>
      <dd>
        {lines.length ? (
          <ul className="audit-details__lines">
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        ) : (
          '—'
        )}
      </dd>
      <dt>{i18n._({ id: 'admin.audit.address', message: 'Address' })}</dt>
      <dd>{row.clientAddress ?? '—'}</dd>
      {row.actorEmail && (
        <>
          <dt>{i18n._({ id: 'admin.audit.email', message: 'E-mail' })}</dt>
          <dd>{row.actorEmail}</dd>
        </>
      )}
      <dt>{i18n._({ id: 'admin.audit.actionName', message: 'Action name' })}</dt>
      <dd>
        <code>{row.action}</code>
      </dd>
      {row.targetType && (
        <>
          <dt>{i18n._({ id: 'admin.audit.target', message: 'Target' })}</dt>
          <dd>
            <code>{[row.targetType, row.targetId].filter(Boolean).join(' ')}</code>
          </dd>
        </>
      )}
      {row.requestId && (
        <>
          <dt>{i18n._({ id: 'admin.audit.requestId', message: 'Request ID' })}</dt>
          <dd>
            <code>{row.requestId}</code>
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * The audit trail (docs/architecture.md, "Audit trail"): who did what, newest first, filtered by
 * person, action and dates.
 */
export function AuditTab() {
  const { i18n } = useLingui();
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const trail = useAuditPage(filters, page);
  const actions = useAuditActions();
  const staff = useStaff();

  const change = (next: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  const people = (staff.data ?? [])
    .filter((row) => row.userId !== null)
    .map((row) => ({ value: row.userId!, label: row.name || row.email || `#${row.userId}` }));
  const actionOptions = (actions.data ?? []).map(({ action, label }) => ({
    value: action,
    label,
  }));

  return (
    <section
      className="admin-tab"
      aria-label={i18n._({ id: 'admin.audit.title', message: 'Audit' })}
    >
      <header className="admin-tab__header">
        <div>
          <h2 className="admin-tab__title">
            {i18n._({ id: 'admin.audit.title', message: 'Audit' })}
          </h2>
          <p className="admin-tab__description">
            {i18n._({
              id: 'admin.audit.description',
              message:
                'Every change staff made, each sign-in, export and opening of a counseling request.',
            })}
          </p>
        </div>
        <div className="admin-tab__extra">
          <Button type="primary" href={auditExportUrl(filters)} download>
            {i18n._({ id: 'admin.audit.export', message: 'Export CSV' })}
          </Button>
        </div>
      </header>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<number>
          aria-label={i18n._({ id: 'admin.audit.person', message: 'Person' })}
          placeholder={i18n._({ id: 'admin.audit.anyone', message: 'Anyone' })}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 220 }}
          value={filters.actorId ?? undefined}
          options={people}
          onChange={(actorId) => change({ actorId: actorId ?? null })}
        />
        <Select<string>
          aria-label={i18n._({ id: 'admin.audit.action', message: 'Action' })}
          placeholder={i18n._({ id: 'admin.audit.anyAction', message: 'Any action' })}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 240 }}
          value={filters.action || undefined}
          options={actionOptions}
          onChange={(action) => change({ action: action ?? '' })}
        />
        {/* Two one-month pickers rather than a range picker: its two-month panel is wider than a
            phone and covered the tabs. */}
        <DateField
          aria-label={i18n._({ id: 'admin.audit.from', message: 'From' })}
          placeholder={i18n._({ id: 'admin.audit.from', message: 'From' })}
          format="YYYY-MM-DD"
          placement="bottomLeft"
          value={filters.fromDay ? dayjs(filters.fromDay) : null}
          maxDate={filters.toDay ? dayjs(filters.toDay) : undefined}
          onChange={(day: Dayjs | null) => change({ fromDay: day?.format('YYYY-MM-DD') ?? '' })}
        />
        <DateField
          aria-label={i18n._({ id: 'admin.audit.to', message: 'To' })}
          placeholder={i18n._({ id: 'admin.audit.to', message: 'To' })}
          format="YYYY-MM-DD"
          placement="bottomLeft"
          value={filters.toDay ? dayjs(filters.toDay) : null}
          minDate={filters.fromDay ? dayjs(filters.fromDay) : undefined}
          onChange={(day: Dayjs | null) => change({ toDay: day?.format('YYYY-MM-DD') ?? '' })}
        />
      </Space>
      {trail.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={trail.error.message}
          action={
            <Button size="small" onClick={() => void trail.refetch()}>
              {i18n._({ id: 'admin.action.retry', message: 'Retry' })}
            </Button>
          }
        />
      ) : (
        <ScrollTable<AuditEventDto>
          aria-label={i18n._({ id: 'admin.audit.trail', message: 'Audit trail' })}
          rowKey="id"
          size="middle"
          loading={trail.isFetching}
          tableLayout="fixed"
          // Below 600 px (a phone) the table scrolls in its own box instead of widening the page.
          scroll={{ x: 600 }}
          columns={auditColumns(i18n)}
          expandable={{
            expandedRowRender: (row) => <AuditDetails row={row} />,
          }}
          dataSource={trail.data?.items ?? []}
          locale={{
            emptyText: i18n._({
              id: 'admin.audit.noMatch',
              message: 'No entries match the filters.',
            }),
          }}
          pagination={{
            current: page,
            pageSize: AUDIT_PAGE_SIZE,
            total: trail.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) =>
              i18n._({
                id: 'admin.audit.total',
                message: '{total, plural, one {# entry} other {# entries}}',
                values: { total },
              }),
            onChange: setPage,
          }}
        />
      )}
    </section>
  );
}
