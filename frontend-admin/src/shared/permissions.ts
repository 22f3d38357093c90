import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, AUTH_USER_QUERY_KEY } from '@ministry/api-client';
import { useAuth, type AuthUser } from '@ministry/frontend-kit';
import { i18n } from '../i18n/i18n';
import { notifyError } from './notify';

/**
 * A permission of a staff role, as GET /api/auth/user lists them (docs/architecture.md, "Staff
 * roles and permissions").
 */
export type Permission = AuthUser['permissions'][number];
export type StaffRole = NonNullable<AuthUser['role']>;

export const ROLE_LABELS: Record<StaffRole, string> = {
  administrator: 'Administrator',
  pastoral: 'Pastoral care',
  content: 'Content editor',
  communications: 'Communications',
  finance: 'Finance',
  check_in: 'Check-in volunteer',
};

/** A role's name in the dashboard's language (ROLE_LABELS: the English, for the tabs not translated yet). */
export function roleLabel(role: StaffRole): string {
  switch (role) {
    case 'administrator':
      return i18n._({ id: 'admin.role.administrator', message: 'Administrator' });
    case 'pastoral':
      return i18n._({ id: 'admin.role.pastoral', message: 'Pastoral care' });
    case 'content':
      return i18n._({ id: 'admin.role.content', message: 'Content editor' });
    case 'communications':
      return i18n._({ id: 'admin.role.communications', message: 'Communications' });
    case 'finance':
      return i18n._({ id: 'admin.role.finance', message: 'Finance' });
    case 'check_in':
      return i18n._({ id: 'admin.role.checkIn', message: 'Check-in volunteer' });
  }
}

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  administrator: 'Everything, including Staff, Settings and System',
  pastoral: 'Counseling requests and responses; members (read, with their notes); testimonials',
  content: 'Events, scriptures, the teaching library and testimonials',
  communications: 'E-mail templates and campaigns, uploads; members (contact and targeting fields)',
  finance: 'Giving: gifts, donors, totals and exports; recording offline gifts',
  check_in: "Only the check-in screen, for the day's events",
};

/** Whether the signed-in account may do `permission` (the server checks it again on every request). */
export function can(user: AuthUser | null | undefined, ...anyOf: Permission[]): boolean {
  return anyOf.some((permission) => user?.permissions?.includes(permission) ?? false);
}

/**
 * Whether the signed-in account may do any of `anyOf`, from GET /api/auth/user's permissions: a
 * screen shows only the actions its reader may take (a button the server would refuse is a defect).
 */
export function useCan(...anyOf: Permission[]): boolean {
  return can(useAuth().user, ...anyOf);
}

/**
 * A refused action (403) says why in a toast, whatever screen asked: the server's sentence ("You do not
 * have permission to …"), never a silent failure or a blank screen.
 */
export function useForbiddenToasts(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error = event.action.error;
        if (error instanceof ApiError && error.status === 403) {
          notifyError(
            error.serverMessage ??
              i18n._({
                id: 'admin.forbidden.text',
                message: 'You do not have permission to do this.',
              }),
            i18n._({ id: 'admin.forbidden.title', message: 'Not permitted' }),
          );
        }
      }),
    [queryClient],
  );
}

/**
 * A 401 from any call (the session was ended elsewhere, or expired) reads the signed-in user again,
 * so the dashboard gives way to the sign-in notice at once instead of failing call by call.
 */
export function useSignOutOnUnauthorized(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const signedOut = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401)
        void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') signedOut(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') signedOut(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
}
