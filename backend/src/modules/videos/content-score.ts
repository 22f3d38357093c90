/**
 * How much biblical teaching a video carries, 0..1: themes of the topic lexicon, passages cited, and a
 * description that says what it is about. Used to rank derived content and by the sync to judge quality.
 */
export function contentScore(video: {
  themes: string[];
  scriptureReferences: string[];
  description: string;
  tags: string[];
}): number {
  const themes = Math.min(1, video.themes.length / 3);
  const references = Math.min(1, video.scriptureReferences.length / 2);
  const description = Math.min(1, video.description.trim().length / 200);
  const tags = video.tags.length > 0 ? 1 : 0;
  return (
    Math.round((0.35 * themes + 0.35 * references + 0.2 * description + 0.1 * tags) * 1000) / 1000
  );
}
