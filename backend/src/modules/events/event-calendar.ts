import ical from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Event } from './entities/event.entity';
import { eventTimes } from './event-time';

/** The feed's name in calendar applications when the ministry's name is not known. */
export const MINISTRY_CALENDAR_NAME = 'Ministry events';

/**
 * The VTIMEZONE of an IANA zone and the TZID it declares (an alias is named by its canonical zone,
 * "UTC" by "Etc/UTC"); undefined for a zone the library does not know.
 */
function vtimezone(zone: string): { tzid: string; block: string } | undefined {
  const found = tzlib_get_ical_block(zone);
  const block = Array.isArray(found) ? found[0] : undefined;
  const tzid = block ? /^TZID:(.+)$/m.exec(block)?.[1]?.trim() : undefined;
  return block && tzid ? { tzid, block } : undefined;
}

/**
 * The iCalendar (RFC 5545) feed of the given events. Times are the ministry's (`zone`), written with
 * its TZID and VTIMEZONE so every calendar application places them right; without a VTIMEZONE for the
 * zone, as UTC. An event whose time names no end lasts an hour; one whose time names no clock time
 * ("All weekend") is an all-day event.
 */
export function renderEventCalendar(
  events: Omit<Event, 'sourceKey'>[],
  options: { name: string; publicUrl: string; zone: string },
): string {
  const host = new URL(options.publicUrl).hostname;
  const calendar = ical({
    name: options.name,
    prodId: { company: host, product: 'events', language: 'EN' },
    url: `${options.publicUrl}/#events`,
    ttl: 3600,
  });
  // UTC needs no VTIMEZONE: its times are written with "Z". The zone is named on each event, not
  // on the calendar, which would also write DTSTAMP in local time (RFC 5545 wants it in UTC).
  const found = vtimezone(options.zone);
  const timezone = found && found.tzid !== 'Etc/UTC' ? found : undefined;
  if (timezone) calendar.timezone({ name: null, generator: () => timezone.block });
  for (const event of events) {
    const times = eventTimes(event.date, event.time, options.zone);
    const common = {
      id: `event-${event.id}@${host}`,
      stamp: event.updatedAt,
      summary: event.title,
      description: `${event.description}\n\n${event.time}`,
      location: event.location,
      url: `${options.publicUrl}/#events`,
    };
    if (times) {
      const start = DateTime.fromISO(times.start, { setZone: true });
      calendar.createEvent({
        ...common,
        timezone: timezone?.tzid ?? null,
        start,
        end: times.end ? DateTime.fromISO(times.end, { setZone: true }) : start.plus({ hours: 1 }),
      });
    } else {
      calendar.createEvent({
        ...common,
        allDay: true,
        start: DateTime.fromISO(event.date, { zone: options.zone }),
      });
    }
  }
  return calendar.toString();
}
