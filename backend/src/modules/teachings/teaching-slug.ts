/** The longest address part a slug takes (room left for a date and a counter). */
const MAX_BASE = 80;

/**
 * Words of the site's own addresses under `/teachings/`: never a teaching's slug, so
 * `/teachings/series/…` and `/teachings/speakers/…` always mean the series and speaker pages.
 */
export const RESERVED_SLUGS = new Set(['series', 'speakers', 'page', 'feed', 'podcast']);

/** The readable part of an address: "For God So Loved the World!" → "for-god-so-loved-the-world". */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = slug.length > MAX_BASE ? slug.slice(0, MAX_BASE).replace(/-[^-]*$/, '') : slug;
  return cut.replace(/-+$/g, '');
}

/** Whether `slug` is in the form slugify writes (what staff may type as an address). */
export function isSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 120;
}

/**
 * A slug for `title` that is not in `taken` (every address ever given): the title's words, then with
 * the date of the teaching, then with a counter. `fallback` stands in for a title with no letters or digits.
 */
export function uniqueSlug(
  title: string,
  taken: ReadonlySet<string>,
  options: { date?: Date | null; fallback: string },
): string {
  const base = slugify(title) || slugify(options.fallback) || 'teaching';
  const free = (slug: string) => !taken.has(slug) && !RESERVED_SLUGS.has(slug);
  if (free(base)) return base;
  const dated = options.date ? `${base}-${options.date.toISOString().slice(0, 10)}` : base;
  if (dated !== base && free(dated)) return dated;
  for (let n = 2; ; n++) {
    const numbered = `${dated}-${n}`;
    if (free(numbered)) return numbered;
  }
}
