import { formatCount, useDocumentTitle, useLingui } from '@ministry/frontend-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TeachingSummary } from '../types';
import { Description } from './TeachingPage';
import { TeachingGrid, TeachingGridSkeleton } from './TeachingCard';
import '../../../shared/ui.css';
import '../../study/study.css';
import '../teachings.css';

/** What a series or a speaker page shows once its data is here. */
export interface TeachingGroupContent {
  title: string;
  /** Artwork or photo; none draws no image. */
  image?: { src: string; size: number; round?: boolean } | null;
  count: number;
  description?: string | null;
  teachings: TeachingSummary[];
  /** The grid's accessible name, e.g. "Teachings of …". */
  gridLabel: string;
}

/**
 * The page of one group of teachings (a series, a speaker): breadcrumb to the library, the group's
 * header and its grid; a skeleton while loading and the server's message when it is not found.
 */
export function TeachingGroup({
  query,
  fallbackTitle,
  notFoundTitle,
  content,
}: {
  query: { isError: boolean; error: Error | null };
  fallbackTitle: string;
  notFoundTitle: string;
  content: TeachingGroupContent | undefined;
}): ReactNode {
  const { i18n } = useLingui();
  useDocumentTitle(content?.title ?? fallbackTitle);
  return (
    <section className="section teachings-group" aria-labelledby="group-title">
      <div className="container">
        <nav
          className="teaching__crumbs"
          aria-label={i18n._({ id: 'teaching.breadcrumb', message: 'Breadcrumb' })}
        >
          <Link to="/teachings">
            {i18n._({ id: 'teachings.title', message: 'Teaching library' })}
          </Link>
        </nav>
        {query.isError ? (
          <>
            <h1 id="group-title">{notFoundTitle}</h1>
            <p role="alert">{query.error?.message}</p>
          </>
        ) : !content ? (
          <TeachingGridSkeleton />
        ) : (
          <>
            <header className="teachings-group__header">
              {content.image && (
                <img
                  className={`teachings-group__art${content.image.round ? ' teachings-group__art--round' : ''}`}
                  src={content.image.src}
                  alt=""
                  width={content.image.size}
                  height={content.image.size}
                />
              )}
              <div>
                <h1 id="group-title">{content.title}</h1>
                <p className="teaching__meta">
                  {i18n._({
                    id: 'teachings.count',
                    message: '{count, plural, one {{number} teaching} other {{number} teachings}}',
                    values: { count: content.count, number: formatCount(content.count) },
                  })}
                </p>
                {content.description && <Description text={content.description} />}
              </div>
            </header>
            <TeachingGrid teachings={content.teachings} label={content.gridLabel} />
          </>
        )}
      </div>
    </section>
  );
}
