import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ministry/frontend-kit';
import type { EmailPreview, EmailTemplate, TemplateInput } from '../types';
import { ADMIN_LIST_OPTIONS, fetchAdminList } from './admin-list';

export const EMAIL_TEMPLATES_QUERY_KEY = ['/api/email/templates'] as const;
export const templatePreviewQueryKey = (id: number) =>
  ['/api/email/templates', id, 'preview'] as const;

export function useEmailTemplates() {
  return useQuery({
    queryKey: EMAIL_TEMPLATES_QUERY_KEY,
    queryFn: ({ signal }) => fetchAdminList<EmailTemplate[]>('/api/email/templates', signal),
    ...ADMIN_LIST_OPTIONS,
  });
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TemplateInput) =>
      (await (await apiRequest('POST', '/api/email/templates', input)).json()) as EmailTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_QUERY_KEY }),
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: TemplateInput }) =>
      (await (
        await apiRequest('PUT', `/api/email/templates/${id}`, input)
      ).json()) as EmailTemplate,
    onSuccess: (template) => {
      void queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: templatePreviewQueryKey(template.id) });
    },
  });
}

export function useTemplatePreview(id: number | null) {
  return useQuery({
    queryKey: templatePreviewQueryKey(id ?? 0),
    queryFn: async () =>
      (await (
        await apiRequest('GET', `/api/email/templates/${id}/preview`)
      ).json()) as EmailPreview,
    enabled: id !== null,
    staleTime: 0,
  });
}
