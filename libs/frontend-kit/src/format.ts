// The site's dates and counts in the page's language, shared by the remotes so a date reads the same
// on every screen. English (en-US) is formatted by hand on purpose: the first `new Intl.NumberFormat()`
// or `Intl.DateTimeFormat()` on a page loads locale data, which costs a phone tens of milliseconds of
// main thread (DESIGN §6), and the home page shows dates. The other languages go through Intl with
// their locale (the language activated last: i18n.ts sets it).

let formatLanguage = 'en';

/** The language the formats below write in (called when a language is activated). */
export function setFormatLanguage(language: string): void {
  formatLanguage = language;
}

const english = () => formatLanguage === 'en';

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  const id = `${formatLanguage}|${key}`;
  let format = formatters.get(id) as T | undefined;
  if (!format) {
    format = make();
    formatters.set(id, format);
  }
  return format;
}

/** A date's month, short ('Mar', 'mar', 'מרץ') in the page's language; month is 1–12. */
export function shortMonthName(month: number): string {
  if (english()) return (MONTH_NAMES[month - 1] ?? '').slice(0, 3);
  const format = cached(
    'short-month',
    () => new Intl.DateTimeFormat(formatLanguage, { month: 'short', timeZone: 'UTC' }),
  );
  return format.format(Date.UTC(2000, month - 1, 15)).replace(/\.$/, '');
}

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
  if (!english()) {
    return cached('count', () => new Intl.NumberFormat(formatLanguage)).format(Math.trunc(count));
  }
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * 'Month day, year', e.g. "March 8, 2025": the day `date` falls on where the viewer is, or in UTC
 * (a day as published, the same for every viewer).
 */
export function formatLongDate(date: Date, zone: 'local' | 'UTC' = 'local'): string {
  if (!english()) {
    return cached(
      `long-${zone}`,
      () =>
        new Intl.DateTimeFormat(formatLanguage, {
          dateStyle: 'long',
          ...(zone === 'UTC' && { timeZone: 'UTC' }),
        }),
    ).format(date);
  }
  return zone === 'UTC'
    ? `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : `${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 'March 15, 2026' for a calendar date `YYYY-MM-DD`, read as written (no time zone shift); other text as it is. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match && MONTH_NAMES[Number(match[2]) - 1];
  if (match && month && !english()) {
    return formatLongDate(
      new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
      'UTC',
    );
  }
  return month ? `${month} ${Number(match[3])}, ${match[1]}` : value;
}

/** An amount in its currency's minor units (cents) as money, e.g. `2500` USD → "$25.00". */
export function formatMoney(minor: number, currency: string): string {
  const format = new Intl.NumberFormat(english() ? undefined : formatLanguage, {
    style: 'currency',
    currency,
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
