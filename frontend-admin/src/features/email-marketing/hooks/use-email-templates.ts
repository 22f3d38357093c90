import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import type { TemplateInput } from '../types';

export const EMAIL_TEMPLATES_QUERY_KEY = ['/api/email/templates'] as const;
export const templatePreviewQueryKey = (id: number) =>
  [...EMAIL_TEMPLATES_QUERY_KEY, id, 'preview'] as const;

export function useEmailTemplates() {
  return useQuery(
    adminListQuery(EMAIL_TEMPLATES_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/email/templates', { signal })),
    ),
  );
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateInput) => dataOf(api.POST('/api/email/templates', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_QUERY_KEY }),
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TemplateInput }) =>
      dataOf(api.PUT('/api/email/templates/{id}', { params: { path: { id } }, body: input })),
    onSuccess: (template) => {
      void queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: templatePreviewQueryKey(template.id) });
    },
  });
}

export function useTemplatePreview(id: number | null) {
  return useQuery({
    queryKey: templatePreviewQueryKey(id ?? 0),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/email/templates/{id}/preview', { params: { path: { id: id ?? 0 } }, signal }),
      ),
    enabled: id !== null,
    staleTime: 0,
  });
}
