import { useQuery } from '@tanstack/react-query';
import type { PublicTestimonial } from '../../../shared/api/community-types';
import { fetchJson } from '../../../shared/api/fetch-json';

export const TESTIMONIALS_QUERY_KEY = ['/api/testimonials'] as const;
export const FEATURED_TESTIMONIALS_QUERY_KEY = ['/api/testimonials/featured'] as const;

/** Every approved testimonial, newest first; search and category filters work on this list. */
export function useTestimonials() {
  return useQuery({
    queryKey: TESTIMONIALS_QUERY_KEY,
    queryFn: ({ signal }) =>
      fetchJson<PublicTestimonial[]>(
        TESTIMONIALS_QUERY_KEY[0],
        'Failed to fetch testimonials',
        signal,
      ),
  });
}

export function useFeaturedTestimonials() {
  return useQuery({
    queryKey: FEATURED_TESTIMONIALS_QUERY_KEY,
    queryFn: ({ signal }) =>
      fetchJson<PublicTestimonial[]>(
        FEATURED_TESTIMONIALS_QUERY_KEY[0],
        'Failed to fetch featured testimonials',
        signal,
      ),
  });
}
