import { useMemo, useState } from 'react';
import { Button, Card, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useDebouncedValue, useLingui } from '@ministry/frontend-kit';
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

type Label = { id: string; message: string };

const STATUS_LABELS: Record<RegistrationStatus, Label> = {
  confirmed: /*i18n*/ { id: 'admin.registrations.confirmed', message: 'Confirmed' },
  waitlisted: /*i18n*/ { id: 'admin.registrations.waitlisted', message: 'Waitlisted' },
  cancelled: /*i18n*/ { id: 'admin.registrations.cancelled', message: 'Cancelled' },
};

const STATUS_OPTIONS: { value: RegistrationStatus | ''; label: Label }[] = [
  { value: '', label: /*i18n*/ { id: 'admin.registrations.allStatuses', message: 'All statuses' } },
  { value: 'confirmed', label: STATUS_LABELS.confirmed },
  { value: 'waitlisted', label: STATUS_LABELS.waitlisted },
  { value: 'cancelled', label: STATUS_LABELS.cancelled },
];

const STATUS_COLORS: Record<RegistrationStatus, string> = {
  confirmed: 'green',
  waitlisted: 'gold',
  cancelled: 'default',
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
  const { i18n } = useLingui();
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

  // Made each render: their titles are in the dashboard's language of the moment.
  const columns: TableColumnsType<AdminRegistrationDto> = [
    {
      title: i18n._({ id: 'admin.registrations.name', message: 'Name' }),
      key: 'name',
      render: (_, r) => (
        <>
          <div className="admin-table__primary">{nameOf(r)}</div>
          {r.phone && <div className="admin-table__secondary">{r.phone}</div>}
        </>
      ),
    },
    {
      title: i18n._({ id: 'admin.registrations.email', message: 'Email' }),
      key: 'email',
      dataIndex: 'email',
    },
    {
      title: i18n._({ id: 'admin.registrations.party', message: 'Party' }),
      key: 'partySize',
      dataIndex: 'partySize',
      align: 'right',
    },
    {
      title: i18n._({ id: 'admin.registrations.answers', message: 'Answers' }),
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
      title: i18n._({ id: 'admin.calendar.status', message: 'Status' }),
      key: 'status',
      render: (_, r) => (
        <Tag color={STATUS_COLORS[r.status]}>{i18n._(STATUS_LABELS[r.status])}</Tag>
      ),
    },
    {
      title: i18n._({ id: 'admin.registrations.registeredAt', message: 'Registered' }),
      key: 'registeredAt',
      className: 'admin-table__nowrap',
      render: (_, r) => formatDateTime(r.registeredAt),
    },
    {
      title: i18n._({ id: 'admin.registrations.checkedIn', message: 'Checked in' }),
      key: 'checkedInAt',
      className: 'admin-table__nowrap',
      render: (_, r) => (r.checkedInAt ? formatDateTime(r.checkedInAt) : '—'),
    },
    {
      title: i18n._({ id: 'admin.registrations.actions', message: 'Actions' }),
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
                aria-label={i18n._({
                  id: 'admin.registrations.confirmNamed',
                  message: 'Confirm {name} from the waitlist',
                  values: { name: nameOf(r) },
                })}
                onClick={() =>
                  confirm.mutate(
                    { eventId: event.id, registrationId: r.id },
                    {
                      onSuccess: () =>
                        notifySuccess(
                          i18n._({
                            id: 'admin.registrations.moved',
                            message: 'Moved from the waitlist',
                          }),
                          i18n._({
                            id: 'admin.registrations.movedText',
                            message: '{name} is confirmed.',
                            values: { name: nameOf(r) },
                          }),
                        ),
                      onError: (error) => notifyError(errorText(error)),
                    },
                  )
                }
              >
                {i18n._({ id: 'admin.registrations.confirm', message: 'Confirm' })}
              </Button>
            )}
            <Button
              size="small"
              disabled={busy}
              aria-label={i18n._({
                id: 'admin.registrations.resendNamed',
                message: 'Resend the confirmation to {name}',
                values: { name: nameOf(r) },
              })}
              onClick={() =>
                resend.mutate(
                  { eventId: event.id, registrationId: r.id },
                  {
                    onSuccess: () =>
                      notifySuccess(
                        i18n._({
                          id: 'admin.registrations.resent',
                          message: 'Confirmation sent again',
                        }),
                        r.email,
                      ),
                    onError: (error) => notifyError(errorText(error)),
                  },
                )
              }
            >
              {i18n._({ id: 'admin.registrations.resend', message: 'Resend' })}
            </Button>
            <Button
              size="small"
              danger
              disabled={busy}
              aria-label={i18n._({
                id: 'admin.registrations.cancelNamed',
                message: 'Cancel the registration of {name}',
                values: { name: nameOf(r) },
              })}
              onClick={() => setDialog({ kind: 'cancel', registration: r })}
            >
              {i18n._({ id: 'admin.action.cancel', message: 'Cancel' })}
            </Button>
          </span>
        ),
    },
  ];

  const confirmCancel = (r: AdminRegistrationDto) =>
    cancel.mutate(
      { eventId: event.id, registrationId: r.id },
      {
        onSuccess: () => {
          notifySuccess(
            i18n._({ id: 'admin.registrations.cancelledToast', message: 'Registration cancelled' }),
            i18n._({
              id: 'admin.registrations.cancelledText',
              message: '{name} has been told.',
              values: { name: nameOf(r) },
            }),
          );
          setDialog(null);
        },
        onError: (error) => notifyError(errorText(error)),
      },
    );

  return (
    <TabSection
      title={i18n._({
        id: 'admin.registrations.title',
        message: 'Registrations: {title}',
        values: { title: event.title },
      })}
      description={`${event.date}, ${event.time} · ${event.location}`}
      extra={
        <Button onClick={onBack}>
          {i18n._({ id: 'admin.registrations.back', message: 'Back to events' })}
        </Button>
      }
      query={registrations}
      loadingText={i18n._({
        id: 'admin.registrations.loading',
        message: 'Loading registrations...',
      })}
      render={(page) => (
        <>
          <SummaryCards
            label={i18n._({ id: 'admin.registrations.counts', message: 'Seat counts' })}
            items={[
              {
                label: i18n._({ id: 'admin.registrations.seatsTaken', message: 'Seats taken' }),
                value: page.seatsTaken,
                tone: 'blue',
              },
              ...(page.capacity === null
                ? []
                : [
                    {
                      label: i18n._({ id: 'admin.registrations.seatsLeft', message: 'Seats left' }),
                      value: Math.max(page.capacity - page.seatsTaken, 0),
                      tone: 'green' as const,
                    },
                  ]),
              {
                label: i18n._({ id: 'admin.registrations.onWaitlist', message: 'On the waitlist' }),
                value: page.waitlistLength,
                tone: 'gold',
              },
              {
                label: i18n._({ id: 'admin.registrations.seatsWaiting', message: 'Seats waiting' }),
                value: page.waitlistSeats,
                tone: 'orange',
              },
            ]}
          />
          <p className="admin-registration__hint" data-testid="registrations-capacity">
            {page.capacity === null
              ? i18n._({
                  id: 'admin.registrations.takenUnlimited',
                  message: '{taken} of unlimited seats taken',
                  values: { taken: page.seatsTaken },
                })
              : i18n._({
                  id: 'admin.registrations.takenOf',
                  message: '{taken} of {capacity} seats taken',
                  values: { taken: page.seatsTaken, capacity: page.capacity },
                })}
          </p>
          <div
            className="admin-registrations__toolbar"
            role="search"
            aria-label={i18n._({
              id: 'admin.registrations.filter',
              message: 'Filter registrations',
            })}
          >
            <Input
              allowClear
              type="search"
              aria-label={i18n._({
                id: 'admin.registrations.search',
                message: 'Search registrations by name or e-mail',
              })}
              placeholder={i18n._({
                id: 'admin.registrations.searchPlaceholder',
                message: 'Search by name or e-mail...',
              })}
              value={searchText}
              onChange={(e) => {
                setSearchText(e.target.value);
                setPaging((current) => ({ ...current, page: 1 }));
              }}
            />
            <Select<RegistrationStatus | ''>
              aria-label={i18n._({ id: 'admin.calendar.status', message: 'Status' })}
              style={{ minWidth: '10rem' }}
              options={STATUS_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
              value={status}
              onChange={(value) => {
                setStatus(value);
                setPaging((current) => ({ ...current, page: 1 }));
              }}
            />
            <Button href={registrationsExportUrl(event.id, { search, status })} download>
              {i18n._({ id: 'admin.registrations.export', message: 'Export CSV' })}
            </Button>
            <Button onClick={() => setDialog({ kind: 'message' })}>
              {i18n._({ id: 'admin.registrations.emailAll', message: 'E-mail all' })}
            </Button>
            <Button type="primary" onClick={() => setDialog({ kind: 'walk-in' })}>
              {i18n._({ id: 'admin.registrations.addWalkIn', message: 'Add walk-in' })}
            </Button>
          </div>
          <Card className="admin-panel">
            <ScrollTable<AdminRegistrationDto>
              aria-label={i18n._({
                id: 'admin.events.registrationsFor',
                message: 'Registrations for {title}',
                values: { title: event.title },
              })}
              rowKey="id"
              columns={columns}
              dataSource={page.items}
              loading={registrations.isPlaceholderData}
              size="middle"
              scroll={{ x: 1000 }}
              locale={{
                emptyText: i18n._({
                  id: 'admin.registrations.noMatch',
                  message: 'No registrations match.',
                }),
              }}
              pagination={{
                current: page.page,
                pageSize: page.pageSize,
                total: page.total,
                onChange: (next, pageSize) => setPaging({ page: next, pageSize }),
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
        title={i18n._({ id: 'admin.registrations.cancelTitle', message: 'Cancel Registration' })}
        text={
          dialog?.kind === 'cancel'
            ? i18n._({
                id: 'admin.registrations.cancelText',
                message:
                  'Cancel the registration of {name}? They are e-mailed, and their seats go to the waitlist.',
                values: { name: nameOf(dialog.registration) },
              })
            : ''
        }
        confirmLabel={i18n._({
          id: 'admin.registrations.cancelTitle',
          message: 'Cancel Registration',
        })}
        cancelLabel={i18n._({ id: 'admin.registrations.keep', message: 'Keep' })}
        pending={cancel.isPending}
        onConfirm={() => dialog?.kind === 'cancel' && confirmCancel(dialog.registration)}
        onCancel={() => setDialog(null)}
      />
    </TabSection>
  );
}
