import { useLingui } from '@ministry/frontend-kit';
import { labelText, testimonyCategoryLabel } from '../../../shared/constants';
import type { PublicTestimonial } from '../../../shared/api/community-types';
import { formatDate } from '../../../shared/format-date';

export function TestimonialCard({
  testimonial,
  featured = false,
}: {
  testimonial: PublicTestimonial;
  featured?: boolean;
}) {
  const { i18n } = useLingui();
  const author =
    testimonial.isAnonymous || !testimonial.name
      ? i18n._({ id: 'community.card.anonymous', message: 'Anonymous' })
      : testimonial.name;
  return (
    <article
      className={`testimonial-card${featured ? ' testimonial-card--featured' : ''}`}
      data-testid="testimonial-card"
    >
      <header className="testimonial-card__header">
        <span className="testimonial-card__category">
          {labelText(i18n, testimonyCategoryLabel(testimonial.category))}
        </span>
        <time className="testimonial-card__date" dateTime={testimonial.submittedAt}>
          {formatDate(testimonial.submittedAt)}
        </time>
      </header>
      <h3 className="testimonial-card__title">{testimonial.title}</h3>
      <p className="testimonial-card__text">{testimonial.testimony}</p>
      <p className="testimonial-card__author">— {author}</p>
    </article>
  );
}

export function TestimonialSkeleton() {
  return (
    <div className="testimonial-card testimonial-card--skeleton" data-testid="testimonial-skeleton">
      <span className="skeleton-line skeleton-line--short" />
      <span className="skeleton-line skeleton-line--wide" />
      <span className="skeleton-line" />
      <span className="skeleton-line" />
      <span className="skeleton-line skeleton-line--short" />
    </div>
  );
}
