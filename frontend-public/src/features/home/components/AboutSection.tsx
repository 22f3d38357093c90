import { useState } from 'react';

/** Placeholder until the ministry's introduction video is configured. */
const MINISTRY_VIDEO_ID = 'M7lc1UVf-VE';

export function AboutSection() {
  const [playing, setPlaying] = useState(false);

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
          {playing ? (
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${MINISTRY_VIDEO_ID}?autoplay=1`}
              title="Ministry introduction video"
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              loading="lazy"
            />
          ) : (
            // The player loads on demand so the home page stays light.
            <button type="button" className="video-facade" onClick={() => setPlaying(true)}>
              <span className="video-facade__play" aria-hidden="true" />
              <span className="video-facade__label">Play the ministry introduction video</span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
