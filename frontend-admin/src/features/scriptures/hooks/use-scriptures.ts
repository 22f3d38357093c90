import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ministry/frontend-kit';
import { adminListQuery, requestJson } from '../../../shared/admin-query';
import type { ScriptureDto, ScriptureInput } from '../../../shared/api-types';

export const ADMIN_SCRIPTURES_QUERY_KEY = ['/api/admin/scriptures'] as const;
/** The home page's weekly scripture (frontend-public), refreshed after a home-display change. */
export const WEEKLY_SCRIPTURE_QUERY_KEY = ['/api/scripture/weekly'] as const;

export function useAdminScriptures() {
  return useQuery(adminListQuery<ScriptureDto[]>(ADMIN_SCRIPTURES_QUERY_KEY));
}

/** Refreshes the admin list, and the weekly scripture when the home page's choice may change. */
function useInvalidateScriptures() {
  const queryClient = useQueryClient();
  return (homeDisplayChanged: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_SCRIPTURES_QUERY_KEY }),
      homeDisplayChanged && queryClient.invalidateQueries({ queryKey: WEEKLY_SCRIPTURE_QUERY_KEY }),
    ]);
}

export function useCreateScripture() {
  const invalidate = useInvalidateScriptures();
  return useMutation({
    mutationFn: (input: ScriptureInput) =>
      requestJson<ScriptureDto>('POST', '/api/admin/scriptures', input),
    onSuccess: () => invalidate(false),
  });
}

export function useUpdateScripture() {
  const invalidate = useInvalidateScriptures();
  return useMutation({
    mutationFn: ({ id, ...input }: ScriptureInput & { id: number }) =>
      requestJson<ScriptureDto>('PUT', `/api/admin/scriptures/${id}`, input),
    // Editing the scripture on the home page changes what the home page shows.
    onSuccess: (scripture) => invalidate(scripture.displayOnHome),
  });
}

export function useSetScriptureOnHome() {
  const invalidate = useInvalidateScriptures();
  return useMutation({
    mutationFn: ({ id, displayOnHome }: { id: number; displayOnHome: boolean }) =>
      requestJson<ScriptureDto>('PUT', `/api/admin/scriptures/${id}`, { displayOnHome }),
    onSuccess: () => invalidate(true),
  });
}

export function useDeleteScripture() {
  const invalidate = useInvalidateScriptures();
  return useMutation({
    mutationFn: async (scripture: ScriptureDto) => {
      await apiRequest('DELETE', `/api/admin/scriptures/${scripture.id}`);
    },
    onSuccess: (_, scripture) => invalidate(scripture.displayOnHome),
  });
}
