import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api, dataOf } from '@ministry/api-client';
import { i18n } from '../../i18n/i18n';

/** The server's sentence for a refused link or password (400), else a general one. */
export function linkErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return i18n._({ id: 'admin.error.generic', message: 'Something went wrong. Please try again.' });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['/api/auth/invitation', token],
    queryFn: () => dataOf(api.POST('/api/auth/invitation', { body: { token } })),
    retry: false,
    staleTime: Infinity,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { token: string; firstName: string; lastName: string; password: string }) =>
      dataOf(api.POST('/api/auth/invitation/accept', { body })),
  });
}

/** Whether the reset link can still be used: the page says so before showing its form. */
export function usePasswordResetLink(token: string) {
  return useQuery({
    queryKey: ['/api/auth/password-reset/check', token],
    queryFn: () => dataOf(api.POST('/api/auth/password-reset/check', { body: { token } })),
    retry: false,
    staleTime: Infinity,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      dataOf(api.POST('/api/auth/password-reset', { body })),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      dataOf(api.POST('/api/auth/password-reset/request', { body: { email } })),
  });
}
