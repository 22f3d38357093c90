import type { PublicTestimonial } from '../../shared/api/community-types';

export const ALL_CATEGORIES = 'All';

/** The category buttons: All, then the distinct categories of every testimonial, sorted. */
export function categoryOptions(testimonials: readonly PublicTestimonial[]): string[] {
  const distinct = [...new Set(testimonials.map((testimonial) => testimonial.category))];
  return [ALL_CATEGORIES, ...distinct.sort((a, b) => a.localeCompare(b))];
}

/** Spec §2: case-insensitive substring search over title, testimony and category. */
export function filterTestimonials(
  testimonials: readonly PublicTestimonial[],
  search: string,
  category: string,
): PublicTestimonial[] {
  const needle = search.trim().toLowerCase();
  return testimonials.filter(
    (testimonial) =>
      (category === ALL_CATEGORIES || testimonial.category === category) &&
      (needle === '' ||
        [testimonial.title, testimonial.testimony, testimonial.category].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}
