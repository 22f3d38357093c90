import { useMemo, useState } from 'react';
import { Button, Card, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useDebouncedValue } from '@ministry/frontend-kit';
import type { EventDto } from '../../../shared/api-types';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { errorText } from '../../../shared/error-text';
import { formatDateTime } from '../../../shared/format';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { ScrollTable } from '../../../shared/ScrollTable';
import { SummaryCards } from '../../../shared/SummaryCards';
import { TabSection } from '../../../shared/TabSection';
import { answerLines } from '../answers';
import {
  registrationsExportUrl,
  useCancelRegistration,
  useConfirmRegistration,
  useRegistrationsPage,
  useResendConfirmation,
  type AdminRegistrationDto,
  type RegistrationStatus,
} from '../hooks/use-registrations';
import { MessageDialog } from './MessageDialog';
import { WalkInDialog } from './WalkInDialog';
import '../registrations.css';

const SEARCH_DELAY_MS = 250;

const STATUS_OPTIONS: { value: RegistrationStatus | ''; label: string }[] = [
  { value: '', label: 'All statuses' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'waitlisted', label: 'Waitlisted' },
  { value: 'cancelled', label: 'Cancelled' },
];

const STATUS_TAGS: Record<RegistrationStatus, { color: string; label: string }> = {
  confirmed: { color: 'green', label: 'Confirmed' },
  waitlisted: { color: 'gold', label: 'Waitlisted' },
  cancelled: { color: 'default', label: 'Cancelled' },
};

const nameOf = (r: AdminRegistrationDto) => `${r.firstName} ${r.lastName}`.trim();

type Dialog =
  | { kind: 'walk-in' }
  | { kind: 'message' }
  | { kind: 'cancel'; registration: AdminRegistrationDto }
  | null;

interface EventRegistrationsProps {
  event: EventDto;
  onBack: () => void;
}

/**
 * One event's registrations for the staff: seats taken of the capacity, the waitlist, and the people
 * (paged and searched on the server, like the members list), with the actions on each.
 */
