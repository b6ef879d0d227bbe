import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { SessionProvider } from '../session/session';
import { Toaster } from './toaster';

export interface ProvidersProps {
  children: ReactNode;
  /** The page's HTML came from the server: the first render must be the one the server made. */
  hydrating: boolean;
}

/** What every page has: the session and the toasts. The pages' data has its own layer (query-layer). */
export function Providers({ children, hydrating }: ProvidersProps) {
  // Toasts exist only in the browser, after the page has come to life: the server renders none.
  // A transition, so that parts of a server-rendered page still waiting to hydrate are left be.
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  return (
    <SessionProvider hydrating={hydrating}>
      {children}
      {live && <Toaster />}
    </SessionProvider>
  );
}
