// Formatting by hand on purpose: the first `new Intl.NumberFormat()` or `Intl.DateTimeFormat()` on a
// page loads locale data, which costs a phone tens of milliseconds of main thread (DESIGN §6).

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
];

/** 12345 → "12,345" (en-US grouping). */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1 view", "12,345 views". */
export function formatViews(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'view' : 'views'}`;
}

/** Spec §2 item 5: 'Month day, year', e.g. "March 8, 2025" (the day as published, in UTC). */
export function formatPublishedDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A relevance score in [0, 1] as the card's badge, e.g. 0.874 → "87% match". */
export function formatMatch(relevanceScore: number): string {
  return `${Math.round(relevanceScore * 100)}% match`;
}
