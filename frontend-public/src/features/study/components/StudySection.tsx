import { useState } from 'react';
import { MINISTRY_CHANNEL_URL } from '@ministry/frontend-kit';
import { useDeferredData } from '../../../shared/use-deferred-data';
import { useStudyVideos, studyPageSize } from '../hooks/use-study-videos';
import { StudySearch } from './StudySearch';
import { VideoCard, VideoCardSkeleton } from './VideoCard';
import '../study.css';

/** Spec §2 item 4: suggested topics of the no-results state. */
export const SUGGESTED_TOPICS = [
  'faith',
  'prayer',
  'obedience',
  'sabbath',
  'messiah',
  'sanctification',
];

export function StudySection() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const videos = useStudyVideos(query);
  const list = useDeferredData(videos.data);
  const loading = list === undefined && !videos.isError;
  const noResults = list?.length === 0 && query !== '';

  const runSearch = (term: string) => {
    setText(term);
    setQuery(term);
  };

  let status: string;
  // A failed list shows its error alone, not under a line promising videos.
  if (videos.isError) status = '';
  else if (!query) status = 'Showing most popular biblical teachings';
  else if (loading) status = `Searching for "${query}"…`;
  else if (noResults) status = `No results found for "${query}"`;
  else if (list) {
    const count = list.length;
    status = `${count} ${count === 1 ? 'teaching' : 'teachings'} found for "${query}"`;
  } else status = '';

  return (
    <section id="study" className="section section--alt" aria-labelledby="study-title">
      <div className="container">
        <header className="section__header">
          <h2 id="study-title">Study the Word</h2>
          <p>Search our library of biblical teachings by topic, theme or scripture.</p>
        </header>
        <StudySearch text={text} onTextChange={setText} onSearch={setQuery} />

        <p className="study__status" role="status">
          {status}
        </p>

        {loading && (
          <div className="video-grid" aria-busy="true">
            {Array.from({ length: studyPageSize(query) }, (_, index) => (
              <VideoCardSkeleton key={index} />
            ))}
          </div>
        )}

        {videos.isError && (
          <div className="study__error">
            <p role="alert">{videos.error.message}</p>
            <button
              type="button"
              className="button button--outline"
              onClick={() => void videos.refetch()}
            >
              Try again
            </button>
          </div>
        )}

        {list && list.length > 0 && (
          <ul className="video-grid" aria-label="Teachings">
            {list.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} />
              </li>
            ))}
            {/* An eighth cell for the seven most popular: the grid's rows are full. */}
            {!query && list.length % 2 === 1 && (
              <li>
                <div className="more-card">
                  <h3>More teachings</h3>
                  <p>
                    Search above by topic, theme or scripture, or browse them all on our channel.
                  </p>
                  <a
                    href={MINISTRY_CHANNEL_URL}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="button button--outline"
                  >
                    Browse the channel
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </div>
              </li>
            )}
          </ul>
        )}

        {noResults && (
          <div className="study-empty">
            <p className="study-empty__hint">Try one of these topics:</p>
            <ul className="topic-chips" aria-label="Suggested topics">
              {SUGGESTED_TOPICS.map((topic) => (
                <li key={topic}>
                  <button type="button" className="topic-chip" onClick={() => runSearch(topic)}>
                    {topic}
                  </button>
                </li>
              ))}
            </ul>
            <a
              href="#study"
              className="study-empty__clear"
              onClick={(event) => {
                event.preventDefault();
                runSearch('');
              }}
            >
              Clear search and show all videos
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
