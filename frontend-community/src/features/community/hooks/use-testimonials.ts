import { useQuery } from '@tanstack/react-query';
import {
  FEATURED_TESTIMONIALS_QUERY_KEY,
  TESTIMONIALS_QUERY_KEY,
  api,
  dataOf,
  plainList,
} from '@ministry/api-client';
import { i18n } from '@ministry/frontend-kit';
import { queryWithToast } from '../../../shared/api/query-with-toast';

/**
 * The approved testimonials, newest first (the newest 100: docs/spec-departures.md); search and
 * category filters work on this list.
 */
export function useTestimonials() {
  return useQuery({
    queryKey: TESTIMONIALS_QUERY_KEY,
    queryFn: ({ signal }) =>
      queryWithToast(
        dataOf(api.GET('/api/testimonials', { signal })).then(plainList),
        i18n._({ id: 'community.read.failedToast', message: 'Failed to fetch testimonials' }),
        signal,
      ),
  });
}

export function useFeaturedTestimonials() {
  return useQuery({
    queryKey: FEATURED_TESTIMONIALS_QUERY_KEY,
    queryFn: ({ signal }) =>
      queryWithToast(
        dataOf(api.GET('/api/testimonials/featured', { signal })),
        i18n._({
          id: 'community.read.featuredFailedToast',
          message: 'Failed to fetch featured testimonials',
        }),
        signal,
      ),
  });
}
