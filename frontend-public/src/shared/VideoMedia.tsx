import { useState } from 'react';
import { useLingui } from '@ministry/frontend-kit';
import type { Video } from './content-types';

/**
 * The pieces the Study grid's teaching cards and the Watch carousel's sermon cards share: the 16:9
 * thumbnail, its duration badge and the loading stand-in of a card (styles: `.media-card` in ui.css).
 */

/**
 * The thumbnail (always from this site: the server's card-sized copy, or the video's title card), or a
 * neutral stand-in (drawn in CSS, nothing fetched) when it cannot be loaded.
 */
export function VideoThumbnail({ video }: { video: Video }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return <span className="media-card__placeholder" data-testid="thumbnail-placeholder" />;
  }
  return (
    <img
      src={video.thumbnail}
      alt=""
      width={320}
      height={180}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

export function DurationBadge({ duration }: { duration: string }) {
  const { i18n } = useLingui();
  return (
    <span className="badge badge--duration">
      <span className="visually-hidden">
        {i18n._({ id: 'video.duration', message: 'Duration' })}{' '}
      </span>
      {duration}
    </span>
  );
}

/** A grey stand-in of a card's shape while its videos load. */
export function MediaCardSkeleton({ testId }: { testId: string }) {
  return (
    <div className="media-card media-card--skeleton" data-testid={testId} aria-hidden="true">
      <div className="media-card__media skeleton" />
      <div className="media-card__body">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
