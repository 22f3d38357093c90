import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { api, AUTH_USER_QUERY_KEY, dataOf, type Schema } from '@ministry/api-client';
import type { AuthUser } from '@ministry/frontend-kit';
import { STAFF_QUERY_KEY } from '../../staff/hooks/use-staff';

export type TwoFactorStatusDto = Schema<'TwoFactorStatusDto'>;
export type ReauthenticateInput = Schema<'ReauthenticateDto'>;

export const TWO_FACTOR_QUERY_KEY = ['/api/auth/two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: TWO_FACTOR_QUERY_KEY,
    queryFn: ({ signal }) => dataOf(api.GET('/api/auth/two-factor', { signal })),
  });
}

/**
 * A change of one's own factors: the status is read again, and so is the user (an enrolment-only
 * session becomes a full one) and the Staff tab's "2FA" column.
 */
function useFactorMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
      ]);
    },
  });
}

export const useStartTotp = () =>
  useMutation({ mutationFn: () => dataOf(api.POST('/api/auth/two-factor/totp')) });

export const useConfirmTotp = () =>
  useFactorMutation((code: string) =>
    dataOf(api.POST('/api/auth/two-factor/totp/confirm', { body: { code } })),
  );

export const useDisableTotp = () =>
  useFactorMutation((body: ReauthenticateInput) =>
    dataOf(api.POST('/api/auth/two-factor/totp/disable', { body })),
  );

export const useNewRecoveryCodes = () =>
  useFactorMutation((body: ReauthenticateInput) =>
    dataOf(api.POST('/api/auth/two-factor/recovery-codes', { body })),
  );

/** Registers a passkey: the server's options, the browser's ceremony, the server's check. */
export const useAddPasskey = () =>
  useFactorMutation(async (name: string) => {
    const options = await dataOf(api.POST('/api/auth/two-factor/passkeys/options'));
    // The API documents the WebAuthn options as an open object; SimpleWebAuthn made them on the server.
    const response = await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    return dataOf(
      api.POST('/api/auth/two-factor/passkeys', { body: { name, response: { ...response } } }),
    );
  });

export const useRemovePasskey = () =>
  useFactorMutation(async (id: number) => {
    await dataOf(api.DELETE('/api/auth/two-factor/passkeys/{id}', { params: { path: { id } } }));
  });

/** The second step of a sign-in, or a passkey sign-in: on success the user is signed in. */
function useSignInStep<Input>(call: (input: Input) => Promise<AuthUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_QUERY_KEY, user),
  });
}

export const useSignInWithCode = () =>
  useSignInStep((body: { code: string } | { recoveryCode: string }) =>
    dataOf(api.POST('/api/auth/login/totp', { body })),
  );

export const useSignInWithPasskey = () =>
  useSignInStep(async () => {
    const options = await dataOf(api.POST('/api/auth/login/passkey/options'));
    const response = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
    return dataOf(api.POST('/api/auth/login/passkey', { body: { response: { ...response } } }));
  });
