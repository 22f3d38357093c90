import { useDocumentTitle } from '@ministry/frontend-kit';
import { Link, useParams } from 'react-router-dom';
import { useSeriesPage } from '../hooks/use-teachings';
import { Description } from './TeachingPage';
import { TeachingGrid, TeachingGridSkeleton } from './TeachingCard';
import '../../../shared/ui.css';
import '../../study/study.css';
import '../teachings.css';

/** A series: its artwork, description and teachings in series order. */
export function TeachingSeriesPage() {
  const { slug = '' } = useParams();
  const page = useSeriesPage(slug);
  useDocumentTitle(page.data?.series.title ?? 'Series');
  const data = page.data;
  return (
    <section className="section teachings-group" aria-labelledby="group-title">
      <div className="container">
        <nav className="teaching__crumbs" aria-label="Breadcrumb">
          <Link to="/teachings">Teaching library</Link>
        </nav>
        {page.isError ? (
          <>
            <h1 id="group-title">Series not found</h1>
            <p role="alert">{page.error.message}</p>
          </>
        ) : !data ? (
          <TeachingGridSkeleton />
        ) : (
          <>
            <header className="teachings-group__header">
              {data.series.artwork && (
                <img
                  className="teachings-group__art"
                  src={data.series.artwork}
                  alt=""
                  width={200}
                  height={200}
                />
              )}
              <div>
                <h1 id="group-title">{data.series.title}</h1>
                <p className="teaching__meta">
                  {data.teachings.length} {data.teachings.length === 1 ? 'teaching' : 'teachings'}
                </p>
                {data.series.description && <Description text={data.series.description} />}
              </div>
            </header>
            <TeachingGrid teachings={data.teachings} label={`Teachings of ${data.series.title}`} />
          </>
        )}
      </div>
    </section>
  );
}
