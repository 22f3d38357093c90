import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { COMMUNITY_SESSION_QUERY_KEY, api, dataOf } from '@ministry/api-client';
import { i18n, toast } from '@ministry/frontend-kit';
import type { MyPreferences, MyProfileInput } from '../../../shared/api/community-types';
import type { Label } from '../../../shared/constants';
import { queryWithToast } from '../../../shared/api/query-with-toast';
import { needsLogin, serverMessageOr } from '../../../shared/api/server-error';
import { forgetMember, rememberMember } from '../../../shared/hooks/use-known-member';

/** Keys of this remote only: the member's own data. */
export const MY_ACCOUNT_QUERY_KEY = ['/api/community/me'] as const;
export const MY_TESTIMONIES_QUERY_KEY = ['/api/community/me/testimonials'] as const;
export const MY_COUNSELING_QUERY_KEY = ['/api/community/me/counseling'] as const;
export const MY_REGISTRATIONS_QUERY_KEY = ['/api/community/me/registrations'] as const;
export const MY_GIVING_QUERY_KEY = ['/api/community/me/giving'] as const;

/** Drops what was loaded of a member's own data (they signed out, or their account is gone). */
export function forgetMyAccount(queryClient: QueryClient): void {
  for (const queryKey of [
    MY_ACCOUNT_QUERY_KEY,
    MY_TESTIMONIES_QUERY_KEY,
    MY_COUNSELING_QUERY_KEY,
    MY_REGISTRATIONS_QUERY_KEY,
    MY_GIVING_QUERY_KEY,
  ]) {
    queryClient.removeQueries({ queryKey });
  }
}

/** The member just shared a testimony or asked for counseling: their lists load again. */
export function refreshMyHistory(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: MY_TESTIMONIES_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: MY_COUNSELING_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: MY_REGISTRATIONS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: MY_GIVING_QUERY_KEY });
}

/** Where the browser downloads the member's data (an attachment: the page stays). */
export const MY_DATA_URL = '/api/community/me/export';

/** The member's account; `enabled` false while nobody is signed in (the page asks only for a member). */
export function useMyAccount(enabled = true) {
  return useQuery({
    queryKey: MY_ACCOUNT_QUERY_KEY,
    enabled,
    queryFn: ({ signal }) =>
      queryWithToast(
        dataOf(api.GET('/api/community/me', { signal })),
        i18n._({ id: 'myAccount.failedToast', message: 'Failed to load your account' }),
        signal,
      ),
  });
}

export function useMyTestimonies() {
  return useQuery({
    queryKey: MY_TESTIMONIES_QUERY_KEY,
    queryFn: ({ signal }) =>
      queryWithToast(
        dataOf(api.GET('/api/community/me/testimonials', { signal })),
        i18n._({
          id: 'myAccount.testimonies.failedToast',
          message: 'Failed to load your testimonies',
        }),
        signal,
      ),
  });
}

export function useMyRegistrations() {
  return useQuery({
    queryKey: MY_REGISTRATIONS_QUERY_KEY,
    queryFn: ({ signal }) =>
      queryWithToast(
        dataOf(api.GET('/api/community/me/registrations', { signal })),
        i18n._({
          id: 'myAccount.registrations.failedToast',
          message: 'Failed to load your registrations',
        }),
        signal,
      ),
  });
}

/** A fresh manage link for one of the member's registrations (links sent before stop working). */
export function useManageLink() {
  return useMutation({
    mutationFn: (registrationId: number) =>
      dataOf(
        api.POST('/api/community/me/registrations/{registrationId}/manage-link', {
          params: { path: { registrationId } },
        }),
      ),
    onError: (error) =>
      toast({
        title: i18n._({ id: 'community.toast.error', message: 'Error' }),
        description: serverMessageOr(
          error,
          i18n._({
            id: 'myAccount.registrations.openFailed',
            message: 'The registration could not be opened.',
          }),
        ),
        variant: 'destructive',
      }),
  });
}

/** The member's gifts, statement years and recurring gifts (by their account's address). */
export function useMyGiving() {
  return useQuery({
    queryKey: MY_GIVING_QUERY_KEY,
    queryFn: ({ signal }) =>
      queryWithToast(
        dataOf(api.GET('/api/community/me/giving', { signal })),
        i18n._({ id: 'myAccount.giving.failedToast', message: 'Failed to load your giving' }),
        signal,
      ),
  });
}

/** Where the browser downloads a year's statement (an attachment: the page stays). */
export const statementUrl = (year: number) => `/api/community/me/giving/statements/${year}`;

/** Stripe's Billing Portal for a recurring gift: the browser goes there, and comes back here. */
export function useRecurringPortal() {
  const onError = useFailureToast(
    /*i18n*/ { id: 'myAccount.giving.portalFailed', message: 'Could not open the giving portal' },
  );
  return useMutation({
    mutationFn: (id: number) =>
      dataOf(
        api.POST('/api/community/me/giving/recurring/{id}/portal', { params: { path: { id } } }),
      ),
    onSuccess: ({ url }) => window.location.assign(url),
    onError,
  });
}

