import { useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { apiRequest } from '@ministry/frontend-kit';
import { adminListQuery, requestJson } from '../../../shared/admin-query';
import type { AdminTestimonialDto, TestimonialChange as Change } from '../../../shared/api-types';

export const ADMIN_TESTIMONIALS_QUERY_KEY = ['/api/admin/testimonials'] as const;

/** The community page's lists (`/api/testimonials…`), so a moderated story shows up there at once. */
const isPublicTestimonialsQuery = (query: Query) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/testimonials');

export function useAdminTestimonials() {
  return useQuery(adminListQuery<AdminTestimonialDto[]>(ADMIN_TESTIMONIALS_QUERY_KEY));
}

function useInvalidateTestimonials() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_TESTIMONIALS_QUERY_KEY }),
      queryClient.invalidateQueries({ predicate: isPublicTestimonialsQuery }),
    ]);
}

export type TestimonialChange = Change & { id: number };

export function useUpdateTestimonial() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: ({ id, ...change }: TestimonialChange) =>
      requestJson<AdminTestimonialDto>('PUT', `/api/admin/testimonials/${id}`, change),
    onSuccess: invalidate,
  });
}

export function useDeleteTestimonial() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/admin/testimonials/${id}`);
    },
    onSuccess: invalidate,
  });
}
