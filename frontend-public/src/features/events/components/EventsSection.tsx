import { useState } from 'react';
import { formatCount, toast, useLingui, useSiteSettings } from '@ministry/frontend-kit';
import type { MinistryEvent } from '../../../shared/content-types';
import { useDeferredData } from '../../../shared/use-deferred-data';
import { useEvents } from '../hooks/use-events';
import { eventsJsonLd } from '../events-json-ld';
import { EventCard, EventCardSkeleton } from './EventCard';
import '../events.css';

/** Stand-ins while the events load. */
const EVENT_SKELETONS = 3;
/** Cards on the home page; the full calendar lists the rest. */
export const EVENTS_SHOWN = 6;

type DialogsModule = typeof import('./EventDialogs');
type OpenDialog = { kind: 'event'; event: MinistryEvent } | { kind: 'calendar' };

let dialogsModule: Promise<DialogsModule> | undefined;
/** The dialogs' code, fetched on first use (and again after a failed try). */
function loadDialogs(): Promise<DialogsModule> {
  dialogsModule ??= import(/* webpackChunkName: "event-dialogs" */ './EventDialogs').catch(
    (error: unknown) => {
      dialogsModule = undefined;
      throw error;
    },
  );
  return dialogsModule;
}

export function EventsSection() {
  const events = useEvents();
  const { ministryName } = useSiteSettings();
  const list = useDeferredData(events.data);
  const [dialogs, setDialogs] = useState<DialogsModule | null>(null);
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const { i18n } = useLingui();

  const show = (dialog: OpenDialog) => {
    loadDialogs().then(
      (module) => {
        setDialogs(module);
        setOpen(dialog);
      },
      () =>
        toast({
          title: i18n._({ id: 'events.dialogFailed.title', message: 'Could not open' }),
          description: i18n._({
            id: 'events.dialogFailed.text',
            message: 'Please check your connection and try again.',
          }),
          variant: 'destructive',
        }),
    );
  };
  const close = () => setOpen(null);
  const shown = list?.slice(0, EVENTS_SHOWN);
  const more = (list?.length ?? 0) - (shown?.length ?? 0);

  return (
    <section id="events" className="section section--alt" aria-labelledby="events-title">
      <div className="container">
        <header className="section__header">
          <h2 id="events-title">{i18n._({ id: 'events.title', message: 'Upcoming Events' })}</h2>
          <p>
            {i18n._({
              id: 'events.lead',
              message: 'Gather with us for worship, study and fellowship.',
            })}
          </p>
        </header>

        {list === undefined && !events.isError && (
          <div className="event-grid" aria-busy="true">
            {Array.from({ length: EVENT_SKELETONS }, (_, index) => (
              <EventCardSkeleton key={index} />
            ))}
          </div>
        )}

        {events.isError && (
          <p className="events__message" role="alert">
            {i18n._({ id: 'events.failed', message: 'Failed to fetch events' })}
          </p>
        )}

        {list?.length === 0 && (
          <p className="events__message">
            {i18n._({ id: 'events.empty', message: 'No upcoming events at this time.' })}
          </p>
        )}

        {shown && shown.length > 0 && (
          <>
            <ul
              className="event-grid"
              aria-label={i18n._({ id: 'events.list', message: 'Upcoming events' })}
            >
              {shown.map((event) => (
                <li key={event.id}>
                  <EventCard
                    event={event}
                    onOpen={(item) => show({ kind: 'event', event: item })}
                  />
                </li>
              ))}
            </ul>
            {more > 0 && (
              <p className="events__more">
                {i18n._({
                  id: 'events.more',
                  message:
                    '{more, plural, one {{number} more upcoming event} other {{number} more upcoming events}} in the full calendar.',
                  // Written by formatCount, not by the plural's `#`: Lingui formats that with a new
                  // Intl.NumberFormat, whose locale data cost the phone's home page some 60 ms.
                  values: { more, number: formatCount(more) },
                })}
              </p>
            )}
            <script
              type="application/ld+json"
              // JSON data for search engines, not code; eventsJsonLd escapes "<".
              dangerouslySetInnerHTML={{
                __html: eventsJsonLd(shown, window.location.origin, ministryName),
              }}
            />
          </>
        )}

        <p className="section__footer">
          <button
            type="button"
            className="button button--outline"
            aria-haspopup="dialog"
            onClick={() => show({ kind: 'calendar' })}
          >
            {i18n._({ id: 'events.calendar', message: 'View full calendar' })}
          </button>
        </p>
      </div>

      {dialogs && open?.kind === 'event' && (
        <dialogs.EventDialog event={open.event} onClose={close} />
      )}
      {dialogs && open?.kind === 'calendar' && (
        <dialogs.CalendarDialog events={list ?? []} onClose={close} />
      )}
    </section>
  );
}
