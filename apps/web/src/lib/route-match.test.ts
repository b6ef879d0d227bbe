import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from './route-match';

const layout: RouteObject = { element: 'layout' };
const routes: RouteObject[] = [
  {
    ...layout,
    children: [
      { index: true, element: 'home' },
      { path: '*', element: 'not found' },
      { path: 'destination/:id', element: 'detail' },
      { path: 'destination/new', element: 'new' },
      { path: 'destination', element: 'list' },
      {
        path: 'dashboard',
        element: 'dashboard',
        children: [
          { index: true, element: 'profile' },
          { path: 'bookings', element: 'bookings' },
          { path: '*', element: 'dashboard not found' },
        ],
      },
    ],
  },
];

const shown = (pathname: string) => matchRoutes(routes, pathname)?.map(({ route }) => route.element);

describe('matchRoutes', () => {
  it('finds the chain of layouts and the page, outermost first', () => {
    expect(shown('/')).toEqual(['layout', 'home']);
    expect(shown('/destination')).toEqual(['layout', 'list']);
    expect(shown('/dashboard')).toEqual(['layout', 'dashboard', 'profile']);
    expect(shown('/dashboard/bookings')).toEqual(['layout', 'dashboard', 'bookings']);
  });

  it('prefers a fixed word to a parameter and a parameter to the catch-all, whatever the order', () => {
    expect(shown('/destination/new')).toEqual(['layout', 'new']);
    expect(shown('/destination/abc')).toEqual(['layout', 'detail']);
    expect(shown('/nowhere/at/all')).toEqual(['layout', 'not found']);
    expect(shown('/dashboard/nowhere')).toEqual(['layout', 'dashboard', 'dashboard not found']);
  });

  it('ignores letter case and trailing slashes', () => {
    expect(shown('/DESTINATION/')).toEqual(['layout', 'list']);
    expect(shown('/Dashboard/Bookings')).toEqual(['layout', 'dashboard', 'bookings']);
  });

  it('answers the parameters decoded, and the rest of the address for the catch-all', () => {
    expect(matchRoutes(routes, '/destination/M%C3%BCnchen')?.at(-1)?.params).toEqual({ id: 'München' });
    expect(matchRoutes(routes, '/dashboard/a/b')?.at(-1)?.params).toEqual({ '*': 'a/b' });
    // A broken escape is kept as written rather than failing the page.
    expect(matchRoutes(routes, '/destination/%E0%A4%A')?.at(-1)?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('answers null when nothing matches', () => {
    expect(matchRoutes([{ path: 'only' }], '/other')).toBeNull();
    expect(matchRoutes([{ element: 'layout without pages' }], '/')).toBeNull();
  });
});
