import { Trans, formatCount, useDocumentTitle, useLingui } from '@ministry/frontend-kit';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { StudySearch } from '../../study/components/StudySearch';
import {
  LIBRARY_PAGE_SIZE,
  useSeriesList,
  useSpeakersList,
  useTeachingList,
  useTeachingSearch,
} from '../hooks/use-teachings';
import { BIBLE_BOOKS, LIBRARY_TOPICS } from '../library-terms';
import type { TeachingFilters } from '../types';
import { TeachingGrid, TeachingGridSkeleton } from './TeachingCard';
import '../../../shared/ui.css';
import '../../study/study.css';
import '../teachings.css';
import { usePagesCatalog } from '../../../i18n/pages-area';

type FilterName = 'series' | 'speaker' | 'book' | 'topic';

function filtersOf(params: URLSearchParams): TeachingFilters {
  const page = Number(params.get('page'));
  return {
    series: params.get('series') ?? undefined,
    speaker: params.get('speaker') ?? undefined,
    book: params.get('book') ?? undefined,
    topic: params.get('topic') ?? undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** `/teachings` with `changes` applied (a new filter starts again from page 1). */
function hrefWith(params: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (!('page' in changes)) next.delete('page');
  const query = next.toString();
  return query ? `/teachings?${query}` : '/teachings';
}

/** One filter of the library: a labelled select whose first option clears it. */
function FilterSelect({
  name,
  label,
  all,
  value,
  options,
  onChange,
}: {
  name: FilterName;
  label: string;
  all: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (name: FilterName, value: string) => void;
}) {
  return (
    <label>
      <span>{label}</span>
      <select name={name} value={value ?? ''} onChange={(e) => onChange(name, e.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The teaching library: every teaching, newest first, filtered by series, speaker, book and topic. */
export function TeachingsPage() {
  usePagesCatalog();
  const { i18n } = useLingui();
  const title = i18n._({ id: 'teachings.title', message: 'Teaching library' });
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const filters = filtersOf(params);
  const list = useTeachingList(filters, q === '');
  const search = useTeachingSearch(q);
  const series = useSeriesList();
  const speakers = useSpeakersList();
  const page = filters.page ?? 1;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / LIBRARY_PAGE_SIZE)) : 1;

  const setFilter = (name: FilterName, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    next.delete('q');
    setParams(next);
  };

  let status = '';
  if (q && search.data) {
    const count = search.data.items.length;
    const shown = search.data.correctedQuery ?? q;
    status =
      count === 0
        ? i18n._({
            id: 'teachings.status.none',
            message: 'No results found for "{query}"',
            values: { query: shown },
          })
        : i18n._({
            id: 'teachings.status.found',
            message:
              '{count, plural, one {{number} teaching} other {{number} teachings}} found for "{query}"',
            values: { count, number: formatCount(count), query: shown },
          });
  } else if (!q && list.data) {
    const count = list.data.total;
    status = i18n._({
      id: 'teachings.count',
      message: '{count, plural, one {{number} teaching} other {{number} teachings}}',
      values: { count, number: formatCount(count) },
    });
  }
  const teachingsLabel = i18n._({ id: 'teachings.grid', message: 'Teachings' });

  return (
    <div className="teachings">
      <section className="section" aria-labelledby="teachings-title">
        <div className="container">
          <header className="section__header">
            <h1 id="teachings-title">{title}</h1>
            <p>
              {i18n._({
                id: 'teachings.intro',
                message: 'Every teaching, by series, speaker, book of the Bible and topic.',
              })}
            </p>
          </header>
          <StudySearch
            text={text}
            onTextChange={setText}
            onSearch={(term) =>
              navigate(term ? `/teachings?q=${encodeURIComponent(term)}` : '/teachings')
            }
          />

          <form
            className="teachings__filters"
            method="get"
            action="/teachings"
            aria-label={i18n._({ id: 'teachings.filters', message: 'Filter teachings' })}
          >
            <FilterSelect
              name="series"
              label={i18n._({ id: 'teachings.filter.series', message: 'Series' })}
              all={i18n._({ id: 'teachings.filter.allSeries', message: 'All series' })}
              value={filters.series}
              options={(series.data ?? []).map((s) => ({ value: s.slug, label: s.title }))}
              onChange={setFilter}
            />
            <FilterSelect
              name="speaker"
              label={i18n._({ id: 'teachings.filter.speaker', message: 'Speaker' })}
              all={i18n._({ id: 'teachings.filter.allSpeakers', message: 'All speakers' })}
              value={filters.speaker}
              options={(speakers.data ?? []).map((s) => ({ value: s.slug, label: s.name }))}
              onChange={setFilter}
            />
            <FilterSelect
              name="book"
              label={i18n._({ id: 'teachings.filter.book', message: 'Book' })}
              all={i18n._({ id: 'teachings.filter.allBooks', message: 'All books' })}
              value={filters.book}
              options={BIBLE_BOOKS.map((book) => ({
                value: book.value,
                label: i18n._(book.label),
              }))}
              onChange={setFilter}
            />
            <FilterSelect
              name="topic"
              label={i18n._({ id: 'teachings.filter.topic', message: 'Topic' })}
              all={i18n._({ id: 'teachings.filter.allTopics', message: 'All topics' })}
              value={filters.topic}
              options={LIBRARY_TOPICS.map((topic) => ({
                value: topic.value,
                label: i18n._(topic.label),
              }))}
              onChange={setFilter}
            />
            <noscript>
              <button type="submit" className="button button--outline">
                {i18n._({ id: 'teachings.filter.apply', message: 'Apply' })}
              </button>
            </noscript>
          </form>

          {(series.data?.length ?? 0) > 0 && (
            <nav
              className="teachings__series"
              aria-label={i18n._({ id: 'teachings.series.title', message: 'Series' })}
            >
              <h2 className="teachings__subtitle">
                {i18n._({ id: 'teachings.series.title', message: 'Series' })}
              </h2>
              <ul className="topic-chips">
                {series.data?.map((s) => (
                  <li key={s.slug}>
                    <Link className="topic-chip" to={`/teachings/series/${s.slug}`}>
                      {s.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <p className="study__status" role="status">
            {status}
          </p>

          {q ? (
            search.isError ? (
              <p role="alert">{search.error.message}</p>
            ) : search.data ? (
              <TeachingGrid teachings={search.data.items} label={teachingsLabel} />
            ) : (
              <TeachingGridSkeleton />
            )
          ) : list.isError ? (
            <p role="alert">{list.error.message}</p>
          ) : list.data ? (
            <>
              {list.data.items.length === 0 ? (
                <p className="teachings__empty">
                  <Trans
                    id="teachings.empty"
                    message="No teachings match these filters. <0>Show all teachings</0>"
                    components={{ 0: <Link to="/teachings" /> }}
                  />
                </p>
              ) : (
                <TeachingGrid teachings={list.data.items} label={teachingsLabel} />
              )}
              {pages > 1 && (
                <nav
                  className="teachings__pager"
                  aria-label={i18n._({ id: 'teachings.pages', message: 'Pages' })}
                >
                  {page > 1 && (
                    <Link
                      rel="prev"
                      to={hrefWith(params, { page: page > 2 ? String(page - 1) : undefined })}
                    >
                      {i18n._({ id: 'teachings.newer', message: '← Newer' })}
                    </Link>
                  )}
                  <span>
                    {i18n._({
                      id: 'teachings.page',
                      message: 'Page {page} of {pages}',
                      values: { page: formatCount(page), pages: formatCount(pages) },
                    })}
                  </span>
                  {page < pages && (
                    <Link rel="next" to={hrefWith(params, { page: String(page + 1) })}>
                      {i18n._({ id: 'teachings.older', message: 'Older →' })}
                    </Link>
                  )}
                </nav>
              )}
            </>
          ) : (
            <TeachingGridSkeleton count={LIBRARY_PAGE_SIZE} />
          )}
        </div>
      </section>
    </div>
  );
}
