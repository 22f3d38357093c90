import {
  aboutParagraphs,
  i18n,
  useLingui,
  useSiteSettings,
  youTubeVideoId,
} from '@ministry/frontend-kit';
import { useEffect, useRef, useState } from 'react';

/** The name of the About video for assistive technology. */
export const aboutVideoTitle = (ministryName: string) =>
  i18n._({
    id: 'about.videoTitle',
    message: '{ministryName}: our story and calling',
    values: { ministryName },
  });

/**
 * The video's poster, drawn here from the settings (the ministry's name and tagline on its colours):
 * no picture fetched, and no fixed image that would keep an old name after a rename.
 */
function DrawnPoster({ ministryName, tagline }: { ministryName: string; tagline: string }) {
  return (
    <span className="video-facade__poster video-facade__poster--drawn" aria-hidden="true">
      <span className="video-facade__name">{ministryName}</span>
      {tagline && <span className="video-facade__tagline">{tagline}</span>}
    </span>
  );
}

/**
 * The video as a click-to-load facade: a poster drawn from the settings and a play button, and no
 * third-party frame (nor its scripts and cookies) until the visitor asks for the video.
 */
function VideoFacade({
  videoId,
  title,
  ministryName,
  tagline,
}: {
  videoId: string;
  title: string;
  ministryName: string;
  tagline: string;
}) {
  const [playing, setPlaying] = useState(false);
  const { i18n } = useLingui();
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frameRef}
        src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }
  return (
    <button type="button" className="video-facade" onClick={() => setPlaying(true)}>
      <DrawnPoster ministryName={ministryName} tagline={tagline} />
      <span className="video-facade__play" aria-hidden="true" />
      <span className="video-facade__label">
        {i18n._({ id: 'about.playVideo', message: 'Play video' })}
        <span className="visually-hidden">: {title}</span>
      </span>
    </button>
  );
}

/** The ministry's introduction: its About text (plain paragraphs) and video, from its settings. */
export function AboutSection() {
  const { aboutText, aboutVideoUrl, ministryName, tagline } = useSiteSettings();
  const videoId = youTubeVideoId(aboutVideoUrl);
  const { i18n } = useLingui();
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className={videoId ? 'container about' : 'container about about--text-only'}>
        <div className="about__text">
          <h2 id="about-title">{i18n._({ id: 'about.title', message: 'About Our Ministry' })}</h2>
          {aboutParagraphs(aboutText).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {videoId && (
          <div className="about__video">
            {/* A new video starts as its facade again. */}
            <VideoFacade
              key={videoId}
              videoId={videoId}
              title={aboutVideoTitle(ministryName)}
              ministryName={ministryName}
              tagline={tagline}
            />
          </div>
        )}
      </div>
    </section>
  );
}
