import { api } from '../../lib/api';

/** GET /api/auth/get-session: better-auth's view of the caller, or null when signed out. */
export interface SessionAnswer {
  session: { token: string; expiresAt: string };
  user: {
    id: string;
    name: string;
    email: string;
    image?: string | null;
    role?: string | null;
    emailVerified: boolean;
  };
}

/**
 * `token: null` asks with the session cookie alone (after Google's redirect, before we hold a
 * token). A refusal here means "no session", never "sign out": hence authFailure 'ignore'.
 */
export function getSession(options: { token?: string | null } = {}): Promise<SessionAnswer | null> {
  return api.get<SessionAnswer | null>('/auth/get-session', { ...options, authFailure: 'ignore' });
}
