/**
 * The teaching library's served pages' head texts (title, description: what search engines and
 * link previews read), in the page's language. English is exactly what these say.
 */
export const TeachingPageMessages = {
  library: 'Teaching library',
  libraryDescription: 'Every teaching, by series, speaker, book of the Bible and topic.',
  seriesDescription:
    '{count, plural, one {A series of # teaching.} other {A series of # teachings.}}',
  speakerDescription: 'Teachings by {name}.',
} as const;
