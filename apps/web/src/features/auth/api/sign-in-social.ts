import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface SocialSignInRequest {
  provider: 'google';
  /** Our page that finishes the sign-in (features/auth/google-callback-page.tsx). */
  callbackURL: string;
  /** Where the server sends the browser, with ?error=…, when the sign-in fails. */
  errorCallbackURL: string;
}

/** POST /api/auth/sign-in/social: answers the provider's address to send the browser to. */
export function signInSocial(request: SocialSignInRequest): Promise<{ url: string; redirect: boolean }> {
  return api.post<{ url: string; redirect: boolean }>('/auth/sign-in/social', request, {
    token: null,
    authFailure: 'ignore',
  });
}

export function useSignInSocial() {
  return useMutation({ mutationFn: signInSocial });
}
