import { SITE_INFO_QUERY_KEY, api, dataOf, type Schema } from '@ministry/api-client';
import { useQuery } from '@tanstack/react-query';

export const MINISTRY_NAME = 'Spirit & Truth Ministry';

export type SiteInfo = Schema<'SiteInfoDto'>;

/**
 * What the pages show before `/api/site` answers (and in the prerendered HTML): the server's own
 * defaults, so nothing changes on a machine where nothing is configured.
 */
export const DEFAULT_SITE_INFO: SiteInfo = {
  name: MINISTRY_NAME,
  channelUrl: `https://www.youtube.com/results?search_query=${encodeURIComponent(MINISTRY_NAME)}`,
  postalAddress: '123 Faith Avenue, Springfield, ST 12345',
  email: 'info@example.org',
};

/** The ministry's channel, postal address and e-mail, as configured on the server. */
export function useSiteInfo(): SiteInfo {
  const { data } = useQuery({
    queryKey: SITE_INFO_QUERY_KEY,
    queryFn: ({ signal }) => dataOf(api.GET('/api/site', { signal })),
    // The details rarely change: one read per page load, and the defaults if it fails.
    retry: 2,
  });
  return data ?? DEFAULT_SITE_INFO;
}
