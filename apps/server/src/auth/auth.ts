import {
  localeFromAcceptLanguage,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Locale,
} from '@tgde/contracts';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { and, eq, ne, sql } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { passkey } from '@better-auth/passkey';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, passkeys, rateLimits, sessions, twoFactors, users, verifications } from '../db/schema';
import type { MailMessage } from '../infra/mail/mailer';
import { adminEmailRole } from './admin-emails';
import { authMails } from './auth-mails';
import { refuseBlockedSignIn } from './blocked-sign-in';
import { authRateLimit } from './rate-limits';
import { identityInputRules } from './input-rules';
import { passwordHashing } from './password-hashing';
import {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  COOKIE_PREFIX,
  SESSION_COOKIE,
  SESSION_EXPIRES_IN,
  SESSION_UPDATE_AGE,
} from './terms';

// The fixed terms of identity live below every other file of auth/ (terms.ts), so that the guards,
// the mount and the input rules can share them without importing this file.
export { AUTH_BASE_PATH, CLIENT_IP_HEADER, SESSION_COOKIE, SESSION_EXPIRES_IN, SESSION_UPDATE_AGE };

const DAY = 24 * 60 * 60;

/** The name authenticator apps show beside the code. */
export const TOTP_ISSUER = 'Travel Guide DE';

export interface AuthOptions {
  config: Pick<
    Config,
    'publicUrl' | 'ownOrigins' | 'authSecret' | 'adminEmails' | 'google' | 'authRateLimitMax'
  >;
  db: Db;
  /** Queues an identity mail (verification, reset) for the job worker. */
  sendMail: (message: MailMessage) => Promise<void>;
  /** Where better-auth's own errors and failed mail go. */
  logError?: (message: string, error?: unknown) => void;
}

