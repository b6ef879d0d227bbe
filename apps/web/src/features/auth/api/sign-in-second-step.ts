import { type TwoFactorRedirect } from '@tgde/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type AuthUserAnswer } from './sign-in-email';

/** The answer of a password sign-in for an account with two-factor on: a code is needed first. */
export function needsSecondFactor(answer: AuthUserAnswer | TwoFactorRedirect): answer is TwoFactorRedirect {
  return (answer as Partial<TwoFactorRedirect>).twoFactorRedirect === true;
}

export interface SecondFactor {
  code: string;
  /** A backup code instead of the authenticator app's. */
  backup: boolean;
}

/**
 * POST /api/auth/two-factor/verify-totp (or verify-backup-code): with the short-lived cookie the
 * first step left, the code opens the session and answers its token as a sign-in does. Sent
 * without a bearer, so that only that cookie speaks.
 */
export function verifySecondFactor({ code, backup }: SecondFactor): Promise<AuthUserAnswer> {
  const path = backup ? '/auth/two-factor/verify-backup-code' : '/auth/two-factor/verify-totp';
  return api.post<AuthUserAnswer>(
    path,
    { code: code.replace(/\s/g, '') },
    { token: null, authFailure: 'ignore' },
  );
}

export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}

/**
 * Signs in with a passkey: the server's challenge, the browser's own dialog (the device asks for a
 * finger, face or PIN and lets the person pick the passkey), then the server checks the signature
 * and opens a session. Answers that session's token and its user, as a sign-in does.
 */
export async function signInWithPasskey(): Promise<AuthUserAnswer> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await api.get<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    '/auth/passkey/generate-authenticate-options',
    { token: null, authFailure: 'ignore' },
  );
  const response = await startAuthentication({ optionsJSON });
  const answer = await api.post<{ session: { token: string }; user: AuthUserAnswer['user'] }>(
    '/auth/passkey/verify-authentication',
    { response },
    { token: null, authFailure: 'ignore' },
  );
  return { token: answer.session.token, user: answer.user };
}

export function useSignInWithPasskey() {
  return useMutation({ mutationFn: signInWithPasskey });
}
