import { formatLongDate, useLingui } from '@ministry/frontend-kit';
import { Link } from 'react-router-dom';
import { DurationBadge, MediaCardSkeleton } from '../../../shared/VideoMedia';
import { MAX_REFERENCES, MAX_THEMES } from '../../study/components/VideoCard';
import type { TeachingSummary } from '../types';

export const teachingPath = (slug: string) => `/teachings/${encodeURIComponent(slug)}`;

export function TeachingDate({ publishedAt }: { publishedAt: string | null }) {
  if (!publishedAt) return null;
  return <time dateTime={publishedAt}>{formatLongDate(new Date(publishedAt), 'UTC')}</time>;
}

function Tags({
  label,
  items,
  max,
  className,
}: {
  label: string;
  items: string[];
  max: number;
  className: string;
}) {
  const { i18n } = useLingui();
  if (!items.length) return null;
  const hidden = items.length - max;
  return (
    <ul className={`tag-list ${className}`} aria-label={label}>
      {items.slice(0, max).map((item) => (
        <li key={item} className="tag">
          {item}
        </li>
      ))}
      {hidden > 0 && (
        <li className="tag tag--more">
          {i18n._({ id: 'teachings.tags.more', message: '+{hidden} more', values: { hidden } })}
        </li>
      )}
    </ul>
  );
}

/** A teaching of the library, as the Study grid shows one; it opens the teaching's own page. */
export function TeachingCard({
  teaching,
  headingLevel = 3,
}: {
  teaching: TeachingSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { i18n } = useLingui();
  return (
    <article className="media-card video-card teaching-card">
      <div className="media-card__media">
        <img
          src={teaching.thumbnail}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
        />
        <DurationBadge duration={teaching.duration} />
      </div>
      <div className="media-card__body">
        <Heading className="media-card__title">
          <Link to={teachingPath(teaching.slug)} className="video-card__link">
            {teaching.title}
          </Link>
        </Heading>
        <p className="teaching-card__meta">
          <TeachingDate publishedAt={teaching.publishedAt} />
          {teaching.speaker && <span> · {teaching.speaker.name}</span>}
        </p>
        <Tags
          label={i18n._({ id: 'teachings.card.themes', message: 'Themes' })}
          items={teaching.themes}
          max={MAX_THEMES}
          className="tag-list--themes"
        />
        <Tags
          label={i18n._({ id: 'teachings.card.references', message: 'Scripture references' })}
          items={teaching.passages}
          max={MAX_REFERENCES}
          className="tag-list--references"
        />
      </div>
    </article>
  );
}

export function TeachingGrid({
  teachings,
  label,
}: {
  teachings: TeachingSummary[];
  label: string;
}) {
  return (
    <ul className="video-grid" aria-label={label}>
      {teachings.map((teaching) => (
        <li key={teaching.id}>
          <TeachingCard teaching={teaching} />
        </li>
      ))}
    </ul>
  );
}

export function TeachingGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="video-grid" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <MediaCardSkeleton key={index} testId="teaching-skeleton" />
      ))}
    </div>
  );
}
