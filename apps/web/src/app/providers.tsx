import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { subscribeToToasts, toastsWanted } from '../lib/notify';
import { SessionProvider } from '../session/session';
import { useUpdateWaiting } from './app-update-store';
import { Toaster } from './toaster';

// Loaded only when a new version waits: most visits never show it.
const AppUpdateBanner = lazy(async () => ({
  default: (await import('./app-update-banner')).AppUpdateBanner,
}));

export interface ProvidersProps {
  children: ReactNode;
  /** The page's HTML came from the server: the first render must be the one the server made. */
  hydrating: boolean;
}

/**
 * What every page has: the session, the toasts and the new-version banner. The pages' data has its
 * own layer (query-layer).
 */
export function Providers({ children, hydrating }: ProvidersProps) {
  // Toasts exist only in the browser, after the page has come to life: the server renders none.
  // A transition, so that parts of a server-rendered page still waiting to hydrate are left be.
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  // The container mounts with the first toast (lib/notify.ts says why); that toast waits in
  // react-toastify's own queue until it has.
  const toasts = useSyncExternalStore(subscribeToToasts, toastsWanted, () => false);
  const updateWaiting = useUpdateWaiting();
  return (
    <SessionProvider hydrating={hydrating}>
      {children}
      {live && toasts && <Toaster />}
      {live && updateWaiting && (
        <Suspense fallback={null}>
          <AppUpdateBanner />
        </Suspense>
      )}
    </SessionProvider>
  );
}
