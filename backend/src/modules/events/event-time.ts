import { DateTime } from 'luxon';
import { isTimeZone } from '../../common/http/page-settings';

export { isTimeZone };

/**
 * When an event happens, read from its date and free-text time in the ministry's time zone: ISO 8601
 * instants with the zone's offset on that day ("2025-06-14T19:00:00-05:00"). `end` is null when the
 * text names only a start ("at 6:30 PM").
 */
export interface EventTimes {
  start: string;
  end: string | null;
}

type Meridiem = 'am' | 'pm';

/** One clock as written: "7", "7:30", "7:30 pm", "19:30". */
interface WrittenClock {
  hour: number;
  minute: number;
  hasMinutes: boolean;
  meridiem?: Meridiem;
}

const MINUTES_PER_DAY = 24 * 60;
const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?`;
const PREFIX = String.raw`(?:(?:starts?|starting|begins?|beginning)\s+)?(?:at|from)?\s*`;
const SEPARATOR = String.raw`\s*(?:-|to|until|till|til|through|thru)\s*`;
/** The whole text must be one clock or a range of two; anything else is free text. */
const TIME_TEXT = new RegExp(`^${PREFIX}${CLOCK}(?:${SEPARATOR}${CLOCK})?$`);

/** Lower case, one kind of dash and space, "p.m." as "pm", "noon" and "midnight" as clocks. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/(?<![a-z])([ap])\.?\s?m\b\.?/g, '$1m')
    .replace(/\b(?:12(?::00)?\s*)?noon\b/g, '12:00 pm')
    .replace(/\b(?:12(?::00)?\s*)?midnight\b/g, '12:00 am')
    .trim();
}

function written(hour?: string, minute?: string, meridiem?: string): WrittenClock | undefined {
  if (hour === undefined) return undefined;
  return {
    hour: Number(hour),
    minute: Number(minute ?? 0),
    hasMinutes: minute !== undefined,
    meridiem: meridiem as Meridiem | undefined,
  };
}

/** Minutes after midnight of a clock read with the given meridiem; undefined when impossible. */
function withMeridiem(clock: WrittenClock, meridiem: Meridiem): number | undefined {
  if (clock.hour < 1 || clock.hour > 12 || clock.minute > 59) return undefined;
  return ((clock.hour % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + clock.minute;
}

/** Minutes after midnight of a 24-hour clock ("19:30"); it must name its minutes. */
function twentyFourHour(clock: WrittenClock): number | undefined {
  if (!clock.hasMinutes || clock.hour > 23 || clock.minute > 59) return undefined;
  return clock.hour * 60 + clock.minute;
}

/** The readings of a clock: its own meridiem, a 24-hour time, or (1–12 beside a stated meridiem) either. */
function readings(clock: WrittenClock, other?: WrittenClock): number[] {
  if (clock.meridiem) return [withMeridiem(clock, clock.meridiem)].filter(isNumber);
  if (other?.meridiem && clock.hour >= 1 && clock.hour <= 12) {
    return [withMeridiem(clock, other.meridiem), withMeridiem(clock, flip(other.meridiem))].filter(
      isNumber,
    );
  }
  return [twentyFourHour(clock)].filter(isNumber);
}

const isNumber = (value: number | undefined): value is number => value !== undefined;
const flip = (meridiem: Meridiem): Meridiem => (meridiem === 'am' ? 'pm' : 'am');
const duration = (start: number, end: number) => (end - start + MINUTES_PER_DAY) % MINUTES_PER_DAY;

/**
 * The start and end clocks (minutes after midnight) a time text names; the end may be earlier than the
 * start, meaning the next day. A side without "am"/"pm" in a range takes the reading that makes the
 * event shortest ("7 - 8:30 PM" is 7 PM; "11 - 1 PM" is 11 AM; "10 PM - 1" ends at 1 AM).
 * Undefined when the text is not a time: free text, impossible clocks ("13 pm", "25:00"), a bare
 * number ("7"), or a range that ends when it starts.
 */
export function readClocks(text: string): { start: number; end?: number } | undefined {
  const match = TIME_TEXT.exec(normalise(text));
  if (!match) return undefined;
  const first = written(match[1], match[2], match[3]);
  const second = written(match[4], match[5], match[6]);
  if (!first) return undefined;
  if (!second) {
    const [start] = readings(first);
    return start === undefined ? undefined : { start };
  }
  let best: { start: number; end: number } | undefined;
  for (const start of readings(first, second)) {
    for (const end of readings(second, first)) {
      if (duration(start, end) === 0) continue;
      if (!best || duration(start, end) < duration(best.start, best.end)) best = { start, end };
    }
  }
  return best;
}

/**
 * The instant a local date and clock name in `zone`. A clock skipped by a daylight-saving change
 * (2:30 on a spring-forward night) moves forward by the change; a clock that happens twice (1:30 on
 * a fall-back night) is the first of the two: the "compatible" rule of RFC 5545 and Temporal.
 */
export function localInstant(date: string, minutes: number, zone: string): DateTime {
  const [year, month, day] = date.split('-').map(Number);
  const local = DateTime.fromObject(
    { year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
    { zone },
  );
  const [first] = local.getPossibleOffsets().sort((a, b) => a.toMillis() - b.toMillis());
  return first ?? local;
}

/** The calendar day `days` after a YYYY-MM-DD date (before it when negative). */
export function nextDate(date: string, days = 1): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** ISO 8601 with the offset always written as ±hh:mm (UTC too), seconds, no fraction. */
export function isoWithOffset(instant: DateTime): string {
  return instant
    .toISO({ suppressMilliseconds: true, includeOffset: true })!
    .replace(/Z$/, '+00:00');
}

/**
 * The one reading of an event's time (the API, the feeds and every page use it): its start and end
 * in the ministry's time zone, an end before the start falling on the next day. Null when the text
 * names no time ("All weekend", "Evening", "13 pm"): the event keeps its text and counts as lasting
 * its whole day.
 */
export function eventTimes(date: string, time: string, zone: string): EventTimes | null {
  const clocks = readClocks(time);
  if (!clocks || !isTimeZone(zone)) return null;
  const start = localInstant(date, clocks.start, zone);
  if (!start.isValid) return null;
  if (clocks.end === undefined) return { start: isoWithOffset(start), end: null };
  const endDate = clocks.end < clocks.start ? nextDate(date) : date;
  const end = localInstant(endDate, clocks.end, zone);
  return { start: isoWithOffset(start), end: isoWithOffset(end) };
}

/**
 * Until when an event is upcoming: its end, or without one the end of its day in the ministry's
 * time zone (its text may mean anything that day; a start alone says nothing of the end).
 */
export function upcomingUntil(date: string, times: EventTimes | null, zone: string): DateTime {
  if (times?.end) return DateTime.fromISO(times.end);
  return localInstant(nextDate(date), 0, zone);
}

/** Today's date (YYYY-MM-DD) in `zone`. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).toISODate()!;
}
