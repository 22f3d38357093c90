import type { Video } from '../../../shared/content-types';
import { formatMatch, formatViews } from '../../../shared/format';

/** Spec §2 item 4: up to 3 theme tags and 2 scripture references, then '+N more'. */
export const MAX_THEMES = 3;
export const MAX_REFERENCES = 2;

function TagList({
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
  if (items.length === 0) return null;
  const hidden = items.length - max;
  return (
    <ul className={`tag-list ${className}`} aria-label={label}>
      {items.slice(0, max).map((item) => (
        <li key={item} className="tag">
          {item}
        </li>
      ))}
      {hidden > 0 && <li className="tag tag--more">+{hidden} more</li>}
    </ul>
  );
}

/** One teaching of the Study grid; the whole card opens the video in a new tab. */
export function VideoCard({ video }: { video: Video }) {
  return (
    <article className="video-card">
      <div className="video-card__media">
        <img
          src={video.thumbnail}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
        />
        <span className="badge badge--duration">
          <span className="visually-hidden">Duration </span>
          {video.duration}
        </span>
        {video.relevanceScore > 0 && (
          <span className="badge badge--match">{formatMatch(video.relevanceScore)}</span>
        )}
      </div>
      <div className="video-card__body">
        <h3 className="video-card__title">
          <a
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            className="video-card__link"
          >
            {video.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </h3>
        <TagList
          label="Themes"
          items={video.themes}
          max={MAX_THEMES}
          className="tag-list--themes"
        />
        <TagList
          label="Scripture references"
          items={video.scriptureReferences}
          max={MAX_REFERENCES}
          className="tag-list--references"
        />
        <p className="video-card__views">{formatViews(video.viewCount)}</p>
      </div>
    </article>
  );
}

/** A grey stand-in of the card's shape while the videos load. */
export function VideoCardSkeleton() {
  return (
    <div
      className="video-card video-card--skeleton"
      data-testid="video-skeleton"
      aria-hidden="true"
    >
      <div className="video-card__media skeleton" />
      <div className="video-card__body">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
