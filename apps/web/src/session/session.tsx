import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ACCESS_TOKEN_KEY, clearAccessToken, getAccessToken, setAccessToken } from '../lib/access-token';
import { markBrowserSession } from '../lib/browser-session';
import { forgetPersonalAnswers } from '../lib/offline-answers';
import { announceAccountChange } from './account-events';
import { getSession } from './api/get-session';
import { requestToken } from './api/request-token';
import { signOutOnServer } from './api/sign-out';
import { userFromProfile, userFromSession, type SessionUser } from './session-user';

export type { SessionUser } from './session-user';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface CompleteSignInOptions {
  /** "Remember me": false keeps the login for this browser session only (lib/stored-login-rule.ts). */
  remember: boolean;
  /**
   * Known after a password sign-in or sign-up, with the session token of that answer; after Google
   * only the session cookie knows who it is.
   */
  who?: { email: string; name: string; token?: string };
}

export interface Session {
  /** 'loading' while a stored token is being checked: guards wait instead of sending to /login. */
  status: SessionStatus;
  /** null while signed out or loading. */
  user: SessionUser | null;
  /**
   * The server has just opened a session (its cookie is set): fetch the API token for it
   * (PUT /api/user/{email}), keep it in localStorage.accessToken and show the user as signed in.
   */
  completeSignIn: (options: CompleteSignInOptions) => Promise<SessionUser>;
  /** Ask the server again (after verifying the e-mail address, for instance). */
  refresh: () => Promise<SessionUser | null>;
  /** Revoke the session on the server and forget the token. Never throws. */
  signOut: () => Promise<void>;
}

interface State {
  status: SessionStatus;
  user: SessionUser | null;
}

const signedOut: State = { status: 'signed-out', user: null };

/** Every query about the signed-in account lives under this key, so signing out can drop them all. */
export const ACCOUNT_QUERY_KEY = ['account'] as const;

/*
 * The session for the whole app: the navbar, the home carousel, the route guards and the accounts
 * pages read it from here. It calls the API with plain lib/api.ts functions (no zod, no forms), so
 * that it adds little to the home page's first JavaScript.
 */
const SessionContext = createContext<Session | null>(null);

/**
 * `hydrating`: the page was rendered by the server, which knows nobody (it renders the public view
 * for every visitor). The first render must match it, so the session starts as 'loading' and is
 * settled right after, from the stored token.
 */
export function SessionProvider({
  children,
  hydrating = false,
}: {
  children: ReactNode;
  hydrating?: boolean;
}) {
  const [state, setState] = useState<State>(() =>
    hydrating || getAccessToken() ? { status: 'loading', user: null } : signedOut,
  );
  // Bumped by every change of who is signed in; an answer that arrives after a newer change is
  // dropped (a slow start-up check must not undo the sign-in that happened meanwhile).
  const generation = useRef(0);

  const settle = useCallback((ticket: number, user: SessionUser | null) => {
    if (ticket === generation.current) setState(user ? { status: 'signed-in', user } : signedOut);
  }, []);

  useEffect(() => {
    // The start-up answer is a transition: on a page the server rendered, parts may still be
    // waiting for their code to hydrate, and an urgent update above them would make React throw
    // their HTML away and show a spinner instead; a transition waits for them.
    const settleAtStart = (ticket: number, user: SessionUser | null) =>
      startTransition(() => settle(ticket, user));
    if (!getAccessToken()) {
      if (hydrating) settleAtStart(++generation.current, null);
      return;
    }
    const ticket = ++generation.current;
    import('./restore-session')
      .then(({ restoreSession }) => restoreSession())
      .then(
        (user) => settleAtStart(ticket, user),
        () => settleAtStart(ticket, null),
      );
  }, [settle, hydrating]);

  const completeSignIn = useCallback(
    async ({ remember, who }: CompleteSignInOptions) => {
      const ticket = ++generation.current;
      // A token of an earlier login must not speak for the session that was just opened, and
      // nothing kept offline for it may show for this one.
      clearAccessToken();
      await forgetPersonalAnswers();
      let identity = who;
      if (!identity) {
        const answer = await getSession({ token: null });
        if (!answer) throw new Error('The sign-in did not open a session.');
        identity = { email: answer.user.email, name: answer.user.name };
      }
      const { token, user: profile } = await requestToken(
        { email: identity.email, name: identity.name },
        identity.token ?? null,
      );
      setAccessToken(token, remember ? 'remembered' : 'browser-session');
      markBrowserSession();
      const user = userFromProfile(profile);
      settle(ticket, user);
      return user;
    },
    [settle],
  );

  const refresh = useCallback(async () => {
    if (!getAccessToken()) return null;
    const ticket = ++generation.current;
    const answer = await getSession();
    const user = answer ? userFromSession(answer.user) : null;
    if (!user) clearAccessToken();
    settle(ticket, user);
    await announceAccountChange('refreshed');
    return user;
  }, [settle]);

  const signOut = useCallback(async () => {
    const ticket = ++generation.current;
    const token = getAccessToken();
    // Revoked first, so that the old token is refused by the time the caller moves on.
    if (token) await signOutOnServer(token).catch(() => undefined);
    clearAccessToken();
    // Every answer kept offline for this person is gone before anyone else uses the device.
    await forgetPersonalAnswers();
    settle(ticket, null);
    await announceAccountChange('signed-out');
  }, [settle]);

  // Other tabs of this browser: signing out there signs out here; a new login there is read here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ACCESS_TOKEN_KEY && event.key !== null) return;
      if (getAccessToken()) {
        void refresh().catch(() => undefined);
      } else {
        settle(++generation.current, null);
        void announceAccountChange('signed-out');
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refresh, settle]);

  const session = useMemo<Session>(
    () => ({ ...state, completeSignIn, refresh, signOut }),
    [state, completeSignIn, refresh, signOut],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
}
