import { useLingui } from '@ministry/frontend-kit';
import { useParams } from 'react-router-dom';
import { useSeriesPage } from '../hooks/use-teachings';
import { TeachingGroup } from './TeachingGroup';
import { usePagesCatalog } from '../../../i18n/pages-area';

/** A series: its artwork, description and teachings in series order. */
export function TeachingSeriesPage() {
  usePagesCatalog();
  const { i18n } = useLingui();
  const { slug = '' } = useParams();
  const page = useSeriesPage(slug);
  const data = page.data;
  return (
    <TeachingGroup
      query={page}
      fallbackTitle={i18n._({ id: 'teachings.series.title', message: 'Series' })}
      notFoundTitle={i18n._({ id: 'teachings.series.notFound', message: 'Series not found' })}
      content={
        data && {
          title: data.series.title,
          image: data.series.artwork ? { src: data.series.artwork, size: 200 } : null,
          count: data.teachings.length,
          description: data.series.description,
          teachings: data.teachings,
          gridLabel: i18n._({
            id: 'teachings.series.grid',
            message: 'Teachings of {title}',
            values: { title: data.series.title },
          }),
        }
      }
    />
  );
}
