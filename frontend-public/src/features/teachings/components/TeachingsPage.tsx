import { useDocumentTitle } from '@ministry/frontend-kit';
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
  useDocumentTitle('Teaching library');
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
        ? `No results found for "${shown}"`
        : `${count} ${count === 1 ? 'teaching' : 'teachings'} found for "${shown}"`;
  } else if (!q && list.data) {
    status = `${list.data.total} ${list.data.total === 1 ? 'teaching' : 'teachings'}`;
  }

  return (
    <div className="teachings">
      <section className="section" aria-labelledby="teachings-title">
        <div className="container">
          <header className="section__header">
            <h1 id="teachings-title">Teaching library</h1>
            <p>Every teaching, by series, speaker, book of the Bible and topic.</p>
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
            aria-label="Filter teachings"
          >
            <FilterSelect
              name="series"
              label="Series"
              all="All series"
              value={filters.series}
              options={(series.data ?? []).map((s) => ({ value: s.slug, label: s.title }))}
              onChange={setFilter}
            />
            <FilterSelect
              name="speaker"
              label="Speaker"
              all="All speakers"
              value={filters.speaker}
              options={(speakers.data ?? []).map((s) => ({ value: s.slug, label: s.name }))}
              onChange={setFilter}
            />
            <FilterSelect
              name="book"
              label="Book"
              all="All books"
              value={filters.book}
              options={BIBLE_BOOKS.map((book) => ({ value: book, label: book }))}
              onChange={setFilter}
            />
            <FilterSelect
              name="topic"
              label="Topic"
              all="All topics"
              value={filters.topic}
              options={LIBRARY_TOPICS.map((topic) => ({ value: topic, label: topic }))}
              onChange={setFilter}
            />
            <noscript>
              <button type="submit" className="button button--outline">
                Apply
              </button>
            </noscript>
          </form>

          {(series.data?.length ?? 0) > 0 && (
            <nav className="teachings__series" aria-label="Series">
              <h2 className="teachings__subtitle">Series</h2>
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
              <TeachingGrid teachings={search.data.items} label="Teachings" />
            ) : (
              <TeachingGridSkeleton />
            )
          ) : list.isError ? (
            <p role="alert">{list.error.message}</p>
          ) : list.data ? (
            <>
              {list.data.items.length === 0 ? (
                <p className="teachings__empty">
                  No teachings match these filters. <Link to="/teachings">Show all teachings</Link>
                </p>
              ) : (
                <TeachingGrid teachings={list.data.items} label="Teachings" />
              )}
              {pages > 1 && (
                <nav className="teachings__pager" aria-label="Pages">
                  {page > 1 && (
                    <Link
                      rel="prev"
                      to={hrefWith(params, { page: page > 2 ? String(page - 1) : undefined })}
                    >
                      ← Newer
                    </Link>
                  )}
                  <span>
                    Page {page} of {pages}
                  </span>
                  {page < pages && (
                    <Link rel="next" to={hrefWith(params, { page: String(page + 1) })}>
                      Older →
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
