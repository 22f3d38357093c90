import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import {
  CalendarFileError,
  CalendarMessages,
  EXPANSION_MONTHS,
  MAX_CALENDAR_EVENTS,
  MAX_UID_CHARS,
} from './events.errors';
import { isTimeZone } from './event-time';

/**
 * Occurrences stepped through, for the whole file, from each series' first start: a daily event since
 * 1970 is 20,000 steps (about 2 s), a rule every minute since long ago would never end.
 */
const MAX_EXPANSION_STEPS = 25_000;
/** One upcoming event (or occurrence of a recurring one) read from the file, in the ministry's zone. */
export interface CalendarEntry {
  /** The UID, plus the occurrence's original start for an occurrence of a recurring event. */
  sourceKey: string;
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  /** For ordering: the start instant in milliseconds (an all-day event: its day's start in the zone). */
  startsAt: number;
}

/**
 * Text the database cannot store (a NUL, half a surrogate pair) and other control characters but tab
 * and line breaks are dropped: a calendar program never means them.
 */
export function cleanText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing them is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/\r\n?/g, '\n')
  );
}

const singleLine = (text: string) => cleanText(text).replace(/\s+/g, ' ').trim();

/** The text of a property (SUMMARY, LOCATION, …), '' when absent. */
function textOf(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

/** "7:00 PM" */
const clock = (at: DateTime) => at.toFormat('h:mm a');

/**
 * The event's start and end as an instant in the ministry's zone. A time with a TZID the file defines
 * (VTIMEZONE) is converted by ical.js; a TZID the file does not define but that is an IANA zone is read
 * in it; UTC is UTC; a floating time (no zone) is the ministry's own.
 */
function instantOf(time: ICAL.Time, zone: string, tzid?: string): DateTime {
  // ical.js gives a TZID the file does not define the floating zone.
  if (time.zone && time.zone.tzid !== 'floating') {
    return DateTime.fromSeconds(time.toUnixTime(), { zone });
  }
  const local = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
  };
  const readIn = tzid && isTimeZone(tzid) ? tzid : zone;
  return DateTime.fromObject(local, { zone: readIn }).setZone(zone);
}

const isoDate = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/** The date and time text of an occurrence, as an administrator would type them. */
function whenOf(
  start: ICAL.Time,
  end: ICAL.Time | null,
  zone: string,
  tzid?: string,
): { date: string; time: string; startsAt: DateTime; endsAt: DateTime } {
  if (start.isDate) {
    const startsAt = DateTime.fromISO(isoDate(start), { zone });
    const lastDay =
      end && end.isDate ? DateTime.fromISO(isoDate(end), { zone }).minus({ days: 1 }) : startsAt;
    const time = lastDay > startsAt ? `All day, until ${lastDay.toFormat('EEE d LLL')}` : 'All day';
    return { date: isoDate(start), time, startsAt, endsAt: lastDay.plus({ days: 1 }) };
  }
  const startsAt = instantOf(start, zone, tzid);
  const endsAt = end ? instantOf(end, zone, tzid) : startsAt;
  const time =
    endsAt > startsAt && endsAt.diff(startsAt, 'hours').hours < 24
      ? `${clock(startsAt)} - ${clock(endsAt)}`
      : clock(startsAt);
  return { date: startsAt.toISODate()!, time, startsAt, endsAt };
}

/** The key of one occurrence: its UID, and for an occurrence of a series its original start in UTC. */
function occurrenceKey(
  uid: string,
  recurrenceId: ICAL.Time | null,
  zone: string,
  tzid?: string,
): string {
  if (!recurrenceId) return uid;
  const at = recurrenceId.isDate
    ? isoDate(recurrenceId)
    : instantOf(recurrenceId, zone, tzid).toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'");
  return `${uid}@${at}`;
}

function parse(text: string): ICAL.Component {
  // A calendar starts with BEGIN:VCALENDAR (after a byte-order mark or blank lines).
  if (!/^\s*BEGIN:VCALENDAR\r?\n/i.test(text))
    throw new CalendarFileError(CalendarMessages.notCalendar);
  try {
    const component = new ICAL.Component(ICAL.parse(text) as unknown[]);
    if (component.name !== 'vcalendar') throw new Error('not a calendar');
    return component;
  } catch {
    throw new CalendarFileError(CalendarMessages.notCalendar);
  }
}

