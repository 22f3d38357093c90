import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SITE_SETTINGS_QUERY_KEY, api, dataOf, rethrowAsHttpError } from '@ministry/api-client';
import type { AdminSettingsDto, SettingsInput } from '../../../shared/api-types';

/** GET /api/admin/settings: the Settings tab and the dashboard's "Make it yours" checklist. */
export const ADMIN_SETTINGS_QUERY_KEY = ['/api/admin/settings'] as const;

/**
 * The stored settings. Unlike the admin lists, not refetched on window focus: the tab's form is
 * filled once, and a refetch under it would change nothing the administrator sees.
 */
export function useAdminSettings(enabled = true, { refetchOnMount = true } = {}) {
  return useQuery({
    ...adminSettingsQuery(),
    enabled,
    refetchOnMount,
    refetchOnWindowFocus: false,
  });
}

/** The settings' query, for a request started before the hook mounts (the dashboard's first render). */
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: ADMIN_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/admin/settings', { signal })).catch(rethrowAsHttpError),
    staleTime: 0,
  });

/**
 * Every change answers the settings as stored: they replace the cached ones (the checklist follows),
 * and the public settings every screen shows (shell header, footer, home) are read again.
 */
function useStoreAnswer() {
  const queryClient = useQueryClient();
  return (saved: AdminSettingsDto) => {
    queryClient.setQueryData(ADMIN_SETTINGS_QUERY_KEY, saved);
    return queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_QUERY_KEY });
  };
}

/** One save: one PUT with every editable field. */
export function useSaveSettings() {
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: (input: SettingsInput) => dataOf(api.PUT('/api/admin/settings', { body: input })),
    onSuccess: store,
  });
}

/** The settings' images with routes of their own: PUT the file as the body, DELETE to remove. */
export type SiteImageRoute = '/api/admin/settings/logo' | '/api/admin/settings/podcast-artwork';

/**
 * Upload and removal of one of the settings' images (the logo, the podcast artwork): the file as the
 * raw request body, its type as the Content-Type (the server decodes and checks it); each answers
 * the settings, which become the cached ones.
 */
export function useSiteImage(route: SiteImageRoute) {
  const store = useStoreAnswer();
  const upload = useMutation({
    mutationFn: (file: File) =>
      dataOf(
        api.PUT(route, {
          body: file as unknown as string,
          bodySerializer: (body: unknown) => body as BodyInit,
          headers: { 'Content-Type': file.type },
        }),
      ),
    onSuccess: store,
  });
  const remove = useMutation({
    mutationFn: () => dataOf(api.DELETE(route)),
    onSuccess: store,
  });
  return { upload, remove };
}

/** Hides the "Make it yours" checklist for good. */
export function useDismissChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataOf(api.POST('/api/admin/settings/checklist/dismiss')),
    onSuccess: (saved) => queryClient.setQueryData(ADMIN_SETTINGS_QUERY_KEY, saved),
  });
}

/**
 * "Send me a test": a real e-mail to the signed-in administrator's own address, queued and sent like
 * every other (the answer says where it went and from which sender).
 */
export function useSendTestMail() {
  return useMutation({
    mutationFn: () => dataOf(api.POST('/api/admin/settings/test-mail')).catch(rethrowAsHttpError),
  });
}

/**
 * Apple Podcasts' categories and their subcategories, as the server checks them: the Podcast
 * section's two choices. The same for as long as the page is open.
 */
export function usePodcastCategories() {
  return useQuery({
    queryKey: ['/api/admin/settings/podcast-categories'],
    queryFn: () => dataOf(api.GET('/api/admin/settings/podcast-categories')),
    staleTime: Infinity,
  });
}
