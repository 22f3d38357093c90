import { useId, useState, type FormEvent } from 'react';

/** Spec §2 item 4. */
export const QUICK_TOPICS = [
  'True Faith',
  'Prayer & Worship',
  'Obedience',
  'Sabbath',
  'The Messiah',
  'Sanctification',
];

/** The search box and topic chips; the video grid and suggestions arrive with the videos API. */
export function StudySection() {
  const inputId = useId();
  const [query, setQuery] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
  };

  return (
    <section id="study" className="section section--alt" aria-labelledby="study-title">
      <div className="container">
        <header className="section__header">
          <h2 id="study-title">Study the Word</h2>
          <p>Search our library of biblical teachings by topic, theme or scripture.</p>
        </header>
        <form className="study-search" role="search" onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            Search teachings
          </label>
          <input
            id={inputId}
            type="search"
            className="study-search__input"
            placeholder="Search topics like faith, prayer or Sabbath…"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        <div className="topic-chips" role="group" aria-label="Quick topics">
          {QUICK_TOPICS.map((topic) => (
            <button
              key={topic}
              type="button"
              className="topic-chip"
              onClick={() => setQuery(topic)}
            >
              {topic}
            </button>
          ))}
        </div>
        <p className="study__status">Showing most popular biblical teachings</p>
        <div className="placeholder-panel">Teaching videos will appear here.</div>
      </div>
    </section>
  );
}
