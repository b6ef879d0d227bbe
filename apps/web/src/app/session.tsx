import { createContext, use, useMemo, type ReactNode } from 'react';

export interface SessionUser {
  name: string;
  email: string;
  image: string | null;
  role: 'user' | 'admin';
}

export interface Session {
  /** null while signed out. */
  user: SessionUser | null;
  signOut: () => Promise<void>;
}

/*
 * The seam between the public site and the accounts work: the navbar and the home carousel read
 * the session from here. For now nobody can sign in, so the provider always says "signed out";
 * the accounts feature replaces SessionProvider's body with the real session.
 */
const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useMemo<Session>(() => ({ user: null, signOut: async () => undefined }), []);
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
}
