/** Cards per page of the admin card grids (as the client-side grid showed them). */
export const GRID_PAGE_SIZE = 12;

/** One page of a list the server pages (a list too long to load whole). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * The page to show once the server says how many items there are: a page past the end (the last card
 * of the last page was deleted, or moderated away) steps back to the last page; null keeps `page`.
 */
export function pageWithinTotal(page: number, pageSize: number, total: number): number | null {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return page > last ? last : null;
}
