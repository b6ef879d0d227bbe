import {
  authUserAnswerSchema,
  emailRequestSchema,
  passkeyAuthenticationSchema,
  passkeyIdSchema,
  passkeyRegistrationSchema,
  passkeySchema,
  passwordConfirmSchema,
  twoFactorCodeSchema,
  twoFactorEnableAnswerSchema,
  twoFactorRedirectSchema,
  resetPasswordRequestSchema,
  sessionAnswerSchema,
  signInFormSchema,
  signUpFormSchema,
  socialSignInAnswerSchema,
  socialSignInRequestSchema,
  statusAnswerSchema,
} from '@tgde/contracts';
import { z } from 'zod';
import { authRefused, ok } from '../http/api-answers';
import type { DelegatedContract, DelegatedCall } from '../http/route-contract';

/*
 * better-auth answers every path under /api/auth itself; these are the calls the web app makes,
 * as the API document shows them. better-auth checks its callers itself, so the access here is
 * what it enforces, not a guard of ours.
 */
const calls: DelegatedCall[] = [
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    tag: 'Accounts',
    summary: 'Create an account',
    description: 'Signs the new account in (not verified yet) and sends the verification mail.',
    access: 'public',
    body: signUpFormSchema,
    answers: { 200: ok('Signed up and in.', authUserAnswerSchema), ...authRefused(400, 422, 429) },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    tag: 'Accounts',
    summary: 'Sign in with e-mail and password',
    access: 'public',
    description:
      'With `rememberMe` the session cookie lasts 30 days, without it the browser session. An account ' +
      'with two-factor sign-in answers `twoFactorRedirect` and a short-lived cookie instead: finish ' +
      'with POST /api/auth/two-factor/verify-totp (or verify-backup-code).',
    body: signInFormSchema,
    answers: {
      200: ok('Signed in, or a code is needed.', z.union([authUserAnswerSchema, twoFactorRedirectSchema])),
      ...authRefused(400, 401, 429),
      403: { ...authRefused(403)[403], description: 'The account is blocked (`code` ACCOUNT_BLOCKED).' },
    },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/social',
    tag: 'Accounts',
    summary: 'Start Google sign-in',
    description: 'Only when Google sign-in is configured (GET /api/auth-config).',
    access: 'public',
    body: socialSignInRequestSchema,
    answers: {
      200: ok("Google's address to send the browser to.", socialSignInAnswerSchema),
      ...authRefused(400, 404),
    },
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    tag: 'Accounts',
    summary: 'Sign out',
    // Without a session there is nothing to revoke, and better-auth answers success all the same.
    description: 'Revokes the session of the bearer token or cookie sent with it.',
    access: 'public',
    answers: { 200: ok('Signed out.', z.looseObject({ success: z.boolean() })) },
  },
  {
    method: 'get',
    path: '/api/auth/get-session',
    tag: 'Accounts',
    summary: 'The current session',
    access: 'public',
    answers: { 200: ok('The session and its user, or null when signed out.', sessionAnswerSchema) },
  },
  {
    method: 'post',
    path: '/api/auth/send-verification-email',
    tag: 'Accounts',
    summary: 'Send the verification mail again',
    access: 'public',
    body: emailRequestSchema,
    answers: { 200: ok('Sent.', statusAnswerSchema), ...authRefused(400, 429) },
  },
  {
    method: 'get',
    path: '/api/auth/verify-email',
    tag: 'Accounts',
    summary: "Verify an address with the mail's token",
    access: 'public',
    query: z.object({ token: z.string().meta({ description: 'From the link in the mail.' }) }),
    answers: { 200: ok('Verified.', statusAnswerSchema), ...authRefused(400, 401) },
  },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    tag: 'Accounts',
    summary: 'Mail a password-reset link',
    description: 'Answers the same whether or not the address has an account.',
    access: 'public',
    body: emailRequestSchema,
    answers: { 200: ok('Done.', statusAnswerSchema), ...authRefused(400, 429) },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'Accounts',
    summary: 'Set a new password with the mail’s token',
    description: 'Ends every session of the account.',
    access: 'public',
    body: resetPasswordRequestSchema,
    answers: { 200: ok('Changed.', statusAnswerSchema), ...authRefused(400) },
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/enable',
    tag: 'Accounts',
    summary: 'Start setting up two-factor sign-in',
    description:
      'Checks the password and answers the authenticator secret (as an otpauth:// address) and the ' +
      'backup codes; two-factor is on once POST /api/auth/two-factor/verify-totp confirms a first code.',
    access: 'user',
    body: passwordConfirmSchema,
    answers: {
      200: ok('The secret and the backup codes.', twoFactorEnableAnswerSchema),
      ...authRefused(400),
    },
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/verify-totp',
    tag: 'Accounts',
    summary: 'Check an authenticator code',
    description:
      'With the cookie of a password sign-in that asked for a code: opens the session (as a sign-in ' +
      'answers). With a session: confirms the set-up and turns two-factor on (the session is renewed: ' +
      'its new token is in `set-auth-token`).',
    access: 'user',
    body: twoFactorCodeSchema,
    answers: { 200: ok('The code is right.', authUserAnswerSchema), ...authRefused(400, 429) },
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/verify-backup-code',
    tag: 'Accounts',
    summary: 'Sign in with a backup code',
    description: 'As verify-totp, with one of the backup codes instead; each code works once.',
    access: 'user',
    body: twoFactorCodeSchema,
    answers: { 200: ok('The code is right.', authUserAnswerSchema), ...authRefused(400, 429) },
  },
  {
    method: 'post',
    path: '/api/auth/two-factor/disable',
    tag: 'Accounts',
    summary: 'Turn two-factor sign-in off',
    description: 'Checks the password; the session is renewed (its new token is in `set-auth-token`).',
    access: 'user',
    body: passwordConfirmSchema,
    answers: { 200: ok('Off.', statusAnswerSchema), ...authRefused(400) },
  },
  {
    method: 'get',
    path: '/api/auth/passkey/generate-register-options',
    tag: 'Accounts',
    summary: 'Start adding a passkey',
    description:
      'WebAuthn creation options for the browser (and a challenge cookie); a recent sign-in is needed.',
    access: 'user',
    answers: { 200: ok('The options.', z.looseObject({ challenge: z.string() })), ...authRefused(400) },
  },
  {
    method: 'post',
    path: '/api/auth/passkey/verify-registration',
    tag: 'Accounts',
    summary: 'Add a passkey',
    description: 'Stores the passkey the browser made from the options above, under the given name.',
    access: 'user',
    body: passkeyRegistrationSchema,
    answers: { 200: ok('Added.', passkeySchema), ...authRefused(400) },
  },
  {
    method: 'get',
    path: '/api/auth/passkey/list-user-passkeys',
    tag: 'Accounts',
    summary: 'Your passkeys',
    access: 'user',
    answers: { 200: ok('Each passkey: name and date, never its key.', z.array(passkeySchema)) },
  },
  {
    method: 'post',
    path: '/api/auth/passkey/delete-passkey',
    tag: 'Accounts',
    summary: 'Remove a passkey',
    access: 'user',
    body: passkeyIdSchema,
    answers: { 200: ok('Removed.', statusAnswerSchema), ...authRefused(400, 404) },
  },
  {
    method: 'get',
    path: '/api/auth/passkey/generate-authenticate-options',
    tag: 'Accounts',
    summary: 'Start signing in with a passkey',
    description: 'WebAuthn request options for the browser, and a challenge cookie.',
    access: 'public',
    answers: { 200: ok('The options.', z.looseObject({ challenge: z.string() })) },
  },
  {
    method: 'post',
    path: '/api/auth/passkey/verify-authentication',
    tag: 'Accounts',
    summary: 'Sign in with a passkey',
    description:
      'Checks the browser’s signed answer and opens a session (no code asked: a passkey is two factors).',
    access: 'public',
    body: passkeyAuthenticationSchema,
    answers: {
      200: ok(
        'Signed in.',
        z.looseObject({
          session: z.looseObject({ token: z.string() }),
          user: z.looseObject({ email: z.string() }),
        }),
      ),
      ...authRefused(400),
    },
  },
];

/** The contract of the /api/auth/* mount: open to all, its calls documented one by one. */
export const authMountContract: DelegatedContract = { access: 'public', calls };
