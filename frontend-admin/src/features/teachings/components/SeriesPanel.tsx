import {
  useDeleteSeries,
  useRemoveSeriesArtwork,
  useUploadSeriesArtwork,
} from '../hooks/use-teachings';
import type { TeachingSeriesDto } from '../teaching-types';
import { GroupCards, teachingCount, type GroupWords } from './GroupCards';
import { SeriesFormDialog } from './SeriesFormDialog';

const WORDS: GroupWords = {
  noun: 'Series',
  intro:
    'A series groups teachings in an order of their own, with square artwork for podcast apps.',
  empty: 'No series yet. Add the first one, or accept a suggested one.',
  deleteText:
    'Delete this series? Its teachings stay in the library, in no series. This action cannot be undone.',
  image: 'artwork',
  imageHint: 'Square PNG, JPEG or WebP, at least 1400 × 1400 pixels, at most 10 MB.',
  clearText:
    "Its page and podcast feed then show the podcast's own artwork. This action cannot be undone.",
};

/** The library's series, in their order: add, edit, artwork, delete. */
export function SeriesPanel({ series }: { series: TeachingSeriesDto[] }) {
  return (
    <GroupCards
      items={series}
      words={WORDS}
      card={(one) => ({
        name: one.title,
        spoken: `"${one.title}"`,
        image: one.artwork,
        meta: `Order ${one.position} · ${teachingCount(one.teachingCount)}`,
        text: one.description,
      })}
      remove={useDeleteSeries()}
      upload={useUploadSeriesArtwork()}
      clear={useRemoveSeriesArtwork()}
      FormDialog={SeriesFormDialog}
    />
  );
}
