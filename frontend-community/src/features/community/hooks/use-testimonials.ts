import { useQuery } from '@tanstack/react-query';
import {
  FEATURED_TESTIMONIALS_QUERY_KEY,
  TESTIMONIALS_QUERY_KEY,
  api,
  dataOf,
} from '@ministry/api-client';
import { queryWithToast } from '../../../shared/api/query-with-toast';

/** Every approved testimonial, newest first; search and category filters work on this list. */
export function useTestimonials() {
  return useQuery({
    queryKey: TESTIMONIALS_QUERY_KEY,
    queryFn: ({ signal }) =>
      queryWithToast(
        dataOf(api.GET('/api/testimonials', { signal })),
        'Failed to fetch testimonials',
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
        'Failed to fetch featured testimonials',
        signal,
      ),
  });
}
