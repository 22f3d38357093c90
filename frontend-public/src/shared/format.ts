import { formatCount, i18n } from '@ministry/frontend-kit';

/** "1 view", "12,345 views". */
export function formatViews(count: number): string {
  return i18n._({
    id: 'video.views',
    message: '{count, plural, one {{views} view} other {{views} views}}',
    values: { count, views: formatCount(count) },
  });
}

/** A relevance score in [0, 1] as the card's badge, e.g. 0.874 → "87% match". */
export function formatMatch(relevanceScore: number): string {
  return i18n._({
    id: 'video.match',
    message: '{percent}% match',
    values: { percent: String(Math.round(relevanceScore * 100)) },
  });
}
