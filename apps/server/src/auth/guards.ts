import { TWO_FACTOR_REQUIRED_CODE, type Role } from '@tgde/contracts';
import { isAPIError } from 'better-auth/api';
import type { FastifyRequest } from 'fastify';
import type { AdminPower } from '../domain/admin-power';
import { HttpError } from '../http/errors';
import { authMessages, SESSION_EXPIRES_IN, SESSION_MAX_AGE_DAYS, SESSION_UPDATE_AGE } from './terms';
// For its declaration of app.betterAuth, which the guards read through request.server.
import './mount';

/** Who is asking, as the session says: the only source of identity for every protected call. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  role: Role;
  /** Sign-in asks for an authenticator code (better-auth's twoFactor plugin). */
  twoFactorEnabled: boolean;
}

export interface AuthSession {
  user: AuthUser;
  /** The session token: what clients send as `Authorization: Bearer <token>`. */
  token: string;
}

// What the guards refuse with and the limit they hold, where the routes and tests look for them.
export { authMessages, SESSION_MAX_AGE_DAYS };

const DAY_MS = 24 * 60 * 60 * 1000;

// One session lookup per request, however many guards a route calls.
const sessionsByRequest = new WeakMap<FastifyRequest, Promise<AuthSession | null>>();

/**
 * The token of `Authorization: Bearer <token>` when it is a session's token as the API hands it out
 * (letters, digits, `-` and `_`). better-auth's signed form (`token.signature`), %-escapes and
 * anything unusual are left to better-auth.
 */
function plainBearerToken(authorization: string | undefined): string | undefined {
  if (!authorization || authorization.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  const token = authorization.slice(7).trim();
  return /^[\w-]+$/.test(token) ? token : undefined;
}

/**
 * True when better-auth has work to do on this session when it is read: an expired session is
 * deleted, and one last extended more than SESSION_UPDATE_AGE ago gets its expiry moved on (the
 * sliding 30 days). Its rule, in its own words: expiresAt − expiresIn + updateAge ≤ now.
 */
function dueForBetterAuth(expiresAt: Date, now: number): boolean {
  const at = expiresAt.getTime();
  return at <= now || at - SESSION_EXPIRES_IN * 1000 + SESSION_UPDATE_AGE * 1000 <= now;
}

/** The caller, unless the account is blocked or the session is older than SESSION_MAX_AGE_DAYS. */
async function admitted(
  request: FastifyRequest,
  headers: Headers,
  session: { token: string; createdAt: Date | string },
  user: Omit<AuthUser, 'image' | 'role' | 'twoFactorEnabled'> & {
    image?: string | null;
    role?: string | null;
    blocked?: boolean | null;
  },
): Promise<AuthSession | null> {
  // Blocking deletes the account's sessions; one made by a sign-in racing the block still opens nothing.
  if (user.blocked) return null;
  // However often it is used, a session ends SESSION_MAX_AGE_DAYS after its sign-in.
  if (Date.now() - new Date(session.createdAt).getTime() > SESSION_MAX_AGE_DAYS * DAY_MS) {
    await request.server.betterAuth.api
      .revokeSession({ headers, body: { token: session.token } })
      .catch(() => undefined);
    return null;
  }
  return {
    token: session.token,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image ?? null,
      role: user.role === 'admin' ? 'admin' : 'user',
      // The twoFactor plugin's field: the plugin list's type does not carry it into the session's.
      twoFactorEnabled: (user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
    },
  };
}

async function lookUpSession(request: FastifyRequest): Promise<AuthSession | null> {
  // Only what identifies the caller: the session cookie or the bearer token.
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  if (request.headers.authorization) headers.set('authorization', request.headers.authorization);
  if (!headers.has('cookie') && !headers.has('authorization')) return null;
  const auth = request.server.betterAuth;
  // The API's own callers send the session's token: read with its user in one statement, every
  // time (no cache, so that signing out, a revocation or a block counts from the very next call).
  // A bearer token wins over a cookie, as in better-auth.
  const token = plainBearerToken(request.headers.authorization);
  if (token !== undefined) {
    const found = await auth.findSession(token);
    if (!found) return null;
    if (!dueForBetterAuth(found.session.expiresAt, Date.now())) {
      return admitted(request, headers, found.session, found.user);
    }
  }
  try {
    const found = await auth.api.getSession({ headers });
    if (!found) return null;
    return await admitted(request, headers, found.session, found.user);
  } catch (error) {
    // A malformed cookie or token is simply "not signed in"; anything else is our fault.
    if (isAPIError(error) && error.statusCode < 500) return null;
    throw error;
  }
}

/** The caller's session, or null when there is none (or it was revoked or has expired). */
export function currentSession(request: FastifyRequest): Promise<AuthSession | null> {
  let found = sessionsByRequest.get(request);
  if (!found) {
    found = lookUpSession(request);
    sessionsByRequest.set(request, found);
  }
  return found;
}

/** The signed-in caller and their session token; 401 without a valid session. */
export async function requireSession(request: FastifyRequest): Promise<AuthSession> {
  const session = await currentSession(request);
  if (!session) throw new HttpError(401, authMessages.signIn);
  return session;
}

/** The signed-in caller; 401 without a valid session. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  return (await requireSession(request)).user;
}

/**
 * A signed-in caller whose e-mail address is verified (booking, paying, gallery, dashboard …);
 * 403 for an unverified one. Google accounts arrive verified by Google; password accounts verify
 * through the link in their sign-up mail.
 */
export async function requireVerifiedUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!user.emailVerified) throw new HttpError(403, authMessages.verify);
  return user;
}

