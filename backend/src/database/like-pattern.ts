/** A LIKE/ILIKE pattern matching `text` anywhere, its wildcards escaped so it matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
