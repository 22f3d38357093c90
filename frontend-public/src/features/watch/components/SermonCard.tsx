import type { Video } from '../../../shared/content-types';
import { formatPublishedDate, formatViews } from '../../../shared/format';
import { DurationBadge, MediaCardSkeleton, VideoThumbnail } from '../../../shared/VideoMedia';

export function SermonCard({ video }: { video: Video }) {
  return (
    <article className="media-card sermon-card">
      <a href={video.url} target="_blank" rel="noopener noreferrer" className="media-card__media">
        <VideoThumbnail video={video} />
        <span className="sermon-card__play" aria-hidden="true" />
        <span className="visually-hidden">Play {video.title} (opens in a new tab)</span>
        <DurationBadge duration={video.duration} />
      </a>
      <div className="media-card__body">
        <h3 className="media-card__title">{video.title}</h3>
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
  return <MediaCardSkeleton testId="sermon-skeleton" />;
}
