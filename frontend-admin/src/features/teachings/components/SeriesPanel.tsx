import { useLingui } from '@ministry/frontend-kit';
import {
  useDeleteSeries,
  useRemoveSeriesArtwork,
  useUploadSeriesArtwork,
} from '../hooks/use-teachings';
import type { TeachingSeriesDto } from '../teaching-types';
import { GroupCards, type GroupWords } from './GroupCards';
import { SeriesFormDialog } from './SeriesFormDialog';

/** The library's series, in their order: add, edit, artwork, delete. */
export function SeriesPanel({ series }: { series: TeachingSeriesDto[] }) {
  const { i18n } = useLingui();
  const words: GroupWords = {
    kind: 'series',
    intro: i18n._({
      id: 'admin.teachings.seriesIntro',
      message:
        'A series groups teachings in an order of their own, with square artwork for podcast apps.',
    }),
    empty: i18n._({
      id: 'admin.teachings.seriesEmpty',
      message: 'No series yet. Add the first one, or accept a suggested one.',
    }),
    add: i18n._({ id: 'admin.teachings.addSeries', message: 'Add Series' }),
    deleteTitle: i18n._({ id: 'admin.teachings.deleteSeries', message: 'Delete Series' }),
    deleteText: i18n._({
      id: 'admin.teachings.deleteSeriesText',
      message:
        'Delete this series? Its teachings stay in the library, in no series. This action cannot be undone.',
    }),
    deleted: i18n._({ id: 'admin.teachings.seriesDeleted', message: 'Series Deleted' }),
    deletedText: (name) =>
      i18n._({
        id: 'admin.teachings.seriesDeletedText',
        message: '"{name}" has been removed.',
        values: { name },
      }),
    deleteFailed: i18n._({
      id: 'admin.teachings.seriesDeleteFailed',
      message: 'Failed to delete the series. Please try again.',
    }),
    imageHint: i18n._({
      id: 'admin.teachings.artworkHint',
      message: 'Square PNG, JPEG or WebP, at least 1400 × 1400 pixels, at most 10 MB.',
    }),
    upload: i18n._({ id: 'admin.teachings.uploadArtwork', message: 'Upload artwork' }),
    replace: i18n._({ id: 'admin.teachings.replaceArtwork', message: 'Replace artwork' }),
    uploadFor: (name) =>
      i18n._({
        id: 'admin.teachings.uploadArtworkFor',
        message: 'Upload artwork for {name}',
        values: { name },
      }),
    replaceFor: (name) =>
      i18n._({
        id: 'admin.teachings.replaceArtworkFor',
        message: 'Replace artwork for {name}',
        values: { name },
      }),
    uploaded: i18n._({ id: 'admin.teachings.artworkUploaded', message: 'Artwork Uploaded' }),
    imageAlt: (name) =>
      i18n._({ id: 'admin.teachings.artworkOf', message: 'Artwork of {name}', values: { name } }),
    noImage: i18n._({ id: 'admin.teachings.noArtwork', message: 'No artwork' }),
    remove: i18n._({ id: 'admin.teachings.removeArtwork', message: 'Remove artwork' }),
    removeOf: (name) =>
      i18n._({
        id: 'admin.teachings.removeArtworkOf',
        message: 'Remove artwork of {name}',
        values: { name },
      }),
    removeTitle: i18n._({ id: 'admin.teachings.removeArtworkTitle', message: 'Remove Artwork' }),
    removeQuestion: (name) =>
      i18n._({
        id: 'admin.teachings.removeArtworkText',
        message:
          "Remove the artwork of “{name}”? Its page and podcast feed then show the podcast's own artwork. This action cannot be undone.",
        values: { name },
      }),
    removed: i18n._({ id: 'admin.teachings.artworkRemoved', message: 'Artwork Removed' }),
    removeFailed: i18n._({
      id: 'admin.teachings.artworkRemoveFailed',
      message: 'Failed to remove the artwork.',
    }),
  };
  return (
    <GroupCards
      items={series}
      words={words}
      card={(one) => ({
        name: one.title,
        image: one.artwork,
        meta: i18n._({
          id: 'admin.teachings.seriesMeta',
          message: 'Order {position} · {count, plural, one {# teaching} other {# teachings}}',
          values: { position: one.position, count: one.teachingCount },
        }),
        text: one.description,
      })}
      remove={useDeleteSeries()}
      upload={useUploadSeriesArtwork()}
      clear={useRemoveSeriesArtwork()}
      FormDialog={SeriesFormDialog}
    />
  );
}
