import { useLingui } from '@ministry/frontend-kit';
import { useParams } from 'react-router-dom';
import { useSpeakerPage } from '../hooks/use-teachings';
import { TeachingGroup } from './TeachingGroup';
import { usePagesCatalog } from '../../../i18n/pages-area';

/** A speaker: photo, bio and teachings, newest first. */
export function TeachingSpeakerPage() {
  usePagesCatalog();
  const { i18n } = useLingui();
  const { slug = '' } = useParams();
  const page = useSpeakerPage(slug);
  const data = page.data;
  return (
    <TeachingGroup
      query={page}
      fallbackTitle={i18n._({ id: 'teachings.speaker.title', message: 'Speaker' })}
      notFoundTitle={i18n._({ id: 'teachings.speaker.notFound', message: 'Speaker not found' })}
      content={
        data && {
          title: data.speaker.name,
          image: data.speaker.photo ? { src: data.speaker.photo, size: 160, round: true } : null,
          count: data.speaker.teachingCount,
          description: data.speaker.bio,
          teachings: data.teachings,
          gridLabel: i18n._({
            id: 'teachings.speaker.grid',
            message: 'Teachings by {name}',
            values: { name: data.speaker.name },
          }),
        }
      }
    />
  );
}
