import { useQuery } from '@tanstack/react-query';
import { api, dataOf, GIVING_SETTINGS_QUERY_KEY } from '@ministry/api-client';
import { GIVE_LABEL, type NavItem } from '../nav-items';

/**
 * The "Give" entry of the header and footer: the giving page while giving is on, the ministry's
 * external giving address while Stripe is not configured and one is set, else none.
 */
export function useGiveLink(): NavItem | null {
  const giving = useQuery({
    queryKey: GIVING_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => dataOf(api.GET('/api/giving/settings', { signal })),
    staleTime: 60_000,
    retry: false,
  });
  const data = giving.data;
  if (!data) return null;
  if (data.enabled) return { label: GIVE_LABEL, to: '/give' };
  if (data.externalUrl) return { label: GIVE_LABEL, href: data.externalUrl };
  return null;
}
