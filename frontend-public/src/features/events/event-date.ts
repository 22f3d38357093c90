import { MONTH_NAMES } from '@ministry/frontend-kit';

/** The short month and the day of an event's "YYYY-MM-DD" date, read as written (no time zone shift). */
export function eventDateParts(date: string): { shortMonth: string; day: number } {
  const [, month, day] = date.split('-').map(Number);
  return { shortMonth: (MONTH_NAMES[(month ?? 1) - 1] ?? '').slice(0, 3), day: day ?? 0 };
}

/**
 * The times found in an event's free-text time ("10:00 AM", "7:00 PM - 8:30 PM", "18:30"), as 24-hour
 * "HH:MM"; empty when the text holds none.
 */
export function parseEventTimes(time: string): string[] {
  const pattern = /(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/gi;
  const times: string[] = [];
  for (const match of time.matchAll(pattern)) {
    const [, h, m, meridiem] = match;
    if (m === undefined && meridiem === undefined) continue;
    let hours = Number(h);
    const minutes = Number(m ?? 0);
    const suffix = meridiem?.toLowerCase().replace(/\./g, '');
    if (suffix === 'pm' && hours < 12) hours += 12;
    if (suffix === 'am' && hours === 12) hours = 0;
    if (hours > 23 || minutes > 59) continue;
    times.push(`${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);
  }
  return times;
}
