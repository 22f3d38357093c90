import { useLingui } from '@ministry/frontend-kit';
import type { Video } from '../../../shared/content-types';
import { formatMatch, formatViews } from '../../../shared/format';
import { DurationBadge, MediaCardSkeleton, VideoThumbnail } from '../../../shared/VideoMedia';

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
  const { i18n } = useLingui();
  if (items.length === 0) return null;
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
          {i18n._({ id: 'video.tags.more', message: '+{hidden} more', values: { hidden } })}
        </li>
      )}
    </ul>
  );
}

/** One teaching of the Study grid; the whole card opens the video in a new tab. */
export function VideoCard({ video }: { video: Video }) {
  const { i18n } = useLingui();
  return (
    <article className="media-card video-card">
      <div className="media-card__media">
        <VideoThumbnail video={video} />
        <DurationBadge duration={video.duration} />
        {video.relevanceScore > 0 && (
          <span className="badge badge--match">{formatMatch(video.relevanceScore)}</span>
        )}
      </div>
      <div className="media-card__body">
        <h3 className="media-card__title">
          <a
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            className="video-card__link"
          >
            {video.title}
            <span className="visually-hidden">
              {' '}
              {i18n._({ id: 'common.opensInNewTab', message: '(opens in a new tab)' })}
            </span>
          </a>
        </h3>
        <TagList
          label={i18n._({ id: 'video.themes', message: 'Themes' })}
          items={video.themes}
          max={MAX_THEMES}
          className="tag-list--themes"
        />
        <TagList
          label={i18n._({ id: 'video.references', message: 'Scripture references' })}
          items={video.scriptureReferences}
          max={MAX_REFERENCES}
          className="tag-list--references"
        />
        <p className="video-card__views">{formatViews(video.viewCount)}</p>
      </div>
    </article>
  );
}

export function VideoCardSkeleton() {
  return <MediaCardSkeleton testId="video-skeleton" />;
}
