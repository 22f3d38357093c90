import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TESTIMONIALS_QUERY_KEY, api, dataOf, pageOf } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import type {
  AdminTestimonialsPageDto,
  AdminTestimonialsSummaryDto,
  TestimonialChange as Change,
  TestimonialStatus,
} from '../../../shared/api-types';
import type { PageRequest } from '../../../shared/paging';

export const ADMIN_TESTIMONIALS_QUERY_KEY = ['/api/admin/testimonials'] as const;

/** What the Testimonials tab asks the server for: one status (its inner tab), one page. */
export interface TestimonialsPageRequest extends PageRequest {
  status: TestimonialStatus;
}

/**
 * One page of the testimonies of a status, newest first, paged by the server (a ministry may have
 * thousands). The previous page stays on screen while the next one loads. Keys sit under the list's
 * key, which every change invalidates.
 */
export function useAdminTestimonialsPage(request: TestimonialsPageRequest) {
  return useQuery({
    ...adminListQuery(
      [...ADMIN_TESTIMONIALS_QUERY_KEY, 'page', request] as const,
      async (signal): Promise<AdminTestimonialsPageDto> =>
        pageOf(
          await dataOf(api.GET('/api/admin/testimonials', { params: { query: request }, signal })),
        ),
    ),
    placeholderData: keepPreviousData,
  });
}

/** The counts of the tab (summary cards and inner tab labels), counted by the server. */
export function useAdminTestimonialsSummary() {
  return useQuery(
    adminListQuery(
      [...ADMIN_TESTIMONIALS_QUERY_KEY, 'summary'] as const,
      (signal): Promise<AdminTestimonialsSummaryDto> =>
        dataOf(api.GET('/api/admin/testimonials/summary', { signal })),
    ),
  );
}

/** The admin list, and the community page's lists, so a moderated story shows up there at once. */
function useInvalidateTestimonials() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      // The pages and the summary.
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
