// The site's dates and counts in its one locale (en-US), shared by the remotes so a date reads the same
// on every screen. Formatted by hand on purpose: the first `new Intl.NumberFormat()` or
// `Intl.DateTimeFormat()` on a page loads locale data, which costs a phone tens of milliseconds of main
// thread (DESIGN §6), and the home page shows dates.

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 12345 → "12,345" (en-US grouping). */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * 'Month day, year', e.g. "March 8, 2025": the day `date` falls on where the viewer is, or in UTC
 * (a day as published, the same for every viewer).
 */
export function formatLongDate(date: Date, zone: 'local' | 'UTC' = 'local'): string {
  return zone === 'UTC'
    ? `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : `${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 'March 15, 2026' for a calendar date `YYYY-MM-DD`, read as written (no time zone shift); other text as it is. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match && MONTH_NAMES[Number(match[2]) - 1];
  return month ? `${month} ${Number(match[3])}, ${match[1]}` : value;
}

/** An amount in its currency's minor units (cents) as money, e.g. `2500` USD → "$25.00". */
export function formatMoney(minor: number, currency: string): string {
  const format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
