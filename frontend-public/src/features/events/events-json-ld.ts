import { MINISTRY_NAME } from '@ministry/frontend-kit';
import type { MinistryEvent } from '../../shared/content-types';
import { parseEventTimes } from './event-date';

/** schema.org Event data for search engines, one entry per upcoming event. */
export function eventsJsonLd(events: MinistryEvent[], origin: string): string {
  const data = events.map((event) => {
    const [start, end] = parseEventTimes(event.time);
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description: event.description,
      startDate: start ? `${event.date}T${start}` : event.date,
      ...(end && { endDate: `${event.date}T${end}` }),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: event.location, address: event.location },
      organizer: { '@type': 'Organization', name: MINISTRY_NAME, url: `${origin}/` },
      url: `${origin}/#events`,
    };
  });
  // "<" is escaped so no text of an event can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
