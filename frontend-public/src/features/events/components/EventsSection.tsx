import { useDeferredData } from '../../../shared/use-deferred-data';
import { useEvents } from '../hooks/use-events';
import { eventsJsonLd } from '../events-json-ld';
import { EventCard, EventCardSkeleton } from './EventCard';
import '../events.css';

/** Stand-ins while the events load. */
const EVENT_SKELETONS = 3;

export function EventsSection() {
  const events = useEvents();
  const list = useDeferredData(events.data);

  return (
    <section id="events" className="section section--alt" aria-labelledby="events-title">
      <div className="container">
        <header className="section__header">
          <h2 id="events-title">Upcoming Events</h2>
          <p>Gather with us for worship, study and fellowship.</p>
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
            Failed to fetch events
          </p>
        )}

        {list?.length === 0 && <p className="events__message">No upcoming events at this time.</p>}

        {list && list.length > 0 && (
          <>
            <ul className="event-grid" aria-label="Upcoming events">
              {list.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
            <script
              type="application/ld+json"
              // JSON data for search engines, not code; eventsJsonLd escapes "<".
              dangerouslySetInnerHTML={{
                __html: eventsJsonLd(list, window.location.origin),
              }}
            />
          </>
        )}

        <p className="section__footer">
          <a href="/api/events.ics" type="text/calendar" className="button button--outline">
            View full calendar
          </a>
        </p>
      </div>
    </section>
  );
}
