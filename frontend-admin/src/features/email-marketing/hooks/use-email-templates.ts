import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListQuery, requestJson } from '../../../shared/admin-query';
import type { EmailPreview, EmailTemplate, TemplateInput } from '../types';

export const EMAIL_TEMPLATES_QUERY_KEY = ['/api/email/templates'] as const;
export const templatePreviewQueryKey = (id: number) =>
  ['/api/email/templates', id, 'preview'] as const;

export function useEmailTemplates() {
  return useQuery(adminListQuery<EmailTemplate[]>(EMAIL_TEMPLATES_QUERY_KEY));
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateInput) =>
      requestJson<EmailTemplate>('POST', '/api/email/templates', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_QUERY_KEY }),
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TemplateInput }) =>
      requestJson<EmailTemplate>('PUT', `/api/email/templates/${id}`, input),
    onSuccess: (template) => {
      void queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: templatePreviewQueryKey(template.id) });
    },
  });
}

export function useTemplatePreview(id: number | null) {
  return useQuery({
    queryKey: templatePreviewQueryKey(id ?? 0),
    queryFn: () => requestJson<EmailPreview>('GET', `/api/email/templates/${id}/preview`),
    enabled: id !== null,
    staleTime: 0,
  });
}
