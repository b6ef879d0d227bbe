import { createBrowserRouter } from 'react-router';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';
import { HomePage } from './routes/home-page';

const DestinationsPage = lazyPage(
  () => import('../features/destinations/destinations-page'),
  'DestinationsPage',
);
const ReviewsPage = lazyPage(() => import('../features/reviews/reviews-page'), 'ReviewsPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');
// The screens that the next issues build; until then they all show the same placeholder.
const ComingSoonPage = lazyPage(() => import('../features/placeholder/coming-soon-page'), 'ComingSoonPage');

/*
 * SPEC.md §2. Matching ignores case (caseSensitive defaults to false), so /Login and /login are the
 * same page, as CONTRACT.md requires.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        // Errors render inside the layout, so the navbar stays usable.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'destination', element: <DestinationsPage /> },
          { path: 'reviews', element: <ReviewsPage /> },
          { path: 'destination/:id', element: <ComingSoonPage page="Destination" /> },
          { path: 'gallery', element: <ComingSoonPage page="Gallery" /> },
          { path: 'login', element: <ComingSoonPage page="Login" /> },
          { path: 'register', element: <ComingSoonPage page="Register" /> },
          { path: 'resetPassword', element: <ComingSoonPage page="Password Reset" /> },
          { path: 'dashboard/*', element: <ComingSoonPage page="Dashboard" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