export function EventRegistrations({ event, onBack }: EventRegistrationsProps) {
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<RegistrationStatus | ''>('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [dialog, setDialog] = useState<Dialog>(null);
  const search = useDebouncedValue(searchText, SEARCH_DELAY_MS);
  const registrations = useRegistrationsPage(event.id, { search, status, ...paging });
  const cancel = useCancelRegistration();
  const confirm = useConfirmRegistration();
  const resend = useResendConfirmation();
  const settings = event.registrationSettings;
  const questions = useMemo(() => settings?.questions ?? [], [settings]);
  const busy = cancel.isPending || confirm.isPending || resend.isPending;

  const columns = useMemo<TableColumnsType<AdminRegistrationDto>>(
    () => [
      {
        title: 'Name',
        key: 'name',
        render: (_, r) => (
          <>
            <div className="admin-table__primary">{nameOf(r)}</div>
            {r.phone && <div className="admin-table__secondary">{r.phone}</div>}
          </>
        ),
      },
      { title: 'Email', key: 'email', dataIndex: 'email' },
      { title: 'Party', key: 'partySize', dataIndex: 'partySize', align: 'right' },
      {
        title: 'Answers',
        key: 'answers',
        render: (_, r) => {
          const lines = answerLines(questions, r.answers);
          if (!lines.length) return '—';
          return (
            <ul className="admin-registrations__answers">
              {lines.map((line) => (
                <li key={line.label}>
                  <strong>{line.label}:</strong> {line.text}
                </li>
              ))}
            </ul>
          );
        },
      },
      {
        title: 'Status',
        key: 'status',
        render: (_, r) => (
          <Tag color={STATUS_TAGS[r.status].color}>{STATUS_TAGS[r.status].label}</Tag>
        ),
      },
      {
        title: 'Registered',
        key: 'registeredAt',
        className: 'admin-table__nowrap',
        render: (_, r) => formatDateTime(r.registeredAt),
      },
      {
        title: 'Checked in',
        key: 'checkedInAt',
        className: 'admin-table__nowrap',
        render: (_, r) => (r.checkedInAt ? formatDateTime(r.checkedInAt) : '—'),
      },
      {
        title: 'Actions',
        key: 'actions',
        fixed: 'right',
        render: (_, r) =>
          r.status === 'cancelled' ? null : (
            <span className="admin-table__actions">
              {r.status === 'waitlisted' && (
                <Button
                  size="small"
                  type="primary"
                  disabled={busy}
                  aria-label={`Confirm ${nameOf(r)} from the waitlist`}
                  onClick={() =>
                    confirm.mutate(
                      { eventId: event.id, registrationId: r.id },
                      {
                        onSuccess: () =>
                          notifySuccess('Moved from the waitlist', `${nameOf(r)} is confirmed.`),
                        onError: (error) => notifyError(errorText(error)),
                      },
                    )
                  }
                >
                  Confirm
                </Button>
              )}
              <Button
                size="small"
                disabled={busy}
                aria-label={`Resend the confirmation to ${nameOf(r)}`}
                onClick={() =>
                  resend.mutate(
                    { eventId: event.id, registrationId: r.id },
                    {
                      onSuccess: () => notifySuccess('Confirmation sent again', r.email),
                      onError: (error) => notifyError(errorText(error)),
                    },
                  )
                }
              >
                Resend
              </Button>
              <Button
                size="small"
                danger
                disabled={busy}
                aria-label={`Cancel the registration of ${nameOf(r)}`}
                onClick={() => setDialog({ kind: 'cancel', registration: r })}
              >
                Cancel
              </Button>
            </span>
          ),
      },
    ],
    [questions, busy, confirm, resend, event.id],
  );

  const confirmCancel = (r: AdminRegistrationDto) =>
    cancel.mutate(
      { eventId: event.id, registrationId: r.id },
      {
        onSuccess: () => {
          notifySuccess('Registration cancelled', `${nameOf(r)} has been told.`);
          setDialog(null);
        },
        onError: (error) => notifyError(errorText(error)),
      },
    );

  return (
    <TabSection
      title={`Registrations: ${event.title}`}
      description={`${event.date}, ${event.time} · ${event.location}`}
      extra={<Button onClick={onBack}>Back to events</Button>}
      query={registrations}
      loadingText="Loading registrations..."
      render={(page) => (
        <>
          <SummaryCards
            label="Seat counts"
            items={[
              {
                label: 'Seats taken',
                value: page.seatsTaken,
                tone: 'blue',
              },
              ...(page.capacity === null
                ? []
                : [
                    {
                      label: 'Seats left',
                      value: Math.max(page.capacity - page.seatsTaken, 0),
                      tone: 'green' as const,
                    },
                  ]),
              { label: 'On the waitlist', value: page.waitlistLength, tone: 'gold' },
              { label: 'Seats waiting', value: page.waitlistSeats, tone: 'orange' },
            ]}
          />
          <p className="admin-registration__hint" data-testid="registrations-capacity">
            {page.seatsTaken} of {page.capacity === null ? 'unlimited' : page.capacity} seats taken
          </p>
          <div
            className="admin-registrations__toolbar"
            role="search"
            aria-label="Filter registrations"
          >
            <Input
              allowClear
              type="search"
              aria-label="Search registrations by name or e-mail"
              placeholder="Search by name or e-mail..."
              value={searchText}
              onChange={(e) => {
                setSearchText(e.target.value);
                setPaging((current) => ({ ...current, page: 1 }));
              }}
            />
            <Select<RegistrationStatus | ''>
              aria-label="Status"
              style={{ minWidth: '10rem' }}
              options={STATUS_OPTIONS}
              value={status}
              onChange={(value) => {
                setStatus(value);
                setPaging((current) => ({ ...current, page: 1 }));
              }}
            />
            <Button href={registrationsExportUrl(event.id, { search, status })} download>
              Export CSV
            </Button>
            <Button onClick={() => setDialog({ kind: 'message' })}>E-mail all</Button>
            <Button type="primary" onClick={() => setDialog({ kind: 'walk-in' })}>
              Add walk-in
            </Button>
          </div>
          <Card className="admin-panel">
            <ScrollTable<AdminRegistrationDto>
              aria-label={`Registrations for ${event.title}`}
              rowKey="id"
              columns={columns}
              dataSource={page.items}
              loading={registrations.isPlaceholderData}
              size="middle"
              scroll={{ x: 1000 }}
              locale={{ emptyText: 'No registrations match.' }}
              pagination={{
                current: page.page,
                pageSize: page.pageSize,
                total: page.total,
                onChange: (next, pageSize) => setPaging({ page: next, pageSize }),
                pageSizeOptions: [10, 20, 50, 100],
                showSizeChanger: true,
                showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
              }}
            />
          </Card>
        </>
      )}
    >
      <WalkInDialog
        open={dialog?.kind === 'walk-in'}
        eventId={event.id}
        questions={questions}
        maxPartySize={settings?.maxPartySize ?? 10}
        onClose={() => setDialog(null)}
      />
      <MessageDialog
        open={dialog?.kind === 'message'}
        eventId={event.id}
        eventTitle={event.title}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'cancel'}
        title="Cancel Registration"
        text={`Cancel the registration of ${dialog?.kind === 'cancel' ? nameOf(dialog.registration) : 'this person'}? They are e-mailed, and their seats go to the waitlist.`}
        confirmLabel="Cancel Registration"
        cancelLabel="Keep"
        pending={cancel.isPending}
        onConfirm={() => dialog?.kind === 'cancel' && confirmCancel(dialog.registration)}
        onCancel={() => setDialog(null)}
      />
    </TabSection>
  );
}
