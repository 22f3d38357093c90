import { useParams } from 'react-router-dom';
import { useSeriesPage } from '../hooks/use-teachings';
import { TeachingGroup } from './TeachingGroup';
import { usePagesCatalog } from '../../../i18n/pages-area';

/** A series: its artwork, description and teachings in series order. */
export function TeachingSeriesPage() {
  usePagesCatalog();
  const { slug = '' } = useParams();
  const page = useSeriesPage(slug);
  const data = page.data;
  return (
    <TeachingGroup
      query={page}
      fallbackTitle="Series"
      notFoundTitle="Series not found"
      content={
        data && {
          title: data.series.title,
          image: data.series.artwork ? { src: data.series.artwork, size: 200 } : null,
          count: data.teachings.length,
          description: data.series.description,
          teachings: data.teachings,
          gridLabel: `Teachings of ${data.series.title}`,
        }
      }
    />
  );
}
