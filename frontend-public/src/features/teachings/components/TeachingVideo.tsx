import { Trans } from '@ministry/frontend-kit';
import { useEffect, useRef, useState } from 'react';
import type { TeachingDetail } from '../types';

/**
 * The teaching's video as a click-to-load facade (as on home): its thumbnail from this site and a
 * play button, and no request to the video platform until the visitor asks for the video. Without
 * JavaScript the button is a link to the video on the platform.
 */
export function TeachingVideo({ teaching }: { teaching: TeachingDetail }) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const demo = teaching.youtubeId.startsWith('demo-');

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className="teaching-video">
        <iframe
          ref={frameRef}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(teaching.youtubeId)}?autoplay=1&rel=0`}
          title={teaching.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="teaching-video">
      <a
        className="video-facade teaching-video__facade"
        href={teaching.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          if (demo) return;
          event.preventDefault();
          setPlaying(true);
        }}
      >
        <img src={teaching.thumbnail} alt="" width={640} height={360} decoding="async" />
        <span className="video-facade__play" aria-hidden="true" />
        <span className="video-facade__label">
          <Trans
            id="teaching.play"
            message="Play video<0>: {title}</0>"
            values={{ title: teaching.title }}
            components={{ 0: <span className="visually-hidden" /> }}
          />
        </span>
      </a>
    </div>
  );
}
