import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TESTIMONIALS_QUERY_KEY, api, dataOf } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import type { TestimonialChange as Change } from '../../../shared/api-types';

export const ADMIN_TESTIMONIALS_QUERY_KEY = ['/api/admin/testimonials'] as const;

export function useAdminTestimonials() {
  return useQuery(
    adminListQuery(ADMIN_TESTIMONIALS_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/admin/testimonials', { signal })),
    ),
  );
}

/** The admin list, and the community page's lists, so a moderated story shows up there at once. */
function useInvalidateTestimonials() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_TESTIMONIALS_QUERY_KEY }),
      // A prefix of the featured list's key too.
      queryClient.invalidateQueries({ queryKey: TESTIMONIALS_QUERY_KEY }),
    ]);
}

export type TestimonialChange = Change & { id: number };

export function useUpdateTestimonial() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: ({ id, ...change }: TestimonialChange) =>
      dataOf(api.PUT('/api/admin/testimonials/{id}', { params: { path: { id } }, body: change })),
    onSuccess: invalidate,
  });
}

export function useDeleteTestimonial() {
  const invalidate = useInvalidateTestimonials();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.DELETE('/api/admin/testimonials/{id}', { params: { path: { id } } });
    },
    onSuccess: invalidate,
  });
}
