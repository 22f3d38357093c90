import { useDocumentTitle } from '@ministry/frontend-kit';
import { Link, useParams } from 'react-router-dom';
import { useSpeakerPage } from '../hooks/use-teachings';
import { Description } from './TeachingPage';
import { TeachingGrid, TeachingGridSkeleton } from './TeachingCard';
import '../../../shared/ui.css';
import '../../study/study.css';
import '../teachings.css';

/** A speaker: photo, bio and teachings, newest first. */
export function TeachingSpeakerPage() {
  const { slug = '' } = useParams();
  const page = useSpeakerPage(slug);
  useDocumentTitle(page.data?.speaker.name ?? 'Speaker');
  const data = page.data;
  return (
    <section className="section teachings-group" aria-labelledby="group-title">
      <div className="container">
        <nav className="teaching__crumbs" aria-label="Breadcrumb">
          <Link to="/teachings">Teaching library</Link>
        </nav>
        {page.isError ? (
          <>
            <h1 id="group-title">Speaker not found</h1>
            <p role="alert">{page.error.message}</p>
          </>
        ) : !data ? (
          <TeachingGridSkeleton />
        ) : (
          <>
            <header className="teachings-group__header">
              {data.speaker.photo && (
                <img
                  className="teachings-group__art teachings-group__art--round"
                  src={data.speaker.photo}
                  alt=""
                  width={160}
                  height={160}
                />
              )}
              <div>
                <h1 id="group-title">{data.speaker.name}</h1>
                <p className="teaching__meta">
                  {data.speaker.teachingCount}{' '}
                  {data.speaker.teachingCount === 1 ? 'teaching' : 'teachings'}
                </p>
                {data.speaker.bio && <Description text={data.speaker.bio} />}
              </div>
            </header>
            <TeachingGrid teachings={data.teachings} label={`Teachings by ${data.speaker.name}`} />
          </>
        )}
      </div>
    </section>
  );
}
