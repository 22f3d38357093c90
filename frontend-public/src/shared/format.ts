import { formatCount } from '@ministry/frontend-kit';

/** "1 view", "12,345 views". */
export function formatViews(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'view' : 'views'}`;
}

/** A relevance score in [0, 1] as the card's badge, e.g. 0.874 → "87% match". */
export function formatMatch(relevanceScore: number): string {
  return `${Math.round(relevanceScore * 100)}% match`;
}
