import { shortMonthName } from '@ministry/frontend-kit';

/** The short month (in the page's language) and the day of an event's "YYYY-MM-DD" date, read as written (no time zone shift). */
export function eventDateParts(date: string): { shortMonth: string; day: number } {
  const [, month, day] = date.split('-').map(Number);
  return { shortMonth: shortMonthName(month ?? 1), day: day ?? 0 };
}
