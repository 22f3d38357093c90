import { useState } from 'react';
import { formatCount, Trans, useLingui, useSiteInfo } from '@ministry/frontend-kit';
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
  // Set by "search instead for …": the query is searched exactly as typed.
  const [asTyped, setAsTyped] = useState(false);
  const videos = useStudyVideos(query, asTyped);
  const { channelUrl } = useSiteInfo();
  const { i18n } = useLingui();
  const page = useDeferredData(videos.data);
  const list = page?.videos;
  const correctedQuery = page?.correctedQuery;
  const loading = list === undefined && !videos.isError;
  const noResults = list?.length === 0 && query !== '';

  const search = (term: string, exactly = false) => {
    setQuery(term);
    setAsTyped(exactly);
  };
  const runSearch = (term: string) => {
    setText(term);
    search(term);
  };

  // What the results are for: the corrected query when the API searched that instead.
  const shown = correctedQuery ?? query;
  let status: string;
  // A failed list shows its error alone, not under a line promising videos.
  if (videos.isError) status = '';
  else if (!query) {
    status = i18n._({
      id: 'study.status.popular',
      message: 'Showing most popular biblical teachings',
    });
  } else if (loading) {
    status = i18n._({
      id: 'study.status.searching',
      message: 'Searching for "{query}"…',
      values: { query },
    });
  } else if (noResults) {
    status = i18n._({
      id: 'study.status.none',
      message: 'No results found for "{query}"',
      values: { query: shown },
    });
  } else if (list) {
    status = i18n._({
      id: 'study.status.found',
      message:
        '{count, plural, one {{number} teaching} other {{number} teachings}} found for "{query}"',
      // formatCount, not `#` (a new Intl.NumberFormat and its locale data): EventsSection.tsx.
      values: { count: list.length, number: formatCount(list.length), query: shown },
    });
  } else status = '';

  return (
    <section id="study" className="section section--alt" aria-labelledby="study-title">
      <div className="container">
        <header className="section__header">
          <h2 id="study-title">{i18n._({ id: 'study.title', message: 'Study the Word' })}</h2>
          <p>
            {i18n._({
              id: 'study.lead',
              message: 'Search our library of biblical teachings by topic, theme or scripture.',
            })}
          </p>
        </header>
        <StudySearch text={text} onTextChange={setText} onSearch={(term) => search(term)} />

        <p className="study__status" role="status">
          {status}
        </p>

        {correctedQuery && list && (
          <p className="study__correction">
            <Trans
              id="study.correction.showing"
              message="Showing results for <0>{corrected}</0>"
              values={{ corrected: correctedQuery }}
              components={{ 0: <strong /> }}
            />
            <span aria-hidden="true"> · </span>
            <button type="button" className="study__as-typed" onClick={() => search(query, true)}>
              <Trans
                id="study.correction.asTyped"
                message="search instead for <0>{query}</0>"
                values={{ query }}
                components={{ 0: <span className="study__as-typed-query" /> }}
              />
            </button>
          </p>
        )}

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
              {i18n._({ id: 'common.tryAgain', message: 'Try again' })}
            </button>
          </div>
        )}

        {list && list.length > 0 && (
          <ul
            className="video-grid"
            aria-label={i18n._({ id: 'study.results', message: 'Teachings' })}
          >
            {list.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} />
              </li>
            ))}
            {/* An eighth cell for the seven most popular: the grid's rows are full. */}
            {!query && list.length % 2 === 1 && (
              <li>
                <div className="more-card">
                  <h3>{i18n._({ id: 'study.more.title', message: 'More teachings' })}</h3>
                  <p>
                    {i18n._({
                      id: 'study.more.text',
                      message:
                        'Search above by topic, theme or scripture, or browse them all on our channel.',
                    })}
                  </p>
                  <a
                    href={channelUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="button button--outline"
                  >
                    {i18n._({ id: 'study.more.channel', message: 'Browse the channel' })}
                    <span className="visually-hidden">
                      {' '}
                      {i18n._({ id: 'common.opensInNewTab', message: '(opens in a new tab)' })}
                    </span>
                  </a>
                </div>
              </li>
            )}
          </ul>
        )}

        {noResults && (
          <div className="study-empty">
            <p className="study-empty__hint">
              {i18n._({ id: 'study.empty.hint', message: 'Try one of these topics:' })}
            </p>
            <ul
              className="topic-chips"
              aria-label={i18n._({ id: 'study.empty.topics', message: 'Suggested topics' })}
            >
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
              {i18n._({ id: 'study.empty.clear', message: 'Clear search and show all videos' })}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
