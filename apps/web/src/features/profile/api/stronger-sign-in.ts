import { type Passkey } from '@tgde/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTokenScope, setAccessToken } from '../../../lib/access-token';
import { api, apiRequest, type ApiResponse } from '../../../lib/api';
import { getSession } from '../../../session/api/get-session';
import { ACCOUNT_QUERY_KEY } from '../../../session/session';

/** The signed-in account's two-factor setting and passkeys. */
export const strongerSignInKeys = {
  twoFactor: [...ACCOUNT_QUERY_KEY, 'two-factor'] as const,
  passkeys: [...ACCOUNT_QUERY_KEY, 'passkeys'] as const,
};

/** Whether two-factor sign-in is on, as better-auth's session says (GET /api/auth/get-session). */
export function useTwoFactorEnabled() {
  return useQuery(
    queryOptions({
      queryKey: strongerSignInKeys.twoFactor,
      queryFn: async () => {
        const answer = await getSession();
        return (answer?.user as { twoFactorEnabled?: boolean | null } | undefined)?.twoFactorEnabled === true;
      },
    }),
  );
}

/**
 * Turning two-factor on or off renews the session (better-auth ends the old one): its new token
 * comes in `set-auth-token`, and from now on it is the one the app sends.
 */
function keepRenewedToken<T>(response: ApiResponse<T>): T {
  const token = response.headers.get('set-auth-token');
  if (token) setAccessToken(token, getTokenScope());
  return response.data;
}

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** POST /api/auth/two-factor/enable: checks the password, answers the secret and the backup codes. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      // A wrong password is a 400 for the form; nothing here may sign the person out.
      api.post<TwoFactorSetup>('/auth/two-factor/enable', { password }, { authFailure: 'ignore' }),
  });
}

/** POST /api/auth/two-factor/verify-totp with the session: the first right code turns it on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      keepRenewedToken(
        await apiRequest<unknown>('/auth/two-factor/verify-totp', {
          method: 'POST',
          body: { code },
          authFailure: 'ignore',
        }),
      ),
    // Set rather than asked again: a refetch of the whole account would redraw the page under the
    // backup codes that are on screen for the only time.
    onSuccess: () => queryClient.setQueryData(strongerSignInKeys.twoFactor, true),
  });
}

/** POST /api/auth/two-factor/disable with the password. */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) =>
      keepRenewedToken(
        await apiRequest<{ status: boolean }>('/auth/two-factor/disable', {
          method: 'POST',
          body: { password },
          authFailure: 'ignore',
        }),
      ),
    onSuccess: () => queryClient.setQueryData(strongerSignInKeys.twoFactor, false),
  });
}

/** GET /api/auth/passkey/list-user-passkeys. */
export function usePasskeys() {
  return useQuery(
    queryOptions({
      queryKey: strongerSignInKeys.passkeys,
      queryFn: ({ signal }) => api.get<Passkey[]>('/auth/passkey/list-user-passkeys', { signal }),
    }),
  );
}

/**
 * Adds a passkey: the server's options, the browser's own dialog (the device asks for a finger,
 * face or PIN), then the server checks and stores the new public key under `name`.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await api.get<Parameters<typeof startRegistration>[0]['optionsJSON']>(
        '/auth/passkey/generate-register-options',
        { query: { name }, authFailure: 'ignore' },
      );
      const response = await startRegistration({ optionsJSON });
      return api.post<Passkey>(
        '/auth/passkey/verify-registration',
        { response, name },
        { authFailure: 'ignore' },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: strongerSignInKeys.passkeys }),
  });
}

/** POST /api/auth/passkey/delete-passkey. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ status: boolean }>('/auth/passkey/delete-passkey', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: strongerSignInKeys.passkeys }),
  });
}
