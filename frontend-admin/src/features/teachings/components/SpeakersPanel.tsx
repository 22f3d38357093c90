import { useLingui } from '@ministry/frontend-kit';
import {
  useDeleteSpeaker,
  useRemoveSpeakerPhoto,
  useUploadSpeakerPhoto,
} from '../hooks/use-teachings';
import { teachingCount } from '../teaching-values';
import type { TeachingSpeakerDto } from '../teaching-types';
import { GroupCards, type GroupWords } from './GroupCards';
import { SpeakerFormDialog } from './SpeakerFormDialog';

/** The library's speakers, by name: add, edit, photo, delete. */
export function SpeakersPanel({ speakers }: { speakers: TeachingSpeakerDto[] }) {
  const { i18n } = useLingui();
  const words: GroupWords = {
    kind: 'speaker',
    intro: i18n._({
      id: 'admin.teachings.speakersIntro',
      message: 'Each speaker has a page of their teachings, with their photo and bio.',
    }),
    empty: i18n._({
      id: 'admin.teachings.speakersEmpty',
      message: 'No speakers yet. Add the first one.',
    }),
    add: i18n._({ id: 'admin.teachings.addSpeaker', message: 'Add Speaker' }),
    deleteTitle: i18n._({ id: 'admin.teachings.deleteSpeaker', message: 'Delete Speaker' }),
    deleteText: i18n._({
      id: 'admin.teachings.deleteSpeakerText',
      message:
        'Delete this speaker? Their teachings stay in the library, with no speaker. This action cannot be undone.',
    }),
    deleted: i18n._({ id: 'admin.teachings.speakerDeleted', message: 'Speaker Deleted' }),
    deletedText: (name) =>
      i18n._({
        id: 'admin.teachings.speakerDeletedText',
        message: '{name} has been removed.',
        values: { name },
      }),
    deleteFailed: i18n._({
      id: 'admin.teachings.speakerDeleteFailed',
      message: 'Failed to delete the speaker. Please try again.',
    }),
    imageHint: i18n._({
      id: 'admin.teachings.photoHint',
      message: 'PNG, JPEG or WebP, at most 10 MB.',
    }),
    upload: i18n._({ id: 'admin.teachings.uploadPhoto', message: 'Upload photo' }),
    replace: i18n._({ id: 'admin.teachings.replacePhoto', message: 'Replace photo' }),
    uploadFor: (name) =>
      i18n._({
        id: 'admin.teachings.uploadPhotoFor',
        message: 'Upload photo for {name}',
        values: { name },
      }),
    replaceFor: (name) =>
      i18n._({
        id: 'admin.teachings.replacePhotoFor',
        message: 'Replace photo for {name}',
        values: { name },
      }),
    uploaded: i18n._({ id: 'admin.teachings.photoUploaded', message: 'Photo Uploaded' }),
    imageAlt: (name) =>
      i18n._({ id: 'admin.teachings.photoOf', message: 'Photo of {name}', values: { name } }),
    noImage: i18n._({ id: 'admin.teachings.noPhoto', message: 'No photo' }),
    remove: i18n._({ id: 'admin.teachings.removePhoto', message: 'Remove photo' }),
    removeOf: (name) =>
      i18n._({
        id: 'admin.teachings.removePhotoOf',
        message: 'Remove photo of {name}',
        values: { name },
      }),
    removeTitle: i18n._({ id: 'admin.teachings.removePhotoTitle', message: 'Remove Photo' }),
    removeQuestion: (name) =>
      i18n._({
        id: 'admin.teachings.removePhotoText',
        message:
          'Remove the photo of “{name}”? Their page then shows none. This action cannot be undone.',
        values: { name },
      }),
    removed: i18n._({ id: 'admin.teachings.photoRemoved', message: 'Photo Removed' }),
    removeFailed: i18n._({
      id: 'admin.teachings.photoRemoveFailed',
      message: 'Failed to remove the photo.',
    }),
    round: true,
  };
  return (
    <GroupCards
      items={speakers}
      words={words}
      card={(one) => ({
        name: one.name,
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
