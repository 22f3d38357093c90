import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MEMBERS_QUERY_KEY, api, dataOf } from '@ministry/api-client';
import {
  contentTypeOf,
  isRunning,
  type ImportChoices,
  type ImportDto,
  type ImportTarget,
  type StartImportInput,
} from '../import-values';

/** Every import query sits under this key, so a run or an undo refreshes the list and the one shown. */
export const IMPORTS_QUERY_KEY = ['/api/admin/imports'] as const;
const importKey = (id: number) => [...IMPORTS_QUERY_KEY, id] as const;

/** How often a running import is asked for its progress (the issue: at least once a second). */
export const PROGRESS_POLL_MS = 1000;

/** The latest imports, newest first; polled while one of them runs. */
export function useImports(enabled = true) {
  return useQuery({
    queryKey: IMPORTS_QUERY_KEY,
    enabled,
    queryFn: ({ signal }) => dataOf(api.GET('/api/admin/imports', { signal })),
    refetchInterval: (query) =>
      query.state.data?.some((found) => isRunning(found)) ? PROGRESS_POLL_MS : false,
  });
}

/**
 * One import, polled while it is queued or running: the server keeps the progress, so a reload of the
 * page (which keeps the import's id in the address) finds the run where it is.
 */
export function useImport(id: number | null) {
  return useQuery({
    queryKey: importKey(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/admin/imports/{id}', { params: { path: { id: id! } }, signal })),
    refetchInterval: (query) =>
      query.state.data && isRunning(query.state.data) ? PROGRESS_POLL_MS : false,
  });
}

/** The file as the raw request body, its name in the query (the server detects what it holds). */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, target }: { file: File; target: ImportTarget }) =>
      dataOf(
        api.POST('/api/admin/imports', {
          params: { query: { fileName: file.name, target } },
          body: file as unknown as string,
          bodySerializer: (body: unknown) => body as BodyInit,
          headers: { 'Content-Type': contentTypeOf(file.name) },
        }),
      ),
    onSuccess: (created) => {
      queryClient.setQueryData(importKey(created.id), created);
      void queryClient.invalidateQueries({ queryKey: IMPORTS_QUERY_KEY, exact: true });
    },
  });
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ id, choices }: { id: number; choices: ImportChoices }) =>
      dataOf(
        api.POST('/api/admin/imports/{id}/preview', {
          params: { path: { id } },
          body: choices,
        }),
      ),
  });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: StartImportInput }) =>
      dataOf(api.POST('/api/admin/imports/{id}/run', { params: { path: { id } }, body: input })),
    onSuccess: (started: ImportDto) => {
      queryClient.setQueryData(importKey(started.id), started);
      void queryClient.invalidateQueries({ queryKey: IMPORTS_QUERY_KEY, exact: true });
    },
  });
}

/** Undo: the members list changes too. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      dataOf(api.POST('/api/admin/imports/{id}/undo', { params: { path: { id } } })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: IMPORTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: COMMUNITY_MEMBERS_QUERY_KEY });
    },
  });
}

/** Once a run completes the members list holds its people. */
export function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: COMMUNITY_MEMBERS_QUERY_KEY });
}
