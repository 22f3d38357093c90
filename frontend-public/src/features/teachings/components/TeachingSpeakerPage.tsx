import { useParams } from 'react-router-dom';
import { useSpeakerPage } from '../hooks/use-teachings';
import { TeachingGroup } from './TeachingGroup';
import { usePagesCatalog } from '../../../i18n/pages-area';

/** A speaker: photo, bio and teachings, newest first. */
export function TeachingSpeakerPage() {
  usePagesCatalog();
  const { slug = '' } = useParams();
  const page = useSpeakerPage(slug);
  const data = page.data;
  return (
    <TeachingGroup
      query={page}
      fallbackTitle="Speaker"
      notFoundTitle="Speaker not found"
      content={
        data && {
          title: data.speaker.name,
          image: data.speaker.photo ? { src: data.speaker.photo, size: 160, round: true } : null,
          count: data.speaker.teachingCount,
          description: data.speaker.bio,
          teachings: data.teachings,
          gridLabel: `Teachings by ${data.speaker.name}`,
        }
      }
    />
  );
}
