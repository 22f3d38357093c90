import type { MinistryEvent } from '../../shared/content-types';

/**
 * schema.org Event data for search engines, one entry per upcoming event: its start and end as the
 * server read them (in the ministry's time zone, with its offset), or the day alone without a time.
 */
export function eventsJsonLd(
  events: MinistryEvent[],
  origin: string,
  ministryName: string,
): string {
  const data = events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.startsAt ?? event.date,
    ...(event.endsAt && { endDate: event.endsAt }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: event.location },
    organizer: { '@type': 'Organization', name: ministryName, url: `${origin}/` },
    url: `${origin}/#events`,
  }));
  // "<" is escaped so no text of an event can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
