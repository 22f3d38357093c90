// Loaded when a visitor first opens an event or the calendar (EventsSection), so the home page's own
// JavaScript stays within its budget (DESIGN §6).
import { Suspense, useId, useState } from 'react';
import {
  Trans,
  formatCalendarDate,
  useLingui,
  useSiteInfo,
  useSiteSettings,
} from '@ministry/frontend-kit';
import type { MinistryEvent } from '../../../shared/content-types';
import { Dialog } from '@ministry/frontend-kit/src/dialog/Dialog';
import { eventLinks, eventMailto, feedLinks } from '../calendar-links';
import { EventRegistration } from './EventRegistration';
import '../event-dialogs.css';

function NewTab() {
  const { i18n } = useLingui();
  return (
    <span className="visually-hidden">
      {' '}
      {i18n._({ id: 'common.opensInNewTab', message: '(opens in a new tab)' })}
    </span>
  );
}
const NEW_TAB = <NewTab />;

/** Everything about one event: all of its text, a prefilled e-mail, and adding it to a calendar. */
function EventDetails({ event }: { event: MinistryEvent }) {
  const id = useId();
  const { email } = useSiteInfo();
  const links = eventLinks(event, window.location.origin);
  const { i18n } = useLingui();
  return (
    <>
      <dl className="event-details__facts">
        <div>
          <dt>{i18n._({ id: 'event.date', message: 'Date' })}</dt>
          <dd>
            <time dateTime={event.date}>{formatCalendarDate(event.date)}</time>
          </dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'event.time', message: 'Time' })}</dt>
          <dd>
            {event.startsAt ? <time dateTime={event.startsAt}>{event.time}</time> : event.time}
          </dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'event.location', message: 'Location' })}</dt>
          <dd>{event.location}</dd>
        </div>
      </dl>
      <p className="event-details__description">{event.description}</p>

      {event.registration ? (
        // Registration on: the form takes the place of the prefilled e-mail, once its texts (the
        // public pages' catalogue, pages-area.ts) are here.
        <Suspense fallback={null}>
          <EventRegistration event={event} />
        </Suspense>
      ) : (
        <section aria-labelledby={`${id}-contact`}>
          <h3 id={`${id}-contact`}>
            {event.isSpecial
              ? i18n._({ id: 'event.contact.register', message: 'Register' })
              : i18n._({ id: 'event.contact.questions', message: 'Questions?' })}
          </h3>
          <a
            href={eventMailto(event, email)}
            className={event.isSpecial ? 'button button--gold' : 'button button--outline'}
          >
            {event.isSpecial
              ? i18n._({ id: 'event.contact.registerByEmail', message: 'Register by e-mail' })
              : i18n._({ id: 'event.contact.ask', message: 'Ask about this event' })}
          </a>
          <p className="dialog__note">
            {i18n._({
              id: 'event.contact.note',
              message: 'Opens your e-mail app with a message to {email}, ready to send.',
              values: { email },
            })}
          </p>
        </section>
      )}

      <section aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>
          {i18n._({ id: 'event.add.title', message: 'Add to your calendar' })}
        </h3>
        <ul className="dialog__actions">
          <li>
            <a href={links.google} target="_blank" rel="noreferrer">
              {i18n._({ id: 'event.add.google', message: 'Add to Google Calendar' })}
              {NEW_TAB}
            </a>
          </li>
          <li>
            <a href={links.outlook} target="_blank" rel="noreferrer">
              {i18n._({ id: 'event.add.outlook', message: 'Add to Outlook' })}
              {NEW_TAB}
            </a>
          </li>
          <li>
            <a href={links.file} download={`event-${event.id}.ics`} type="text/calendar">
              {i18n._({ id: 'event.add.file', message: 'Download .ics file' })}
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}

/** "Learn More" and "Register Now": the event's details in a dialog. */
export function EventDialog({ event, onClose }: { event: MinistryEvent; onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <Dialog
      title={event.title}
      kicker={
        event.isSpecial ? i18n._({ id: 'event.special', message: 'Special event' }) : undefined
      }
      onClose={onClose}
    >
      <EventDetails event={event} />
    </Dialog>
  );
}

/** "View full calendar": every upcoming event, subscribing to the feed, and its download. */
export function CalendarDialog({
  events,
  onClose,
}: {
  events: MinistryEvent[];
  onClose: () => void;
}) {
  const id = useId();
  const [selected, setSelected] = useState<MinistryEvent | null>(null);
  const { ministryName } = useSiteSettings();
  const feed = feedLinks(window.location.origin, ministryName);
  const { i18n } = useLingui();

  if (selected) {
    return (
      // A dialog of its own (key), so focus starts afresh in it.
      <Dialog
        key={`event-${selected.id}`}
        title={selected.title}
        kicker={
          selected.isSpecial ? i18n._({ id: 'event.special', message: 'Special event' }) : undefined
        }
        onClose={onClose}
      >
        <EventDetails event={selected} />
        <p className="dialog__back">
          <button
            type="button"
            className="button button--outline"
            onClick={() => setSelected(null)}
          >
            {i18n._({ id: 'calendar.back', message: 'Back to the calendar' })}
          </button>
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      key="calendar"
      title={i18n._({ id: 'calendar.title', message: 'Events calendar' })}
      onClose={onClose}
    >
      <section aria-labelledby={`${id}-subscribe`}>
        <h3 id={`${id}-subscribe`}>{i18n._({ id: 'calendar.subscribe', message: 'Subscribe' })}</h3>
        <ul className="dialog__actions">
          <li>
            <a href={feed.webcal} className="button button--primary">
              {i18n._({ id: 'calendar.subscribeApp', message: 'Subscribe in your calendar app' })}
            </a>
          </li>
          <li>
            <a href={feed.google} target="_blank" rel="noreferrer">
              {i18n._({ id: 'event.add.google', message: 'Add to Google Calendar' })}
              {NEW_TAB}
            </a>
          </li>
          <li>
            <a href={feed.outlook} target="_blank" rel="noreferrer">
              {i18n._({ id: 'event.add.outlook', message: 'Add to Outlook' })}
              {NEW_TAB}
            </a>
          </li>
        </ul>
        <p className="dialog__note">
          <Trans
            id="calendar.note"
            message="A subscribed calendar shows new and changed events by itself. Or <0>download events.ics</0> to import today’s list once."
            components={{
              0: <a href={feed.download} download="events.ics" type="text/calendar" />,
            }}
          />
        </p>
      </section>

      <section aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`}>{i18n._({ id: 'events.list', message: 'Upcoming events' })}</h3>
        {events.length === 0 ? (
          <p className="dialog__note">
            {i18n._({ id: 'events.empty', message: 'No upcoming events at this time.' })}
          </p>
        ) : (
          <ul className="calendar-list">
            {events.map((event) => (
              <li key={event.id}>
                <button
                  type="button"
                  className="calendar-list__item"
                  onClick={() => setSelected(event)}
                >
                  <time className="calendar-list__date" dateTime={event.date}>
                    {formatCalendarDate(event.date)}
                  </time>
                  <span className="calendar-list__title">{event.title}</span>
                  <span className="calendar-list__meta">
                    {event.time} · {event.location}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Dialog>
  );
}
