import { formatLongDate, useLingui } from '@ministry/frontend-kit';
import type { Video } from '../../../shared/content-types';
import { formatViews } from '../../../shared/format';
import { DurationBadge, MediaCardSkeleton, VideoThumbnail } from '../../../shared/VideoMedia';

export function SermonCard({ video }: { video: Video }) {
  const { i18n } = useLingui();
  return (
    <article className="media-card sermon-card">
      <a href={video.url} target="_blank" rel="noopener noreferrer" className="media-card__media">
        <VideoThumbnail video={video} />
        <span className="sermon-card__play" aria-hidden="true" />
        <span className="visually-hidden">
          {i18n._({
            id: 'sermon.play',
            message: 'Play {title} (opens in a new tab)',
            values: { title: video.title },
          })}
        </span>
        <DurationBadge duration={video.duration} />
      </a>
      <div className="media-card__body">
        <h3 className="media-card__title">{video.title}</h3>
        <p className="sermon-card__meta">
          {video.publishedAt && (
            // Spec §2 item 5: 'Month day, year', the day as published (in UTC).
            <time dateTime={video.publishedAt}>
              {formatLongDate(new Date(video.publishedAt), 'UTC')}
            </time>
          )}
          <span>{formatViews(video.viewCount)}</span>
        </p>
        <a
          href={video.url}
          target="_blank"
          rel="noopener noreferrer"
          className="sermon-card__watch"
        >
          {i18n._({ id: 'sermon.watch', message: 'Watch now' })}
          <span className="visually-hidden">
            {i18n._({
              id: 'sermon.watch.hidden',
              message: ': {title} (opens in a new tab)',
              values: { title: video.title },
            })}
          </span>
        </a>
      </div>
    </article>
  );
}

export function SermonCardSkeleton() {
  return <MediaCardSkeleton testId="sermon-skeleton" />;
}
