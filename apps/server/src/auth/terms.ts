/*
 * The fixed terms of signing in, shared by the files of auth/: where better-auth is mounted, the
 * header that carries the client address, the session cookie and lifetimes, and the sentences of a
 * refused call. This file imports nothing of auth/, so every other file may import it.
 */

export const AUTH_BASE_PATH = '/api/auth';

/**
 * The header through which the mount hands better-auth the client address that Fastify computed
 * (request.ip, which believes X-Forwarded-For only from the configured proxies). The mount
 * overwrites it on every request, so a client cannot choose its own rate-limit bucket.
 */
export const CLIENT_IP_HEADER = 'x-tgde-client-ip';

const DAY = 24 * 60 * 60;

/**
 * A session's sliding lifetime ("Remember me"), in seconds: it ends this long after its last use…
 */
export const SESSION_EXPIRES_IN = 30 * DAY;
/** …counted again (its expiry moved on) at most once in this many seconds. */
export const SESSION_UPDATE_AGE = DAY;

/** better-auth names its cookies `${prefix}.session_token` (with `__Secure-` in front over HTTPS). */
export const COOKIE_PREFIX = 'tgde';
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

/** What a refused call answers: not signed in, not verified, not an admin, no two-factor sign-in. */
export const authMessages = {
  signIn: 'Please sign in to continue.',
  verify:
    'Please verify your e-mail address first: open the link we sent you, or ask for a new e-mail with "Send Verification Email Again".',
  admin: 'Only administrators can do that.',
  twoFactor:
    'Administrators must turn on two-factor sign-in first: open your profile and set up an authenticator app.',
} as const;

/**
 * The absolute lifetime of a session, beside the sliding one (30 days from the last use with
 * "Remember me"): a stolen token stops working after this, however busily it is used.
 */
export const SESSION_MAX_AGE_DAYS = 90;
