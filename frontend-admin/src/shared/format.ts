const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const shortDateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

function valid(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Mar 15, 2026' (local date) for an ISO timestamp. */
export function formatDate(value: string | null | undefined): string {
  const date = valid(value);
  return date ? shortDateFormat.format(date) : '—';
}

/** 'Mar 15, 2026, 7:05 PM' (local time) for an ISO timestamp. */
export function formatDateTime(value: string | null | undefined): string {
  const date = valid(value);
  return date ? dateTimeFormat.format(date) : '—';
}

/** Spec §2: underscores in stored values (sex, needs, levels) read as spaces. */
export function humanize(value: string | null | undefined): string {
  return value ? value.replace(/_/g, ' ') : '';
}
