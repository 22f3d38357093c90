import { MONTH_NAMES } from '@ministry/frontend-kit';

/** The short month and the day of an event's "YYYY-MM-DD" date, read as written (no time zone shift). */
export function eventDateParts(date: string): { shortMonth: string; day: number } {
  const [, month, day] = date.split('-').map(Number);
  return { shortMonth: (MONTH_NAMES[(month ?? 1) - 1] ?? '').slice(0, 3), day: day ?? 0 };
}
