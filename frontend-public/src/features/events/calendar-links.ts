import { formatCalendarDate } from '@ministry/frontend-kit';
import type { MinistryEvent } from '../../shared/content-types';

/** The iCalendar feed of upcoming events (backend EventsController). */
export const EVENTS_FEED_PATH = '/api/events.ics';

/** One event as an iCalendar file (backend EventsController). */
export const eventFilePath = (id: number) => `/api/events/${id}.ics`;

/** `?a=1&b=2` with every value percent-encoded (spaces as %20: not every calendar reads "+"). */
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Ways to follow the whole feed (new events arrive by themselves) or take it once, named after the ministry. */
export function feedLinks(origin: string, ministryName: string) {
  const feed = new URL(EVENTS_FEED_PATH, origin);
  const webcal = `webcal://${feed.host}${feed.pathname}`;
  return {
    webcal,
    google: `https://calendar.google.com/calendar/render?${query({ cid: webcal })}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?${query({
      url: feed.href,
      name: ministryName,
    })}`,
    download: EVENTS_FEED_PATH,
  };
}

/** The day after a "YYYY-MM-DD" date, in the same form. */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const HOUR_MS = 60 * 60 * 1000;

/** An instant as UTC, "2025-06-15T00:30:00Z": every calendar reads it, wherever its reader is. */
const utc = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Start and end of an event as the feed states them (the server reads its time in the ministry's
 * time zone: `startsAt`, `endsAt`): an hour long without an end, all day without a time. Timed
 * spans are UTC instants, so a visitor in another zone adds the event at the right hour.
 */
export function eventSpan(
  event: MinistryEvent,
): { allDay: true; start: string; end: string } | { allDay: false; start: string; end: string } {
  if (!event.startsAt) return { allDay: true, start: event.date, end: nextDay(event.date) };
  const start = Date.parse(event.startsAt);
  const end = event.endsAt ? Date.parse(event.endsAt) : start + HOUR_MS;
  return { allDay: false, start: utc(start), end: utc(end) };
}

/** Adding one event to a calendar: Google Calendar, Outlook, or its .ics file. */
export function eventLinks(event: MinistryEvent, origin: string) {
  const span = eventSpan(event);
  const details = `${event.description}\n\n${event.time}\n${origin}/#events`;
  // Google wants compact dates: 20250614T233000Z or, all day, 20250614 (end exclusive).
  const compact = (value: string) => value.replace(/[-:]/g, '');
  return {
    google: `https://calendar.google.com/calendar/render?${query({
      action: 'TEMPLATE',
      text: event.title,
      dates: `${compact(span.start)}/${compact(span.end)}`,
      details,
      location: event.location,
    })}`,
    outlook: `https://outlook.live.com/calendar/0/action/compose?${query({
      rru: 'addevent',
      subject: event.title,
      startdt: span.start,
      enddt: span.end,
      allday: String(span.allDay),
      body: details,
      location: event.location,
    })}`,
    file: eventFilePath(event.id),
  };
}

/** A prefilled e-mail to the ministry to register for an event (special) or ask about it. */
export function eventMailto(event: MinistryEvent, mailbox: string): string {
  const when = `${formatCalendarDate(event.date)}, ${event.time}`;
  const [subject, body] = event.isSpecial
    ? [
        `Registration: ${event.title} (${formatCalendarDate(event.date)})`,
        `Hello,\n\nI would like to register for "${event.title}" on ${when} at ${event.location}.\n\nName:\nNumber of people:\nPhone (optional):\n\nThank you!`,
      ]
    : [
        `Question about ${event.title} (${formatCalendarDate(event.date)})`,
        `Hello,\n\nI have a question about "${event.title}" on ${when} at ${event.location}:\n\n`,
      ];
  return `mailto:${mailbox}?${query({ subject, body })}`;
}
