import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WEEKLY_SCRIPTURE_QUERY_KEY, api, dataOf } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import type { ScriptureDto, ScriptureInput } from '../../../shared/api-types';

export const ADMIN_SCRIPTURES_QUERY_KEY = ['/api/admin/scriptures'] as const;

export function useAdminScriptures() {
  return useQuery(
    adminListQuery(ADMIN_SCRIPTURES_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/admin/scriptures', { signal })),
    ),
  );
}

/**
 * Refreshes the admin list, and the home page's weekly scripture (frontend-public) when the home
 * page's choice may change.
 */
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
      dataOf(api.POST('/api/admin/scriptures', { body: input })),
    onSuccess: () => invalidate(false),
  });
}

export function useUpdateScripture() {
  const invalidate = useInvalidateScriptures();
  return useMutation({
    mutationFn: ({ id, ...input }: ScriptureInput & { id: number }) =>
      dataOf(api.PUT('/api/admin/scriptures/{id}', { params: { path: { id } }, body: input })),
    // Editing the scripture on the home page changes what the home page shows.
    onSuccess: (scripture) => invalidate(scripture.displayOnHome),
  });
}

export function useSetScriptureOnHome() {
  const invalidate = useInvalidateScriptures();
  return useMutation({
    mutationFn: ({ id, displayOnHome }: { id: number; displayOnHome: boolean }) =>
      dataOf(
        api.PUT('/api/admin/scriptures/{id}', {
          params: { path: { id } },
          body: { displayOnHome },
        }),
      ),
    onSuccess: () => invalidate(true),
  });
}

export function useDeleteScripture() {
  const invalidate = useInvalidateScriptures();
  return useMutation({
    mutationFn: async (scripture: ScriptureDto) => {
      await api.DELETE('/api/admin/scriptures/{id}', { params: { path: { id: scripture.id } } });
    },
    onSuccess: (_, scripture) => invalidate(scripture.displayOnHome),
  });
}
