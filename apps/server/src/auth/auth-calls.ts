import {
  authUserAnswerSchema,
  emailRequestSchema,
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
    description: 'With `rememberMe` the session cookie lasts 30 days, without it the browser session.',
    access: 'public',
    body: signInFormSchema,
    answers: {
      200: ok('Signed in.', authUserAnswerSchema),
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
];

/** The contract of the /api/auth/* mount: open to all, its calls documented one by one. */
export const authMountContract: DelegatedContract = { access: 'public', calls };
