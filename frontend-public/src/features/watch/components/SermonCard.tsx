import type { Video } from '../../../shared/content-types';
import { formatPublishedDate, formatViews } from '../../../shared/format';

export function SermonCard({ video }: { video: Video }) {
  return (
    <article className="sermon-card">
      <a href={video.url} target="_blank" rel="noopener noreferrer" className="sermon-card__media">
        <img
          src={video.thumbnail}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
        />
        <span className="sermon-card__play" aria-hidden="true" />
        <span className="visually-hidden">Play {video.title} (opens in a new tab)</span>
        <span className="badge badge--duration">
          <span className="visually-hidden">Duration </span>
          {video.duration}
        </span>
      </a>
      <div className="sermon-card__body">
        <h3 className="sermon-card__title">{video.title}</h3>
        <p className="sermon-card__meta">
          {video.publishedAt && (
            <time dateTime={video.publishedAt}>{formatPublishedDate(video.publishedAt)}</time>
          )}
          <span>{formatViews(video.viewCount)}</span>
        </p>
        <a
          href={video.url}
          target="_blank"
          rel="noopener noreferrer"
          className="sermon-card__watch"
        >
          Watch now
          <span className="visually-hidden">: {video.title} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}

export function SermonCardSkeleton() {
  return (
    <div className="sermon-card sermon-card--skeleton" data-testid="sermon-skeleton">
      <div className="sermon-card__media skeleton" />
      <div className="sermon-card__body">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
