import { hashKey, type QueryKey } from '@tanstack/react-query';

/** Where the page server embeds the answers a page was rendered with (prerendered-pages.ts). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

let embedded: Map<string, unknown> | undefined;

function read(): Map<string, unknown> {
  if (embedded) return embedded;
  embedded = new Map();
  if (typeof document === 'undefined') return embedded;
  try {
    const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
    const pairs = text ? (JSON.parse(text) as [QueryKey, unknown][]) : [];
    for (const [key, data] of pairs) embedded.set(hashKey(key), data);
  } catch {
    // A page without usable data: the screen asks the API as usual.
  }
  return embedded;
}

/**
 * The answer the served page was rendered with for `key`, once: the screen shows the same content at
 * once instead of its skeletons; later visits (another slug, the next page) ask the API.
 */
export function takePageData<T>(key: QueryKey): T | undefined {
  const data = read();
  const hash = hashKey(key);
  const value = data.get(hash) as T | undefined;
  data.delete(hash);
  return value;
}
