const NUMBER = new Intl.NumberFormat('en-US');

/** "1 view", "12,345 views". */
export function formatViews(count: number): string {
  return `${NUMBER.format(count)} ${count === 1 ? 'view' : 'views'}`;
}

/** Spec §2 item 5: 'Month day, year', e.g. "March 8, 2025" (the day as published, in UTC). */
const PUBLISHED = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatPublishedDate(iso: string): string {
  return PUBLISHED.format(new Date(iso));
}

/** A relevance score in [0, 1] as the card's badge, e.g. 0.874 → "87% match". */
export function formatMatch(relevanceScore: number): string {
  return `${Math.round(relevanceScore * 100)}% match`;
}
