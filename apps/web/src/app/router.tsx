import { PAGE_IDS, pages, routerPath, type Locale, type PageId, pageHref } from '@tgde/contracts';
import { useRoutes, type RouteObject } from '../lib/router';
import { useT } from '../i18n/i18n-context';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layouts/root-layout';
import { pageViews } from './page-views';

/*
 * The guards of the signed-in pages, their layout and the fallbacks load with the first page that
 * needs them; every page is its own chunk (app/page-views.ts). The public pages arrive as HTML
 * rendered by the server, so a page's chunk only brings its markup to life (hydration) and nothing
 * waits for it to paint.
 */
const RequireAuth = lazyPage(() => import('../session/require-auth'), 'RequireAuth', ['account']);
const RequireVerified = lazyPage(() => import('../session/require-verified'), 'RequireVerified', ['account']);
const RequireAdmin = lazyPage(() => import('../session/require-admin'), 'RequireAdmin', ['account']);
const UnverifiedCard = lazyPage(
  () => import('../features/auth/components/unverified-card'),
  'UnverifiedCard',
  ['account'],
);
const DashboardLayout = lazyPage(() => import('./dashboard/dashboard-layout'), 'DashboardLayout');
const DashboardNotFound = lazyPage(() => import('./dashboard/dashboard-not-found'), 'DashboardNotFound');
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');

/** The dashboard's address: its pages live below it, in its layout. */
const DASHBOARD = pageHref('profile');
const inDashboard = (id: PageId) =>
  pages[id].path === DASHBOARD || pages[id].path.startsWith(`${DASHBOARD}/`);

/**
 * The route of one page in `locale`, its path relative to `base` (the address of the route it sits
 * in). German pages sit under the router's /de basename, some with German words (/impressum).
 */
function pageRoute(id: PageId, base: string, locale: Locale): RouteObject {
  const { Component } = pageViews[id];
  const element = <Component />;
  const path = routerPath(pages[id].path, locale);
  if (path === base) return { index: true, element };
  return { path: path.slice(base === '/' ? 1 : base.length + 1), element };
}

/** The signed-in pages among `ids`, under `base`: the verified ones, then the admins' behind RequireAdmin. */
function guardedRoutes(ids: PageId[], base: string, locale: Locale): RouteObject[] {
  const verified = ids
    .filter((id) => pages[id].access === 'verified')
    .map((id) => pageRoute(id, base, locale));
  const admin = ids.filter((id) => pages[id].access === 'admin').map((id) => pageRoute(id, base, locale));
  return admin.length > 0 ? [...verified, { element: <RequireAdmin />, children: admin }] : verified;
}

const publicIds = PAGE_IDS.filter((id) => pages[id].access === 'public');
const signedInIds = PAGE_IDS.filter((id) => pages[id].access !== 'public');

/*
 * Built from the table of pages. Matching ignores case (caseSensitive defaults to false), so /Login
 * and /login are the same page. The guards are layout routes: RequireAuth (signed in, else /login
 * and back), RequireVerified (a verified address, else the "not verified" card), RequireAdmin
 * (an administrator, else signed out). The dashboard's pages share its layout and side menu, which
 * shows even to an unverified account.
 *
 * The routes are read by lib/router.tsx (useRoutes inside BrowserRouter, or StaticRouter on the
 * server). The pages fetch their own data with TanStack Query, so routes need no loaders. Errors
 * while rendering a page are caught by the layout (RootLayout's error boundary).
 */
function routesFor(locale: Locale): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...publicIds.map((id) => pageRoute(id, '/', locale)),
        {
          element: <RequireAuth />,
          children: [
            {
              element: <RequireVerified unverified={UnverifiedCard} />,
              children: guardedRoutes(
                signedInIds.filter((id) => !inDashboard(id)),
                '/',
                locale,
              ),
            },
            {
              path: DASHBOARD.slice(1),
              element: <DashboardLayout />,
              children: [
                {
                  element: <RequireVerified unverified={UnverifiedCard} />,
                  children: [
                    ...guardedRoutes(signedInIds.filter(inDashboard), DASHBOARD, locale),
                    { path: '*', element: <DashboardNotFound /> },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** Each language's routes, made once. */
export const routes: Record<Locale, RouteObject[]> = { en: routesFor('en'), de: routesFor('de') };

/** The page for the current address; inside BrowserRouter in the browser, StaticRouter on the server. */
export function AppRoutes() {
  return useRoutes(routes[useT().locale]);
}
