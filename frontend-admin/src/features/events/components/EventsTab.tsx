import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Input, Segmented, Space } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import type { EventDto } from '../../../shared/api-types';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { PagedGrid } from '../../../shared/PagedGrid';
import { TabSection } from '../../../shared/TabSection';
import { useCan } from '../../../shared/permissions';
import { useUrlPage } from '../../../shared/use-url-page';
import { useAdminEvents, useDeleteEvent } from '../hooks/use-events';
import { EventCard } from './EventCard';

/** The form (date picker, form engine: ~45 KB gzip) loads when first needed, not with the tab. */
const loadFormDialog = () => import('./EventFormDialog');
const EventFormDialog = lazy(async () => ({ default: (await loadFormDialog()).EventFormDialog }));
const preloadFormDialog = () => void loadFormDialog();
const CalendarImportDialog = lazy(async () => ({
  default: (await import('./CalendarImportDialog')).CalendarImportDialog,
}));
const EventRegistrations = lazy(async () => ({
  default: (await import('../../registrations/components/EventRegistrations')).EventRegistrations,
}));

type Dialog = { kind: 'form'; event: EventDto | null } | { kind: 'delete'; event: EventDto } | null;

type When = 'all' | 'upcoming' | 'past';
/** The list's page in the address. */
const EVENTS_PAGE_PARAM = 'events-page';
/** The event whose registrations are shown instead of the list (a reload or a link returns to it). */
const REGISTRATIONS_PARAM = 'registrations';
const WHEN_OPTIONS: { value: When; label: { id: string; message: string } }[] = [
  { value: 'all', label: /*i18n*/ { id: 'admin.events.all', message: 'All' } },
  { value: 'upcoming', label: /*i18n*/ { id: 'admin.events.upcoming', message: 'Upcoming' } },
  { value: 'past', label: /*i18n*/ { id: 'admin.events.past', message: 'Past' } },
];

/** Today as ISO `YYYY-MM-DD` (the browser's day): dates are such text, so text order is date order. */
function todayIso(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
}

/**
 * Title search and upcoming/past, over the whole list (it is already in memory). Upcoming events come
 * first, soonest first (today counts as upcoming), then past ones, the most recent first.
 */
function filterEvents(events: EventDto[], search: string, when: When): EventDto[] {
  const text = search.trim().toLowerCase();
  const today = todayIso();
  const matching = events.filter((event) => !text || event.title.toLowerCase().includes(text));
  const upcoming = matching.filter((event) => event.date >= today);
  const past = matching.filter((event) => event.date < today).reverse();
  if (when === 'upcoming') return upcoming;
  if (when === 'past') return past;
  return [...upcoming, ...past];
}

