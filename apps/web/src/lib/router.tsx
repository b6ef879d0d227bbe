/*
 * The app's router: addresses to pages, links and navigation, in the browser (BrowserRouter, on
 * the History API) and on the server (StaticRouter). It keeps React Router's names and behaviour
 * for the part of it this app used (its declarative mode), in about a tenth of its weight: every
 * page's first JavaScript carries it (docs/decisions/0012-own-router.md).
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { matchRoutes, type Params, type RouteObject } from './route-match';

export { matchRoutes, type Params, type RouteObject };

/** Where the app is, below the basename (/de for the German pages). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that came here passed along (`navigate(to, { state })`), else null. */
  state: unknown;
  key: string;
}

/** How the app came to its location: the first load and Back/Forward are POP. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  basename: string;
  navigate: NavigateFunction;
  /** The address as the last navigation wrote it, before the transition that shows it has rendered. */
  latestLocation: () => Location;
}

const RouterContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Outside BrowserRouter or StaticRouter');
  return router;
}

type Path = Pick<Location, 'pathname' | 'search' | 'hash'>;

function parsePath(path: string): Path {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const rest = hashAt < 0 ? path : path.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt < 0 ? rest : rest.slice(0, searchAt),
    search: searchAt < 0 ? '' : rest.slice(searchAt),
    hash,
  };
}

const pathOf = ({ pathname, search, hash }: Path) => `${pathname}${search}${hash}`;

/** `to` from `from`: `?…` and `#…` keep the page, other paths resolve as a link's href would. */
function resolve(to: string, from: Path): Path {
  if (to.startsWith('#')) return { ...from, hash: to };
  if (to.startsWith('?')) return { ...parsePath(to), pathname: from.pathname };
  if (to.startsWith('/')) return parsePath(to);
  const url = new URL(to, `http://app${from.pathname.endsWith('/') ? from.pathname : `${from.pathname}/`}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The address the browser shows for `path`: the basename before it (/de, not /de/, for the home page). */
function hrefOf(basename: string, path: Path): string {
  const pathname = !basename
    ? path.pathname
    : path.pathname === '/'
      ? basename
      : `${basename}${path.pathname}`;
  return `${pathname}${path.search}${path.hash}`;
}

/** The pathname below `basename`, which matches in any letter case. */
function stripBasename(pathname: string, basename: string): string {
  if (!basename || !pathname.toLowerCase().startsWith(basename.toLowerCase())) return pathname;
  const rest = pathname.slice(basename.length);
  return rest === '' ? '/' : rest.startsWith('/') ? rest : pathname;
}

interface HistoryEntry {
  usr?: unknown;
  key?: string;
}

function browserLocation(basename: string): Location {
  const entry = (window.history.state ?? {}) as HistoryEntry;
  return {
    pathname: stripBasename(window.location.pathname, basename),
    search: window.location.search,
    hash: window.location.hash,
    state: entry.usr ?? null,
    key: entry.key ?? 'default',
  };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The router of the browser. A navigation writes the address at once; the page it shows follows in
 * a transition, so a page that is still loading keeps the old one on screen instead of a spinner.
 */
export function BrowserRouter({ basename = '', children }: { basename?: string; children: ReactNode }) {
  const [current, setCurrent] = useState(() => ({
    location: browserLocation(basename),
    navigationType: 'POP' as NavigationType,
  }));
  // The newest location, ahead of a transition that has not rendered yet.
  const latest = useRef(current.location);

  useLayoutEffect(() => {
    const onPop = () => {
      latest.current = browserLocation(basename);
      const location = latest.current;
      startTransition(() => setCurrent({ location, navigationType: 'POP' }));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [basename]);

  const navigate = useCallback<NavigateFunction>(
    (to, options = {}) => {
      const path = resolve(to, latest.current);
      const replace = options.replace ?? false;
      const location: Location = { ...path, state: options.state ?? null, key: newKey() };
      const entry: HistoryEntry = { usr: location.state, key: location.key };
      if (replace) window.history.replaceState(entry, '', hrefOf(basename, path));
      else window.history.pushState(entry, '', hrefOf(basename, path));
      latest.current = location;
      const navigationType: NavigationType = replace ? 'REPLACE' : 'PUSH';
      startTransition(() => setCurrent({ location, navigationType }));
    },
    [basename],
  );

  const latestLocation = useCallback(() => latest.current, []);
  const router = useMemo(
    () => ({ ...current, basename, navigate, latestLocation }),
    [current, basename, navigate, latestLocation],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

function refuseNavigation(): void {
  throw new Error('The server renders one address and cannot navigate');
}

/** The router of the server's renderer: one address (with its basename), no navigation. */
export function StaticRouter({
  location,
  basename = '',
  children,
}: {
  location: string;
  basename?: string;
  children: ReactNode;
}) {
  const router = useMemo<RouterState>(() => {
    const path = parsePath(location);
    const only: Location = {
      ...path,
      pathname: stripBasename(path.pathname, basename),
      state: null,
      key: 'default',
    };
    return {
      location: only,
      navigationType: 'POP',
      basename,
      navigate: refuseNavigation,
      latestLocation: () => only,
    };
  }, [location, basename]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().navigationType;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
/**
 * Reads the address as navigations have last written it. A handler that decides its navigation by
 * the address needs this: what useLocation gives it may still be the page on screen while the next
 * one renders, and a second navigation decided on that would add a history entry twice.
 */
export const useLatestLocation = (): (() => Location) => useRouter().latestLocation;
export const useParams = (): Params => useContext(RouteContext).params;

/** The page of a layout route: what the address shows inside it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** The page for the current address, inside its layouts; null when no route matches. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext.Provider value={{ outlet, params }}>{route.element ?? outlet}</RouteContext.Provider>
    ),
    null,
  );
}

/** Goes to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

/** The search part of the address, and a way to change it (a navigation to `?…`). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => navigate(`?${next.toString()}`, options),
    [navigate],
  );
  return [params, setParams];
}

const isExternal = (to: string) => /^(?:[a-z][a-z\d+\-.]*:|\/\/)/i.test(to);

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An anchor whose plain left click navigates inside the app; a click with a modifier key, or on a
 * link for another window or another site, is left to the browser.
 */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const { basename, location, navigate } = useRouter();
  const href = isExternal(to) ? to : hrefOf(basename, resolve(to, location));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      isExternal(to)
    )
      return;
    event.preventDefault();
    // A link to where the app already is replaces the entry: pressing it twice needs no two Backs.
    navigate(to, { replace: replace ?? pathOf(resolve(to, location)) === pathOf(location), state });
  };
  return <a {...anchor} href={href} target={target} onClick={follow} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this very address, not on the addresses below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A Link that knows when its page is the one shown: `aria-current="page"` and its own class. */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const { location } = useRouter();
  const current = location.pathname.toLowerCase();
  const own = resolve(link.to, location).pathname.toLowerCase();
  const base = own !== '/' && own.endsWith('/') ? own.slice(0, -1) : own;
  const isActive =
    current === own || (!end && current.startsWith(base) && current.charAt(base.length) === '/');
  return (
    <Link
      {...link}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
