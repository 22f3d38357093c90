import {
  useDeleteSpeaker,
  useRemoveSpeakerPhoto,
  useUploadSpeakerPhoto,
} from '../hooks/use-teachings';
import type { TeachingSpeakerDto } from '../teaching-types';
import { GroupCards, teachingCount, type GroupWords } from './GroupCards';
import { SpeakerFormDialog } from './SpeakerFormDialog';

const WORDS: GroupWords = {
  noun: 'Speaker',
  intro: 'Each speaker has a page of their teachings, with their photo and bio.',
  empty: 'No speakers yet. Add the first one.',
  deleteText:
    'Delete this speaker? Their teachings stay in the library, with no speaker. This action cannot be undone.',
  image: 'photo',
  imageHint: 'PNG, JPEG or WebP, at most 10 MB.',
  clearText: 'Their page then shows none. This action cannot be undone.',
  round: true,
};

/** The library's speakers, by name: add, edit, photo, delete. */
export function SpeakersPanel({ speakers }: { speakers: TeachingSpeakerDto[] }) {
  return (
    <GroupCards
      items={speakers}
      words={WORDS}
      card={(one) => ({
        name: one.name,
        spoken: one.name,
        image: one.photo,
        meta: teachingCount(one.teachingCount),
        text: one.bio,
      })}
      remove={useDeleteSpeaker()}
      upload={useUploadSpeakerPhoto()}
      clear={useRemoveSpeakerPhoto()}
      FormDialog={SpeakerFormDialog}
    />
  );
}
