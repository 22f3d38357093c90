import { useEffect, useRef, useState } from 'react';
import poster from '../assets/about-video-poster.webp';

/** The ministry's introduction video (a placeholder until the ministry's own is configured). */
export const MINISTRY_VIDEO_ID = 'M7lc1UVf-VE';
export const MINISTRY_VIDEO_TITLE = 'Spirit & Truth Ministry: our story and calling';

/**
 * The video as a click-to-load facade: a local poster and a play button, and no third-party frame
 * (nor its scripts and cookies) until the visitor asks for the video.
 */
function VideoFacade() {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frameRef}
        src={`https://www.youtube-nocookie.com/embed/${MINISTRY_VIDEO_ID}?autoplay=1&rel=0`}
        title={MINISTRY_VIDEO_TITLE}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }
  return (
    <button type="button" className="video-facade" onClick={() => setPlaying(true)}>
      <img
        className="video-facade__poster"
        src={poster}
        alt=""
        width={960}
        height={540}
        loading="lazy"
        decoding="async"
      />
      <span className="video-facade__play" aria-hidden="true" />
      <span className="video-facade__label">
        Play video<span className="visually-hidden">: {MINISTRY_VIDEO_TITLE}</span>
      </span>
    </button>
  );
}

export function AboutSection() {
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className="container about">
        <div className="about__text">
          <h2 id="about-title">About Our Ministry</h2>
          <p>
            We are a fellowship of believers devoted to studying the Scriptures, worshipping in
            spirit and in truth, and walking out our faith in everyday life.
          </p>
          <p>
            Through teaching, Shabbat fellowship, prayer and community we help one another grow in
            the knowledge of God and in love for our neighbours. Wherever you are on your journey,
            you are welcome here.
          </p>
        </div>
        <div className="about__video">
          <VideoFacade />
        </div>
      </div>
    </section>
  );
}