/** Cancels a recurring gift now: no further payment is taken. */
export function useCancelRecurring() {
  const queryClient = useQueryClient();
  const onError = useFailureToast(
    /*i18n*/ { id: 'myAccount.giving.cancelFailed', message: 'Recurring gift not cancelled' },
  );
  return useMutation({
    mutationFn: (id: number) =>
      dataOf(
        api.POST('/api/community/me/giving/recurring/{id}/cancel', { params: { path: { id } } }),
      ),
    onSuccess: async () => {
      toast({
        title: i18n._({ id: 'myAccount.giving.cancelled', message: 'Recurring Gift Cancelled' }),
        description: i18n._({
          id: 'myAccount.giving.cancelledText',
          message: 'No further payment will be taken. Thank you for your giving.',
        }),
      });
      await queryClient.invalidateQueries({ queryKey: MY_GIVING_QUERY_KEY });
    },
    onError,
  });
}

export function useMyCounseling() {
  return useQuery({
    queryKey: MY_COUNSELING_QUERY_KEY,
    queryFn: ({ signal }) =>
      queryWithToast(
        dataOf(api.GET('/api/community/me/counseling', { signal })),
        i18n._({
          id: 'myAccount.counseling.failedToast',
          message: 'Failed to load your counseling requests',
        }),
        signal,
      ),
  });
}

/** A failed member call: a session that ended shows the login box again; else the server's words. */
function useFailureToast(title: Label) {
  const queryClient = useQueryClient();
  return (error: Error) => {
    if (needsLogin(error)) {
      void queryClient.invalidateQueries({ queryKey: COMMUNITY_SESSION_QUERY_KEY });
    }
    toast({
      title: i18n._(title),
      description: serverMessageOr(
        error,
        i18n._({ id: 'community.login.tryAgain', message: 'Please try again.' }),
      ),
      variant: 'destructive',
    });
  };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const onError = useFailureToast(
    /*i18n*/ { id: 'myAccount.profile.notSaved', message: 'Profile not saved' },
  );
  return useMutation({
    mutationFn: (input: MyProfileInput) => dataOf(api.PUT('/api/community/me', { body: input })),
    onSuccess: async (account) => {
      queryClient.setQueryData(MY_ACCOUNT_QUERY_KEY, account);
      rememberMember({ email: account.email, name: `${account.firstName} ${account.lastName}` });
      toast({
        title: i18n._({ id: 'myAccount.profile.saved', message: 'Profile Saved' }),
        description: i18n._({
          id: 'myAccount.profile.savedText',
          message: 'Your profile has been updated.',
        }),
      });
      // The session box shows the name.
      await queryClient.invalidateQueries({ queryKey: COMMUNITY_SESSION_QUERY_KEY });
    },
    onError,
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const onError = useFailureToast(
    /*i18n*/ { id: 'myAccount.preferences.notSaved', message: 'Preferences not saved' },
  );
  return useMutation({
    mutationFn: (input: MyPreferences) =>
      dataOf(api.PUT('/api/community/me/preferences', { body: input })),
    onSuccess: (account) => {
      queryClient.setQueryData(MY_ACCOUNT_QUERY_KEY, account);
      toast({
        title: i18n._({ id: 'myAccount.preferences.saved', message: 'Preferences Saved' }),
        description: i18n._({
          id: 'myAccount.preferences.savedText',
          message: 'Your e-mail preferences have been updated.',
        }),
      });
    },
    onError,
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  const onError = useFailureToast(
    /*i18n*/ { id: 'myAccount.email.notChanged', message: 'E-mail not changed' },
  );
  return useMutation({
    mutationFn: (email: string) => dataOf(api.POST('/api/community/me/email', { body: { email } })),
    onSuccess: async (answer) => {
      toast({
        title: i18n._({ id: 'myAccount.email.check', message: 'Check Your E-mail' }),
        description: answer.message,
      });
      await queryClient.invalidateQueries({ queryKey: MY_ACCOUNT_QUERY_KEY });
    },
    onError,
  });
}

/** Opens the link sent to a new address (from any browser, signed in or not). */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      dataOf(api.POST('/api/community/me/email/confirm', { body: { token } })),
    onSuccess: async (answer) => {
      forgetMember();
      toast({
        title: i18n._({ id: 'myAccount.email.changed', message: 'E-mail Changed' }),
        description: answer.message,
      });
      // A read of the account that began before the change (the page opened with the link) would
      // still show the old address: it is dropped, and the account read again.
      await queryClient.cancelQueries({ queryKey: MY_ACCOUNT_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: MY_ACCOUNT_QUERY_KEY, refetchType: 'all' });
    },
    onError: (error) => {
      toast({
        title: i18n._({ id: 'myAccount.email.changeFailed', message: 'E-mail Not Changed' }),
        description: serverMessageOr(
          error,
          i18n._({
            id: 'myAccount.email.linkInvalid',
            message: 'This link is invalid or has expired.',
          }),
        ),
        variant: 'destructive',
      });
    },
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const onError = useFailureToast(
    /*i18n*/ { id: 'myAccount.delete.failed', message: 'Account not deleted' },
  );
  return useMutation({
    mutationFn: (confirmEmail: string) =>
      dataOf(api.DELETE('/api/community/me', { body: { confirmEmail } })),
    onSuccess: (answer) => {
      forgetMember();
      queryClient.setQueryData(COMMUNITY_SESSION_QUERY_KEY, { isLoggedIn: false, member: null });
      forgetMyAccount(queryClient);
      toast({
        title: i18n._({ id: 'myAccount.delete.done', message: 'Account Deleted' }),
        description: answer.message,
      });
    },
    onError,
  });
}
