import { useId, useMemo, useState } from 'react';
import { FEATURED_LIMIT, TESTIMONIAL_SKELETONS } from '../../../shared/constants';
import { ALL_CATEGORIES, categoryOptions, filterTestimonials } from '../filter-testimonials';
import { useFeaturedTestimonials, useTestimonials } from '../hooks/use-testimonials';
import { TestimonialCard, TestimonialSkeleton } from './TestimonialCard';

/** Spec §2 read tab: featured stories, search, category buttons, the cards and the empty messages. */
export function ReadTestimonials() {
  const id = useId();
  const testimonials = useTestimonials();
  const featured = useFeaturedTestimonials();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);

  const all = useMemo(() => testimonials.data ?? [], [testimonials.data]);
  const categories = useMemo(() => categoryOptions(all), [all]);
  const featuredShown = useMemo(
    () => (featured.data ?? []).slice(0, FEATURED_LIMIT),
    [featured.data],
  );
  const filtering = search.trim() !== '' || category !== ALL_CATEGORIES;
  // A story shown under 'Featured Stories' is not repeated in the list below it; a search or a
  // category shows every match, featured ones included.
  const shown = useMemo(() => {
    if (filtering) return filterTestimonials(all, search, category);
    const featuredIds = new Set(featuredShown.map((testimonial) => testimonial.id));
    return all.filter((testimonial) => !featuredIds.has(testimonial.id));
  }, [all, search, category, filtering, featuredShown]);
  // Every story is above: no empty list (nor a message saying there are no stories) below.
  const everyStoryFeatured = !filtering && shown.length === 0 && featuredShown.length > 0;

  return (
    <div className="read-testimonials">
      {featuredShown.length > 0 && (
        <section className="featured" aria-labelledby={`${id}-featured`}>
          <h2 id={`${id}-featured`}>Featured Stories</h2>
          <div className="testimonial-grid testimonial-grid--featured">
            {featuredShown.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} featured />
            ))}
          </div>
        </section>
      )}

      <section className="testimonials" aria-labelledby={`${id}-all`}>
        <h2 id={`${id}-all`} className="visually-hidden">
          All Testimonials
        </h2>
        <div className="testimonial-filters">
          <div className="field testimonial-filters__search">
            <label htmlFor={`${id}-search`} className="visually-hidden">
              Search testimonials
            </label>
            <input
              id={`${id}-search`}
              type="search"
              placeholder="Search testimonials..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="category-filter" role="group" aria-label="Filter by category">
            {categories.map((option) => (
              <button
                key={option}
                type="button"
                className="category-filter__button"
                aria-pressed={option === category}
                onClick={() => setCategory(option)}
              >
                {option}
              </button>
            ))}
          </div>
        </div>

        {testimonials.isLoading ? (
          <div className="testimonial-grid" aria-busy="true">
            <p className="visually-hidden" role="status">
              Loading testimonials...
            </p>
            {Array.from({ length: TESTIMONIAL_SKELETONS }, (_, index) => (
              <TestimonialSkeleton key={index} />
            ))}
          </div>
        ) : testimonials.isError ? (
          <div className="empty-panel">
            <p>Testimonials could not be loaded.</p>
            <button
              type="button"
              className="button button--outline"
              onClick={() => void testimonials.refetch()}
            >
              Reload testimonials
            </button>
          </div>
        ) : shown.length === 0 && !everyStoryFeatured ? (
          <p className="empty-panel" data-testid="testimonials-empty">
            {filtering
              ? 'No testimonials found matching your criteria.'
              : 'No testimonials available yet. Be the first to share your story!'}
          </p>
        ) : shown.length === 0 ? null : (
          <div className="testimonial-grid" data-testid="testimonial-list">
            {shown.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </div>
        )}
        <p className="visually-hidden" role="status" aria-live="polite">
          {filtering && !testimonials.isLoading
            ? `${shown.length} ${shown.length === 1 ? 'testimonial' : 'testimonials'} found`
            : ''}
        </p>
      </section>
    </div>
  );
}
