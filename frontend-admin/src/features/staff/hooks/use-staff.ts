import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, type Schema } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import type { StaffRole } from '../../../shared/permissions';

export type StaffMemberDto = Schema<'StaffMemberDto'>;

export const STAFF_QUERY_KEY = ['/api/admin/staff'] as const;

export function useStaff() {
  return useQuery(
    adminListQuery(STAFF_QUERY_KEY, (signal) => dataOf(api.GET('/api/admin/staff', { signal }))),
  );
}

/** Every change answers with the row; the list is read again after it either way. */
function useStaffMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
  });
}

export const useInvite = () =>
  useStaffMutation((body: { email: string; role: StaffRole }) =>
    dataOf(api.POST('/api/admin/staff/invitations', { body })),
  );

export const useResendInvitation = () =>
  useStaffMutation((id: number) =>
    dataOf(api.POST('/api/admin/staff/invitations/{id}/resend', { params: { path: { id } } })),
  );

export const useRevokeInvitation = () =>
  useStaffMutation(async (id: number) => {
    await dataOf(api.DELETE('/api/admin/staff/invitations/{id}', { params: { path: { id } } }));
  });

export const useChangeRole = () =>
  useStaffMutation(({ id, role }: { id: number; role: StaffRole }) =>
    dataOf(
      api.PUT('/api/admin/staff/accounts/{id}/role', { params: { path: { id } }, body: { role } }),
    ),
  );

export const useDeactivate = () =>
  useStaffMutation((id: number) =>
    dataOf(api.POST('/api/admin/staff/accounts/{id}/deactivate', { params: { path: { id } } })),
  );

export const useReactivate = () =>
  useStaffMutation((id: number) =>
    dataOf(api.POST('/api/admin/staff/accounts/{id}/reactivate', { params: { path: { id } } })),
  );

export const useSendPasswordReset = () =>
  useStaffMutation((id: number) =>
    dataOf(api.POST('/api/admin/staff/accounts/{id}/password-reset', { params: { path: { id } } })),
  );
