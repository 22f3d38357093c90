import { useQuery } from '@tanstack/react-query';
import type { PublicTestimonial } from '../../../shared/api/community-types';
import { fetchJson } from '../../../shared/api/fetch-json';

function useTestimonialList(url: string, failure: string) {
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => fetchJson<PublicTestimonial[]>(url, failure, signal),
  });
}

/** Every approved testimonial, newest first; search and category filters work on this list. */
export function useTestimonials() {
  return useTestimonialList('/api/testimonials', 'Failed to fetch testimonials');
}

export function useFeaturedTestimonials() {
  return useTestimonialList('/api/testimonials/featured', 'Failed to fetch featured testimonials');
}
