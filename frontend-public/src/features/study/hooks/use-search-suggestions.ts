import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, dataOf, isAbort } from '@ministry/api-client';
import type { SearchSuggestion } from '../../../shared/content-types';

export const SUGGESTIONS_PATH = '/api/search/suggestions';

export const searchSuggestionsQueryKey = (text: string) => [SUGGESTIONS_PATH, text] as const;

/** Spec §7: only called for non-empty text; a failure yields an empty list. */
async function fetchSuggestions(text: string, signal: AbortSignal): Promise<SearchSuggestion[]> {
  try {
    return await dataOf(api.GET(SUGGESTIONS_PATH, { params: { query: { q: text } }, signal }));
  } catch (error) {
    if (isAbort(error) || signal.aborted) throw error;
    return [];
  }
}

export function useSearchSuggestions(text: string) {
  return useQuery({
    queryKey: searchSuggestionsQueryKey(text),
    queryFn: ({ signal }) => fetchSuggestions(text, signal),
    enabled: text.length > 0,
    // While the next suggestions load, the previous ones stay on screen instead of flickering.
    placeholderData: keepPreviousData,
  });
}
