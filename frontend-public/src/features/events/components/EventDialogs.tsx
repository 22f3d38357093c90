// Loaded when a visitor first opens an event or the calendar (EventsSection), so the home page's own
// JavaScript stays within its budget (DESIGN §6).
import { useId, useState } from 'react';
import { formatCalendarDate, useSiteInfo, useSiteSettings } from '@ministry/frontend-kit';
import type { MinistryEvent } from '../../../shared/content-types';
import { Dialog } from '@ministry/frontend-kit/src/dialog/Dialog';
import { eventLinks, eventMailto, feedLinks } from '../calendar-links';
import { EventRegistration } from './EventRegistration';
import '../event-dialogs.css';

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

/** Everything about one event: all of its text, a prefilled e-mail, and adding it to a calendar. */
function EventDetails({ event }: { event: MinistryEvent }) {
  const id = useId();
  const { email } = useSiteInfo();
  const links = eventLinks(event, window.location.origin);
  return (
    <>
      <dl className="event-details__facts">
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={event.date}>{formatCalendarDate(event.date)}</time>
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>
            {event.startsAt ? <time dateTime={event.startsAt}>{event.time}</time> : event.time}
          </dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{event.location}</dd>
        </div>
      </dl>
      <p className="event-details__description">{event.description}</p>

      {event.registration ? (
        // Registration on: the form takes the place of the prefilled e-mail.
        <EventRegistration event={event} />
      ) : (
        <section aria-labelledby={`${id}-contact`}>
          <h3 id={`${id}-contact`}>{event.isSpecial ? 'Register' : 'Questions?'}</h3>
          <a
            href={eventMailto(event, email)}
            className={event.isSpecial ? 'button button--gold' : 'button button--outline'}
          >
            {event.isSpecial ? 'Register by e-mail' : 'Ask about this event'}
          </a>
          <p className="dialog__note">
            Opens your e-mail app with a message to {email}, ready to send.
          </p>
        </section>
      )}

      <section aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>Add to your calendar</h3>
        <ul className="dialog__actions">
          <li>
            <a href={links.google} target="_blank" rel="noreferrer">
              Add to Google Calendar{NEW_TAB}
            </a>
          </li>
          <li>
            <a href={links.outlook} target="_blank" rel="noreferrer">
              Add to Outlook{NEW_TAB}
            </a>
          </li>
          <li>
            <a href={links.file} download={`event-${event.id}.ics`} type="text/calendar">
              Download .ics file
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}

/** "Learn More" and "Register Now": the event's details in a dialog. */
export function EventDialog({ event, onClose }: { event: MinistryEvent; onClose: () => void }) {
  return (
    <Dialog
      title={event.title}
      kicker={event.isSpecial ? 'Special event' : undefined}
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

  if (selected) {
    return (
      // A dialog of its own (key), so focus starts afresh in it.
      <Dialog
        key={`event-${selected.id}`}
        title={selected.title}
        kicker={selected.isSpecial ? 'Special event' : undefined}
        onClose={onClose}
      >
        <EventDetails event={selected} />
        <p className="dialog__back">
          <button
            type="button"
            className="button button--outline"
            onClick={() => setSelected(null)}
          >
            Back to the calendar
          </button>
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog key="calendar" title="Events calendar" onClose={onClose}>
      <section aria-labelledby={`${id}-subscribe`}>
        <h3 id={`${id}-subscribe`}>Subscribe</h3>
        <ul className="dialog__actions">
          <li>
            <a href={feed.webcal} className="button button--primary">
              Subscribe in your calendar app
            </a>
          </li>
          <li>
            <a href={feed.google} target="_blank" rel="noreferrer">
              Add to Google Calendar{NEW_TAB}
            </a>
          </li>
          <li>
            <a href={feed.outlook} target="_blank" rel="noreferrer">
              Add to Outlook{NEW_TAB}
            </a>
          </li>
        </ul>
        <p className="dialog__note">
          A subscribed calendar shows new and changed events by itself. Or{' '}
          <a href={feed.download} download="events.ics" type="text/calendar">
            download events.ics
          </a>{' '}
          to import today&rsquo;s list once.
        </p>
      </section>

      <section aria-labelledby={`${id}-list`}>
        <h3 id={`${id}-list`}>Upcoming events</h3>
        {events.length === 0 ? (
          <p className="dialog__note">No upcoming events at this time.</p>
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
