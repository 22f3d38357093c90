import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import type { EventDto } from '../../../shared/api-types';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { PagedGrid } from '../../../shared/PagedGrid';
import { TabSection } from '../../../shared/TabSection';
import { useAdminEvents, useDeleteEvent } from '../hooks/use-events';
import { EventCard } from './EventCard';

/** The form (date picker, form engine: ~45 KB gzip) loads when first needed, not with the tab. */
const loadFormDialog = () => import('./EventFormDialog');
const EventFormDialog = lazy(async () => ({ default: (await loadFormDialog()).EventFormDialog }));
const preloadFormDialog = () => void loadFormDialog();

type Dialog = { kind: 'form'; event: EventDto | null } | { kind: 'delete'; event: EventDto } | null;

/** Spec §2 "Admin: Manage Events". */
export function EventsTab() {
  const events = useAdminEvents();
  const remove = useDeleteEvent();
  const [dialog, setDialog] = useState<Dialog>(null);
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
        notifySuccess('Event Deleted', `"${event.title}" has been removed.`);
        close();
      },
      onError: () => notifyError('Failed to delete the event. Please try again.'),
    });

  return (
    <TabSection
      title="Manage Events"
      description="Upcoming and past events shown on the home page."
      extra={
        <Button
          type="primary"
          onClick={() => openForm(null)}
          onPointerEnter={preloadFormDialog}
          onFocus={preloadFormDialog}
        >
          Add New Event
        </Button>
      }
      query={events}
      loadingText="Loading events..."
      emptyText="No events yet. Add the first one."
      render={(list) => (
        <PagedGrid
          items={list}
          noun="events"
          itemKey={(item) => item.id}
          renderItem={(event) => (
            <EventCard
              event={event}
              onEdit={() => openForm(event)}
              onEditIntent={preloadFormDialog}
              onDelete={() => setDialog({ kind: 'delete', event })}
            />
          )}
        />
      )}
    >
      {formUsed && (
        <Suspense fallback={null}>
          <EventFormDialog
            open={dialog?.kind === 'form'}
            event={dialog?.kind === 'form' ? dialog.event : null}
            onClose={close}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Event"
        text="Are you sure you want to delete this event? This action cannot be undone."
        pending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.event)}
        onCancel={close}
      />
    </TabSection>
  );
}
