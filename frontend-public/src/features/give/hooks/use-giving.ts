import { useMutation, useQuery } from '@tanstack/react-query';
import { api, dataOf, GIVING_SETTINGS_QUERY_KEY, type Schema } from '@ministry/api-client';
import { takePageData } from '../../../shared/page-data';

export type GivingSettings = Schema<'PublicGivingSettingsDto'>;
export type CheckoutInput = Schema<'CreateCheckoutDto'>;
export type CheckoutStatus = Schema<'CheckoutStatusDto'>;

/**
 * What the page offers: whether giving is on, the funds, the currency and the amounts; on `/give`
 * the page server sends them in the page (giving-pages.ts), so the form is drawn at once.
 */
export function useGivingSettings() {
  return useQuery({
    queryKey: GIVING_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => dataOf(api.GET('/api/giving/settings', { signal })),
    initialData: () => takePageData<GivingSettings>(GIVING_SETTINGS_QUERY_KEY),
    staleTime: 60_000,
  });
}

/** Starts a gift: the answer is the address of Stripe's hosted checkout page. */
export function useCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) => dataOf(api.POST('/api/giving/checkout', { body: input })),
  });
}

/** The gift of the thank-you page, asked again every 2 s while Stripe's webhook has not come. */
export function useCheckoutStatus(ref: string | null) {
  return useQuery({
    queryKey: ['giving', 'checkout', ref],
    enabled: Boolean(ref),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/giving/checkouts/{ref}', { params: { path: { ref: ref! } }, signal })),
    refetchInterval: (query) =>
      query.state.data?.status === 'recorded' || query.state.dataUpdateCount > 60 ? false : 2000,
    retry: false,
  });
}
