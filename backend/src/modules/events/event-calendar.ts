import ical from 'ical-generator';
import type { Event } from './entities/event.entity';

/** The feed's name in calendar applications. */
export const MINISTRY_CALENDAR_NAME = 'Ministry events';

type Clock = { hour: number; minute: number };

const CLOCK = /(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?|(\d{1,2}):(\d{2})/gi;

/**
 * Reads the start (and end) of a free-text event time such as "10:00 AM - 12:00 PM", "7 pm" or
 * "19:30"; undefined when it names no clock time ("All day", "Evening").
 */
export function parseEventTime(text: string): { start: Clock; end?: Clock } | undefined {
  const clocks: Clock[] = [];
  for (const match of text.matchAll(CLOCK)) {
    let hour: number;
    let minute: number;
    if (match[3]) {
      hour = Number(match[1]) % 12;
      minute = Number(match[2] ?? 0);
      if (match[3].toLowerCase() === 'p') hour += 12;
      if (Number(match[1]) > 12 || Number(match[1]) === 0) continue;
    } else {
      hour = Number(match[4]);
      minute = Number(match[5]);
    }
    if (hour > 23 || minute > 59) continue;
    clocks.push({ hour, minute });
    if (clocks.length === 2) break;
  }
  if (!clocks.length) return undefined;
  const [start, end] = clocks;
  const later = end && end.hour * 60 + end.minute > start.hour * 60 + start.minute;
  return later ? { start, end } : { start };
}

/**
 * The iCalendar (RFC 5545) feed of the given events. Times are floating (the ministry's local time, as
 * the event form states them); events whose time names no clock time are all-day events.
 */
export function renderEventCalendar(
  events: Event[],
  options: { name: string; publicUrl: string },
): string {
  const host = new URL(options.publicUrl).hostname;
  const calendar = ical({
    name: options.name,
    prodId: { company: host, product: 'events', language: 'EN' },
    url: `${options.publicUrl}/#events`,
    ttl: 3600,
  });
  for (const event of events) {
    const [year, month, day] = event.date.split('-').map(Number);
    const time = parseEventTime(event.time);
    const common = {
      id: `event-${event.id}@${host}`,
      stamp: event.updatedAt,
      summary: event.title,
      description: `${event.description}\n\n${event.time}`,
      location: event.location,
      url: `${options.publicUrl}/#events`,
    };
    if (time) {
      calendar.createEvent({
        ...common,
        floating: true,
        start: new Date(year, month - 1, day, time.start.hour, time.start.minute),
        end: time.end
          ? new Date(year, month - 1, day, time.end.hour, time.end.minute)
          : new Date(year, month - 1, day, time.start.hour + 1, time.start.minute),
      });
    } else {
      calendar.createEvent({ ...common, allDay: true, start: event.date });
    }
  }
  return calendar.toString();
}
