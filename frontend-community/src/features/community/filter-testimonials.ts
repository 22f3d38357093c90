import type { PublicTestimonial } from '../../shared/api/community-types';

export const ALL_CATEGORIES = 'All';

/** A category's name in the page's language (the value itself by default). */
type CategoryName = (category: string) => string;
const asItIs: CategoryName = (category) => category;

/** The category buttons: All, then the distinct categories of every testimonial, sorted by name. */
export function categoryOptions(
  testimonials: readonly PublicTestimonial[],
  nameOf: CategoryName = asItIs,
): string[] {
  const distinct = [...new Set(testimonials.map((testimonial) => testimonial.category))];
  return [ALL_CATEGORIES, ...distinct.sort((a, b) => nameOf(a).localeCompare(nameOf(b)))];
}

/**
 * Spec §2: case-insensitive substring search over title, testimony and category (its value and its
 * name in the page's language).
 */
export function filterTestimonials(
  testimonials: readonly PublicTestimonial[],
  search: string,
  category: string,
  nameOf: CategoryName = asItIs,
): PublicTestimonial[] {
  const needle = search.trim().toLowerCase();
  return testimonials.filter(
    (testimonial) =>
      (category === ALL_CATEGORIES || testimonial.category === category) &&
      (needle === '' ||
        [
          testimonial.title,
          testimonial.testimony,
          testimonial.category,
          nameOf(testimonial.category),
        ].some((text) => text.toLowerCase().includes(needle))),
  );
}