const isCancelled = (component: ICAL.Component) =>
  textOf(component, 'status').toUpperCase() === 'CANCELLED';

/**
 * The upcoming events of an .ics file in the ministry's time zone `zone`, soonest first: each event
 * not yet ended at `now`, and each occurrence of a recurring one (RRULE, RDATE, less EXDATE, with
 * RECURRENCE-ID overrides) from now to `EXPANSION_MONTHS` ahead. Cancelled events and occurrences are
 * left out; so is anything starting past that window. Throws CalendarFileError for a file that is not a calendar, holds no event, or none ahead.
 */
export function readCalendar(bytes: Buffer, zone: string, now: Date = new Date()): CalendarEntry[] {
  const text = cleanText(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  const calendar = parse(text);
  const vevents = calendar.getAllSubcomponents('vevent');
  if (vevents.length === 0) throw new CalendarFileError(CalendarMessages.empty);

  const from = DateTime.fromJSDate(now, { zone });
  const until = from.plus({ months: EXPANSION_MONTHS });
  const entries = new Map<string, CalendarEntry>();

  // The overrides (RECURRENCE-ID) of each series, by UID.
  const masters = new Map<string, ICAL.Event>();
  const overrides: ICAL.Component[] = [];
  for (const vevent of vevents) {
    const uid = singleLine(textOf(vevent, 'uid'));
    if (!uid || uid.length > MAX_UID_CHARS || !vevent.getFirstPropertyValue('dtstart')) continue;
    if (vevent.hasProperty('recurrence-id')) overrides.push(vevent);
    else masters.set(uid, new ICAL.Event(vevent));
  }
  const orphans: ICAL.Component[] = [];
  for (const override of overrides) {
    const master = masters.get(singleLine(textOf(override, 'uid')));
    if (master?.isRecurring()) master.relateException(override);
    else orphans.push(override);
  }

  const add = (
    item: ICAL.Event,
    uid: string,
    recurrenceId: ICAL.Time | null,
    start: ICAL.Time,
    end: ICAL.Time | null,
  ) => {
    if (isCancelled(item.component)) return;
    const tzid = tzidOf(item.component);
    const when = whenOf(start, end, zone, tzid);
    if (when.endsAt <= from && !(start.isDate && when.startsAt >= from.startOf('day'))) return;
    if (when.startsAt > until) return;
    if (entries.size >= MAX_CALENDAR_EVENTS) throw new CalendarFileError(CalendarMessages.tooMany);
    const sourceKey = occurrenceKey(uid, recurrenceId, zone, tzid);
    entries.set(sourceKey, {
      sourceKey,
      title: singleLine(item.summary ?? ''),
      description: cleanText(item.description ?? '').trim(),
      date: when.date,
      time: when.time,
      location: singleLine(item.location ?? ''),
      startsAt: when.startsAt.toMillis(),
    });
  };

  let steps = 0;
  for (const [uid, event] of masters) {
    if (!event.isRecurring()) {
      add(event, uid, null, event.startDate, event.endDate);
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (++steps > MAX_EXPANSION_STEPS) throw new CalendarFileError(CalendarMessages.tooMany);
      const details = event.getOccurrenceDetails(next);
      // An override may move an occurrence; the series' own rule bounds the expansion.
      const tzid = tzidOf(event.component);
      if (
        instantOrDate(next, zone, tzid) > until &&
        instantOrDate(details.startDate, zone, tzid) > until
      ) {
        break;
      }
      add(details.item, uid, details.recurrenceId, details.startDate, details.endDate);
    }
  }
  // An override whose series is not in the file (or is not recurring) stands on its own.
  for (const override of orphans) {
    const event = new ICAL.Event(override);
    const uid = singleLine(event.uid);
    add(event, uid, event.recurrenceId ?? null, event.startDate, event.endDate);
  }

  if (entries.size === 0) throw new CalendarFileError(CalendarMessages.noUpcoming);
  return [...entries.values()].sort(
    (a, b) => a.startsAt - b.startsAt || a.sourceKey.localeCompare(b.sourceKey),
  );
}

const instantOrDate = (time: ICAL.Time, zone: string, tzid?: string) =>
  time.isDate ? DateTime.fromISO(isoDate(time), { zone }) : instantOf(time, zone, tzid);

/** The TZID its DTSTART names (read when the file does not define that zone). */
function tzidOf(component: ICAL.Component): string | undefined {
  const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : undefined;
}
