import { formatLongDate } from '@ministry/frontend-kit';

/** 'Month day, year' (e.g. "March 4, 2026"); empty for a missing or unreadable date. */
export function formatDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? formatLongDate(date) : '';
}
