import { intlLocale } from '../i18n/i18n';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

// In the dashboard's language (English as en-US, as before), one formatter per language and shape.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(shape: 'date-time' | 'date'): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale}|${shape}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, shape === 'date' ? SHORT_DATE : DATE_TIME);
    formats.set(key, made);
  }
  return made;
}

function valid(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Mar 15, 2026' (local date) for an ISO timestamp. */
export function formatDate(value: string | null | undefined): string {
  const date = valid(value);
  return date ? format('date').format(date) : '—';
}

/** 'Mar 15, 2026, 7:05 PM' (local time) for an ISO timestamp. */
export function formatDateTime(value: string | null | undefined): string {
  const date = valid(value);
  return date ? format('date-time').format(date) : '—';
}

/** Spec §2: underscores in stored values (sex, needs, levels) read as spaces. */
export function humanize(value: string | null | undefined): string {
  return value ? value.replace(/_/g, ' ') : '';
}