/** Spec §2 "Admin: Manage Events". */
export function EventsTab() {
  const { i18n } = useLingui();
  const events = useAdminEvents();
  const remove = useDeleteEvent();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [search, setSearch] = useState('');
  const [when, setWhen] = useState<When>('all');
  const [saved, setSaved] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  // Other filters start again from their first page.
  const [, setPage] = useUrlPage(EVENTS_PAGE_PARAM);
  const mayManageRegistrations = useCan('registrations.manage');
  const [params, setParams] = useSearchParams();
  const registrationsOf = Number(params.get(REGISTRATIONS_PARAM)) || null;
  const showRegistrations = (eventId: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (eventId === null) next.delete(REGISTRATIONS_PARAM);
      else next.set(REGISTRATIONS_PARAM, String(eventId));
      return next;
    });
  const registrationsEvent =
    registrationsOf === null ? undefined : events.data?.find((e) => e.id === registrationsOf);
  const filtered = useMemo(
    () => filterEvents(events.data ?? [], search, when),
    [events.data, search, when],
  );
  /** A saved event is shown where it lands, with the filters cleared if they would hide it. */
  const showSaved = (event: EventDto) => {
    if (filterEvents([event], search, when).length === 0) {
      setSearch('');
      setWhen('all');
    }
    setSaved(event.id);
  };
  // Stays mounted once opened, so the dialog can animate closed.
  const [formUsed, setFormUsed] = useState(false);
  const close = () => setDialog(null);
  const openForm = (event: EventDto | null) => {
    setFormUsed(true);
    setDialog({ kind: 'form', event });
  };

  const confirmDelete = (event: EventDto) =>
    remove.mutate(event.id, {
      onSuccess: () => {
        notifySuccess(
          i18n._({ id: 'admin.events.deleted', message: 'Event Deleted' }),
          i18n._({
            id: 'admin.events.deletedText',
            message: '"{title}" has been removed.',
            values: { title: event.title },
          }),
        );
        close();
      },
      onError: () =>
        notifyError(
          i18n._({
            id: 'admin.events.deleteFailed',
            message: 'Failed to delete the event. Please try again.',
          }),
        ),
    });

  if (registrationsEvent) {
    return (
      <Suspense fallback={null}>
        <EventRegistrations event={registrationsEvent} onBack={() => showRegistrations(null)} />
      </Suspense>
    );
  }

  return (
    <TabSection
      title={i18n._({ id: 'admin.events.title', message: 'Manage Events' })}
      description={i18n._({
        id: 'admin.events.description',
        message:
          'Upcoming events are shown on the home page, soonest first; past events stay here.',
      })}
      extra={
        <Space wrap>
          <Button onClick={() => setImporting(true)}>
            {i18n._({ id: 'admin.events.import', message: 'Import from calendar (.ics)' })}
          </Button>
          <Button
            type="primary"
            onClick={() => openForm(null)}
            onPointerEnter={preloadFormDialog}
            onFocus={preloadFormDialog}
          >
            {i18n._({ id: 'admin.events.add', message: 'Add New Event' })}
          </Button>
        </Space>
      }
      query={events}
      loadingText={i18n._({ id: 'admin.events.loading', message: 'Loading events...' })}
      emptyText={i18n._({ id: 'admin.events.empty', message: 'No events yet. Add the first one.' })}
      render={() => (
        <>
          <div
            className="admin-list-filters"
            role="search"
            aria-label={i18n._({ id: 'admin.events.filter', message: 'Filter events' })}
          >
            <Input
              allowClear
              type="search"
              aria-label={i18n._({ id: 'admin.events.search', message: 'Search events by title' })}
              placeholder={i18n._({
                id: 'admin.events.searchPlaceholder',
                message: 'Search by title...',
              })}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setSaved(null);
                setPage(1);
              }}
            />
            <Segmented<When>
              aria-label={i18n._({ id: 'admin.events.when', message: 'Which events' })}
              options={WHEN_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
              value={when}
              onChange={(value) => {
                setWhen(value);
                setSaved(null);
                setPage(1);
              }}
            />
          </div>
          {filtered.length === 0 ? (
            <p className="admin-empty" role="status">
              {i18n._({ id: 'admin.events.noMatch', message: 'No events match the filters.' })}
            </p>
          ) : (
            <PagedGrid
              pageParam={EVENTS_PAGE_PARAM}
              items={filtered}
              noun={i18n._({ id: 'admin.events.noun', message: 'events' })}
              highlightKey={saved}
              itemKey={(item) => item.id}
              renderItem={(event) => (
                <EventCard
                  event={event}
                  past={event.date < todayIso()}
                  onEdit={() => openForm(event)}
                  onEditIntent={preloadFormDialog}
                  onDelete={() => setDialog({ kind: 'delete', event })}
                  onRegistrations={
                    mayManageRegistrations && event.registrationSettings?.enabled
                      ? () => showRegistrations(event.id)
                      : undefined
                  }
                />
              )}
            />
          )}
        </>
      )}
    >
      {formUsed && (
        <Suspense fallback={null}>
          <EventFormDialog
            open={dialog?.kind === 'form'}
            event={dialog?.kind === 'form' ? dialog.event : null}
            onClose={close}
            onSaved={showSaved}
          />
        </Suspense>
      )}
      {importing && (
        <Suspense fallback={null}>
          <CalendarImportDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={i18n._({ id: 'admin.events.deleteTitle', message: 'Delete Event' })}
        text={i18n._({
          id: 'admin.events.deleteText',
          message: 'Are you sure you want to delete this event? This action cannot be undone.',
        })}
        pending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.event)}
        onCancel={close}
      />
    </TabSection>
  );
}
