import { useCallback, useId, useMemo, useState } from 'react';
import { useLingui } from '@ministry/frontend-kit';
import {
  FEATURED_LIMIT,
  TESTIMONIAL_SKELETONS,
  labelText,
  testimonyCategoryLabel,
} from '../../../shared/constants';
import { ALL_CATEGORIES, categoryOptions, filterTestimonials } from '../filter-testimonials';
import { useFeaturedTestimonials, useTestimonials } from '../hooks/use-testimonials';
import { TestimonialCard, TestimonialSkeleton } from './TestimonialCard';

/** Spec §2 read tab: featured stories, search, category buttons, the cards and the empty messages. */
export function ReadTestimonials() {
  const id = useId();
  const { i18n } = useLingui();
  const testimonials = useTestimonials();
  const featured = useFeaturedTestimonials();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);

  const all = useMemo(() => testimonials.data ?? [], [testimonials.data]);
  const categoryName = useCallback(
    (category: string) => labelText(i18n, testimonyCategoryLabel(category)),
    // The same instance in every language: the language is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.locale],
  );
  const categories = useMemo(() => categoryOptions(all, categoryName), [all, categoryName]);
  const featuredShown = useMemo(
    () => (featured.data ?? []).slice(0, FEATURED_LIMIT),
    [featured.data],
  );
  const filtering = search.trim() !== '' || category !== ALL_CATEGORIES;
  // A story shown under 'Featured Stories' is not repeated in the list below it; a search or a
  // category shows every match, featured ones included.
  const shown = useMemo(() => {
    if (filtering) return filterTestimonials(all, search, category, categoryName);
    const featuredIds = new Set(featuredShown.map((testimonial) => testimonial.id));
    return all.filter((testimonial) => !featuredIds.has(testimonial.id));
  }, [all, search, category, filtering, featuredShown, categoryName]);
  // Every story is above: no empty list (nor a message saying there are no stories) below.
  const everyStoryFeatured = !filtering && shown.length === 0 && featuredShown.length > 0;

  return (
    <div className="read-testimonials">
      {featuredShown.length > 0 && (
        <section className="featured" aria-labelledby={`${id}-featured`}>
          <h2 id={`${id}-featured`}>
            {i18n._({ id: 'community.read.featured', message: 'Featured Stories' })}
          </h2>
          <div className="testimonial-grid testimonial-grid--featured">
            {featuredShown.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} featured />
            ))}
          </div>
        </section>
      )}

      <section className="testimonials" aria-labelledby={`${id}-all`}>
        <h2 id={`${id}-all`} className="visually-hidden">
          {i18n._({ id: 'community.read.all', message: 'All Testimonials' })}
        </h2>
        <div className="testimonial-filters">
          <div className="field testimonial-filters__search">
            <label htmlFor={`${id}-search`} className="visually-hidden">
              {i18n._({ id: 'community.read.search', message: 'Search testimonials' })}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              placeholder={i18n._({
                id: 'community.read.search.placeholder',
                message: 'Search testimonials...',
              })}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div
            className="category-filter"
            role="group"
            aria-label={i18n._({ id: 'community.read.filter', message: 'Filter by category' })}
          >
            {categories.map((option) => (
              <button
                key={option}
                type="button"
                className="category-filter__button"
                aria-pressed={option === category}
                onClick={() => setCategory(option)}
              >
                {option === ALL_CATEGORIES
                  ? i18n._({ id: 'community.read.filter.all', message: 'All' })
                  : categoryName(option)}
              </button>
            ))}
          </div>
        </div>

        {testimonials.isLoading ? (
          <div className="testimonial-grid" aria-busy="true">
            <p className="visually-hidden" role="status">
              {i18n._({ id: 'community.read.loading', message: 'Loading testimonials...' })}
            </p>
            {Array.from({ length: TESTIMONIAL_SKELETONS }, (_, index) => (
              <TestimonialSkeleton key={index} />
            ))}
          </div>
        ) : testimonials.isError ? (
          <div className="empty-panel">
            <p>
              {i18n._({
                id: 'community.read.failed',
                message: 'Testimonials could not be loaded.',
              })}
            </p>
            <button
              type="button"
              className="button button--outline"
              onClick={() => void testimonials.refetch()}
            >
              {i18n._({ id: 'community.read.reload', message: 'Reload testimonials' })}
            </button>
          </div>
        ) : shown.length === 0 && !everyStoryFeatured ? (
          <p className="empty-panel" data-testid="testimonials-empty">
            {filtering
              ? i18n._({
                  id: 'community.read.noMatch',
                  message: 'No testimonials found matching your criteria.',
                })
              : i18n._({
                  id: 'community.read.empty',
                  message: 'No testimonials available yet. Be the first to share your story!',
                })}
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
            ? i18n._({
                id: 'community.read.found',
                message: '{count, plural, one {# testimonial found} other {# testimonials found}}',
                values: { count: shown.length },
              })
            : ''}
        </p>
      </section>
    </div>
  );
}
