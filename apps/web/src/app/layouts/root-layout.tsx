import { Suspense, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useSignOutOnAuthFailure } from '../../session/use-sign-out-on-auth-failure';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useFocusOnNavigate } from './use-focus-on-navigate';

export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigate(mainRef);
  useSignOutOnAuthFailure();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="btn btn-primary sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        Skip to main content
      </a>
      <Navbar />
      {/*
       * At least a screen tall (less the navbar), so that the footer starts below the fold and does
       * not jump when a lazy page or its data replaces a spinner (no layout shift).
       */}
      <main id="main" ref={mainRef} tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1">
        {/* Lazy pages load inside the layout, so the navbar and footer never disappear. */}
        <Suspense fallback={<Spinner label="Loading page" className="py-24" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
