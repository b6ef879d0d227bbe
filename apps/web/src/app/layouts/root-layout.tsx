import { lazy, Suspense, useRef } from 'react';
import { Outlet, useLocation } from '../../lib/router';
import { Spinner } from '../../components/ui/spinner';
import { GermanOffer } from '../../i18n/german-offer';
import { useT } from '../../i18n/i18n-context';
import { useSignOutOnAuthFailure } from '../../session/use-sign-out-on-auth-failure';
import { RouteErrorBoundary } from '../route-error';
import { Navbar } from './navbar';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import { useScrollToTopOnNavigate } from './use-scroll-to-top-on-navigate';

// Below the fold on every page (main is at least a screen tall), with the newsletter form: it can
// arrive after the first JavaScript. On server-rendered pages its HTML is there from the start.
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));
const QueryLayer = lazy(async () => ({ default: (await import('../query-layer')).QueryLayer }));

export function RootLayout() {
  const { t } = useT();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useFocusOnNavigate(mainRef);
  useScrollToTopOnNavigate();
  useSignOutOnAuthFailure();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="btn btn-primary sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        {t('Skip to main content')}
      </a>
      <GermanOffer />
      <Navbar />
      {/*
       * At least a screen tall (less the navbar), so that the footer starts below the fold and does
       * not jump when a lazy page or its data replaces a spinner (no layout shift).
       */}
      <main id="main" ref={mainRef} tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1">
        {/* Lazy pages load and fail inside the layout, so the navbar and footer never disappear. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner label={t('Loading page')} className="py-24" />}>
            <QueryLayer>
              <Outlet />
            </QueryLayer>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