/**
 * Whether an account is an administrator (GET /api/admin/{email}, the users list): the admin role
 * AND a verified address. Without the second, anyone could sign up with an address on ADMIN_EMAILS
 * that they do not own and act as its admin. Whether the caller may use admin rights now is
 * adminRefusal's to say.
 */
export function isAdminAccount(user: Pick<AuthUser, 'role' | 'emailVerified'>): boolean {
  return user.role === 'admin' && user.emailVerified;
}

/**
 * The one rule for every admin power, on admin routes and on other people's records alike: an
 * administrator (isAdminAccount) who, with ADMIN_TWO_FACTOR=required, has two-factor sign-in on, so
 * that a stolen password alone opens no admin power. Answers the 403 that refuses the caller (`code`
 * TWO_FACTOR_REQUIRED for an admin without two-factor, which the web app answers by leading to its
 * set-up), or null when they may. `notAdmin` replaces the sentence for a caller who is no administrator.
 */
export function adminRefusal(request: FastifyRequest, user: AuthUser, notAdmin?: string): HttpError | null {
  if (!isAdminAccount(user)) {
    // An admin role on an unproven address lacks the proof, which the default sentence says.
    return new HttpError(403, notAdmin ?? (user.role === 'admin' ? authMessages.verify : authMessages.admin));
  }
  if (request.server.adminTwoFactor === 'required' && !user.twoFactorEnabled) {
    return new HttpError(403, authMessages.twoFactor, undefined, TWO_FACTOR_REQUIRED_CODE);
  }
  return null;
}

/** Throws adminRefusal's 403 unless the caller may use admin rights now. */
export function useAdminRights(request: FastifyRequest, user: AuthUser, notAdmin?: string): void {
  const refusal = adminRefusal(request, user, notAdmin);
  if (refusal) throw refusal;
}

/** True when the caller may use admin rights now (adminRefusal has nothing to say). */
export const mayUseAdminRights = (request: FastifyRequest, user: AuthUser): boolean =>
  adminRefusal(request, user) === null;

/**
 * For calls that serve a record's owner and admins alike (reading a booking, removing a review …):
 * undefined for a caller who is no administrator, to whom someone else's record stays unknown (404).
 * For an administrator, the use of admin rights, to be made only once the record turns out to be
 * someone else's (its owner needs none): it throws adminRefusal's 403 when they may not be used now.
 */
export function adminPowerOf(request: FastifyRequest, user: AuthUser): AdminPower | undefined {
  if (!isAdminAccount(user)) return undefined;
  return () => useAdminRights(request, user);
}

/** An administrator who may use admin rights now (adminRefusal); 403 for anyone else. */
export async function requireAdmin(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  useAdminRights(request, user);
  return user;
}