/** Google as a generic OpenID Connect provider, so tests can point GOOGLE_ISSUER at a local one. */
function googlePlugin(google: NonNullable<Config['google']>): BetterAuthPlugin {
  return genericOAuth({
    config: [
      {
        providerId: 'google',
        name: 'Google',
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        discoveryUrl: `${google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
        scopes: ['openid', 'email', 'profile'],
        // Identity comes from the signed ID token, never from an unverifiable decode.
        requireIdTokenVerification: true,
      },
    ],
  });
}

/** The language a request to /api/auth asks for (`Accept-Language`); undefined without a request. */
function requestedLocale(headers: Headers | undefined): Locale | undefined {
  return headers ? localeFromAcceptLanguage(headers.get('accept-language') ?? undefined) : undefined;
}

/**
 * Keeps the language the user signs in (or up) in: their booking mails are written in it. Without a
 * request (a call from our own code) it stays as it was.
 */
async function rememberLocale(db: Db, userId: string, headers: Headers | undefined): Promise<void> {
  const locale = requestedLocale(headers);
  if (!locale) return;
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), ne(users.locale, locale)));
}

/** The language stored for a user: the language of a mail sent without a request to go by. */
async function storedLocale(db: Db, userId: string): Promise<Locale> {
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.locale ?? 'en';
}

export function createAuth({ config, db, sendMail, logError = console.error }: AuthOptions) {
  const mails = authMails(sendMail, config.publicUrl, logError);
  const roles = adminEmailRole(config.adminEmails);

  const plugins: BetterAuthPlugin[] = [
    // Authenticator-app codes (TOTP) and backup codes. A sign-in with the password of an account
    // that has it on answers `twoFactorRedirect` and a short-lived cookie instead of a session;
    // /two-factor/verify-totp (or verify-backup-code) with that cookie then makes the session.
    twoFactor({ issuer: TOTP_ISSUER }),
    // Passkeys, for the site's own host name: a passkey made for one address works only there.
    passkey({
      rpID: new URL(config.publicUrl).hostname,
      rpName: 'Travel Guide DE',
      origin: config.ownOrigins,
    }),
    // After twoFactor: its sign-in hook withdraws the session it stops at, and only then does the
    // bearer hook copy the session cookie into `set-auth-token` (so that none is answered for it).
    bearer(),
  ];
  if (config.google) plugins.push(googlePlugin(config.google));

  const auth = betterAuth({
    appName: 'Travel Guide DE',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: config.ownOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
      // No adapter transactions: PGlite has one connection, and a hook that queries through `db`
      // while better-auth holds a transaction open would wait for it forever.
      transaction: false,
    }),
    user: {
      additionalFields: {
        // Readable in the session (the guards need it); never settable through /api/auth.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        // Read by the guards too, so that a session that slipped past a block opens nothing.
        blocked: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-in works before verification: the web app shows the "unverified" card, and the calls
      // for verified users refuse with 403 (requireVerifiedUser).
      requireEmailVerification: false,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing,
      // In the language of the page that asked for it.
      sendResetPassword: async ({ user, token }, request) =>
        mails.sendPasswordReset(
          user,
          token,
          requestedLocale(request?.headers) ?? (await storedLocale(db, user.id)),
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: DAY,
      // In the language of the sign-up (or of the page that asked for it again).
      sendVerificationEmail: async ({ user, token }, request) =>
        mails.sendVerification(
          user,
          token,
          requestedLocale(request?.headers) ?? (await storedLocale(db, user.id)),
        ),
      // Whoever signed up with someone else's address and kept that session gains nothing when
      // the owner opens the link: every session made before it ends, except the one opening it.
      afterEmailVerification: async (user, request) => {
        const opening = request
          ? await auth.api.getSession({ headers: request.headers }).catch(() => null)
          : null;
        await endSessionsExcept(db, user.id, opening?.session.id);
      },
    },
    // Password-reset tokens (and the sign-in state of Google's round trip) are kept only as
    // hashes: a copy of the database opens no account.
    verification: { storeIdentifier: 'hashed' },
    session: {
      // "Remember me": 30 days. Without it better-auth sets a browser-session cookie (and ends the
      // session itself after a day).
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
      // No cookie cache: every check reads the session row, so sign-out and password reset take
      // effect at once.
      cookieCache: { enabled: false },
    },
    rateLimit: authRateLimit(config.authRateLimitMax),
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // Rate limits count an IPv6 client by its /64 network, as our own limits do (http/client-key.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
      // better-auth skips its origin checks when NODE_ENV=test; we want the same rules everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, role: roles.roleForNewUser(user.email) } }),
          after: async (user, context) =>
            rememberLocale(db, user.id, context?.headers ?? context?.request?.headers),
        },
      },
      session: {
        create: {
          // Every sign-in (password or Google) makes its session here, after the credentials were
          // checked: only someone who could sign in learns that the account is blocked.
          before: async (session) => {
            await refuseBlockedSignIn(db, session.userId);
            await roles.promoteOnSignIn(db, session.userId);
          },
          // The language of the sign-in is the one the traveller's mail is written in from now on.
          after: async (session, context) =>
            rememberLocale(db, session.userId, context?.headers ?? context?.request?.headers),
        },
      },
    },
    // AUTH_RATE_LIMIT_MAX (test servers) replaces the per-account limit as it does the others.
    hooks: { before: identityInputRules(db, config.authRateLimitMax) },
    onAPIError: {
      // Refusals (wrong password, bad token, 429 …) are answers, not faults: log only our failures.
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) return;
        logError('better-auth could not answer a request', error);
      },
    },
    plugins,
    logger: {
      level: 'error',
      log: (level, message, ...args) => {
        if (level === 'error') logError(`better-auth: ${message}`, args.length ? args : undefined);
      },
    },
    telemetry: { enabled: false },
  });
  const sessionByToken = sessionWithUserByToken(db);
  return Object.assign(auth, {
    /** The session with this token and its user, in one statement (guards.ts reads sessions so). */
    findSession: async (token: string): Promise<SessionWithUser | null> =>
      (await sessionByToken.execute({ token }))[0] ?? null,
  });
}

/** A session and the user it belongs to, as one statement reads them. */
export interface SessionWithUser {
  session: { id: string; token: string; expiresAt: Date; createdAt: Date };
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    image: string | null;
    role: 'user' | 'admin';
    blocked: boolean;
    locale: Locale;
    twoFactorEnabled: boolean;
  };
}

/**
 * Reads the session with a token (`{token}`) and its user in one statement, as better-auth's own
 * lookup does in two; nothing is cached, so a session ended or an account blocked is refused at
 * once. Prepared once: on PostgreSQL each connection plans it once.
 */
function sessionWithUserByToken(db: Db) {
  return db
    .select({
      session: {
        id: sessions.id,
        token: sessions.token,
        expiresAt: sessions.expiresAt,
        createdAt: sessions.createdAt,
      },
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        image: users.image,
        role: users.role,
        blocked: users.blocked,
        locale: users.locale,
        twoFactorEnabled: users.twoFactorEnabled,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_with_user_by_token');
}

/** Ends every session of the user but `keep` (the session making the request, when there is one). */
async function endSessionsExcept(db: Db, userId: string, keep: string | undefined): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined));
}

export type Auth = ReturnType<typeof createAuth>;
