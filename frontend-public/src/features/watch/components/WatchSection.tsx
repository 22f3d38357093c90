import { MINISTRY_CHANNEL_URL } from '@ministry/frontend-kit';

/** The sermon carousel arrives with the videos API; the channel link is final. */
export function WatchSection() {
  return (
    <section id="watch" className="section" aria-labelledby="watch-title">
      <div className="container">
        <header className="section__header">
          <h2 id="watch-title">Watch Sermons</h2>
          <p>Messages to encourage and equip you in your walk of faith.</p>
        </header>
        <div className="placeholder-panel">Recent sermons will appear here.</div>
        <p className="section__footer">
          <a
            href={MINISTRY_CHANNEL_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="button button--primary"
          >
            View all sermons on YouTube
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </section>
  );
}
