import type { BetterAuthOptions } from 'better-auth';

type RateLimitOptions = NonNullable<BetterAuthOptions['rateLimit']>;

const MINUTE = 60;

/**
 * Requests a minute per client address for the calls that guess passwords, create accounts or send
 * mail. A person needs a handful; a script trying passwords or flooding someone's inbox needs many.
 */
export const defaultAuthLimits = {
  signIn: 10,
  signUp: 5,
  passwordResetRequest: 5,
  verificationEmail: 5,
  passwordReset: 10,
} as const;

/**
 * better-auth's rate limiter, on in every environment (it is off outside production by default).
 *
 * Storage is the database (the `rate_limits` table), not memory: the counts then hold across
 * restarts and across several server processes sharing one PostgreSQL, and every test database
 * starts from zero (better-auth's memory store is one Map for the whole process, so counts would
 * leak from one test app into the next). The cost is a small write per limited request.
 *
 * `max` (AUTH_RATE_LIMIT_MAX) replaces every per-minute limit below, for test servers that sign in
 * far more often than a person does.
 */
export function authRateLimit(max: number | undefined): RateLimitOptions {
  const perMinute = (limit: number) => ({ window: MINUTE, max: max ?? limit });
  return {
    enabled: true,
    storage: 'database',
    // Everything else under /api/auth: a generous ceiling against floods.
    window: MINUTE,
    max: Math.max(max ?? 0, 300),
    customRules: {
      '/sign-in/*': perMinute(defaultAuthLimits.signIn),
      '/sign-up/*': perMinute(defaultAuthLimits.signUp),
      '/request-password-reset': perMinute(defaultAuthLimits.passwordResetRequest),
      '/send-verification-email': perMinute(defaultAuthLimits.verificationEmail),
      '/reset-password': perMinute(defaultAuthLimits.passwordReset),
      // The twoFactor plugin's own limit (3 calls in 10 seconds) stays, except on test servers.
      ...(max ? { '/two-factor/*': perMinute(max) } : {}),
      // Read-only and called on every page load; not worth a database write each time.
      '/get-session': false,
    },
  };
}
