import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Link,
  NavLink,
  Outlet,
  StaticRouter,
  useLocation,
  useParams,
  useRoutes,
  useSearchParams,
} from './router';

function Where() {
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  return <i>{`${pathname}${search} q=${params.get('q') ?? ''} id=${useParams().id ?? ''}`}</i>;
}

function Table() {
  return useRoutes([
    {
      element: (
        <main>
          <Outlet />
        </main>
      ),
      children: [{ path: 'destination/:id', element: <Where /> }],
    },
  ]);
}

const render = (location: string, node: React.ReactNode, basename?: string) =>
  renderToString(
    <StaticRouter location={location} basename={basename}>
      {node}
    </StaticRouter>,
  );

describe('router', () => {
  it('renders the page of the address inside its layout, with its parameters and search', () => {
    expect(render('/destination/m1?q=x', <Table />)).toBe(
      '<main><i>/destination/m1?q=x q=x id=m1</i></main>',
    );
    expect(render('/nowhere', <Table />)).toBe('');
    expect(render('/de/destination/m1', <Table />, '/de')).toBe(
      '<main><i>/destination/m1 q= id=m1</i></main>',
    );
  });

  it('writes links below the basename, the German home page as /de', () => {
    expect(render('/', <Link to="/reviews?page=2">r</Link>, '/de')).toBe(
      '<a href="/de/reviews?page=2">r</a>',
    );
    expect(render('/', <Link to="/">h</Link>, '/de')).toBe('<a href="/de">h</a>');
    expect(render('/destination', <Link to="?q=k">s</Link>)).toBe('<a href="/destination?q=k">s</a>');
    expect(render('/', <Link to="https://example.org/x">e</Link>, '/de')).toBe(
      '<a href="https://example.org/x">e</a>',
    );
  });

  it('marks the link of the page shown, and of the pages below it unless `end`', () => {
    const nav = (
      <>
        <NavLink to="/dashboard" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          d
        </NavLink>
        <NavLink to="/" end>
          h
        </NavLink>
      </>
    );
    expect(render('/Dashboard/bookings', nav)).toBe(
      '<a aria-current="page" class="on" href="/dashboard">d</a><a href="/">h</a>',
    );
    expect(render('/', nav)).toBe(
      '<a class="off" href="/dashboard">d</a><a aria-current="page" href="/">h</a>',
    );
  });
});
