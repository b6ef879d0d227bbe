import { useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layouts/root-layout';

/*
 * Every page is its own chunk, home included: the first JavaScript is React, the router, the query
 * client and the layout. The public pages arrive as HTML rendered by the server, so a page's chunk
 * only brings its markup to life (hydration) and nothing waits for it to paint. The guards of the
 * signed-in pages load with the first of those pages.
 */
const HomePage = lazyPage(() => import('./routes/home-page'), 'HomePage');
const RequireAuth = lazyPage(() => import('../session/require-auth'), 'RequireAuth');
const RequireVerified = lazyPage(() => import('../session/require-verified'), 'RequireVerified');
const RequireAdmin = lazyPage(() => import('../session/require-admin'), 'RequireAdmin');

const DestinationsPage = lazyPage(
  () => import('../features/destinations/destinations-page'),
  'DestinationsPage',
);
const ReviewsPage = lazyPage(() => import('../features/reviews/reviews-page'), 'ReviewsPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');
const GalleryPage = lazyPage(() => import('../features/gallery/gallery-page'), 'GalleryPage');
const DestinationDetailPage = lazyPage(
  () => import('../features/destination-detail/destination-detail-page'),
  'DestinationDetailPage',
);

// Accounts: every page is its own chunk, so none of it (nor zod and react-hook-form) weighs on home.
const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/register-page'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/verify-email-page'), 'VerifyEmailPage');
const GoogleCallbackPage = lazyPage(
  () => import('../features/auth/google-callback-page'),
  'GoogleCallbackPage',
);

const DashboardLayout = lazyPage(() => import('./dashboard/dashboard-layout'), 'DashboardLayout');
const DashboardNotFound = lazyPage(() => import('./dashboard/dashboard-not-found'), 'DashboardNotFound');
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'), 'ProfilePage');
const ProfileUpdatePage = lazyPage(
  () => import('../features/profile/profile-update-page'),
  'ProfileUpdatePage',
);
const AddImagePage = lazyPage(() => import('../features/add-image/add-image-page'), 'AddImagePage');
const MyBookingsPage = lazyPage(() => import('../features/bookings/my-bookings-page'), 'MyBookingsPage');
const PaymentPage = lazyPage(() => import('../features/payment/payment-page'), 'PaymentPage');
const AddReviewPage = lazyPage(() => import('../features/add-review/add-review-page'), 'AddReviewPage');
const UsersPage = lazyPage(() => import('../features/admin-users/users-page'), 'UsersPage');
const AddDestinationPage = lazyPage(
  () => import('../features/admin-destinations/add-destination-page'),
  'AddDestinationPage',
);
const EditDestinationPage = lazyPage(
  () => import('../features/admin-destinations/edit-destination-page'),
  'EditDestinationPage',
);
const ManageDestinationsPage = lazyPage(
  () => import('../features/admin-destinations/manage-destinations-page'),
  'ManageDestinationsPage',
);
const NotificationsPage = lazyPage(
  () => import('../features/admin-notifications/notifications-page'),
  'NotificationsPage',
);
const NotificationPage = lazyPage(
  () => import('../features/admin-notifications/notification-page'),
  'NotificationPage',
);
const AllBookingsPage = lazyPage(
  () => import('../features/admin-bookings/all-bookings-page'),
  'AllBookingsPage',
);
const UnverifiedCard = lazyPage(
  () => import('../features/auth/components/unverified-card'),
  'UnverifiedCard',
);

/*
 * SPEC.md §2. Matching ignores case (caseSensitive defaults to false), so /Login and /login are the
 * same page, as CONTRACT.md requires. The guards are layout routes: RequireAuth (signed in, else
 * /login and back), RequireVerified (else the "not verified" card), RequireAdmin (else signed out).
 *
 * The routes are declared for React Router's declarative mode (useRoutes inside BrowserRouter, or
 * StaticRouter on the server): the pages fetch their own data with TanStack Query, so the data
 * router's loaders would go unused, and leaving it out keeps about 17 KB gzipped off every page.
 * Errors while rendering a page are caught by the layout (RootLayout's error boundary).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        children: [
          { index: true, element: <HomePage /> },
          { path: 'destination', element: <DestinationsPage /> },
          { path: 'reviews', element: <ReviewsPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'resetPassword', element: <ForgotPasswordPage /> },
          // The pages that the e-mails and Google's redirect lead to.
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'auth/callback', element: <GoogleCallbackPage /> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <RequireVerified unverified={UnverifiedCard} />,
                children: [
                  { path: 'destination/:id', element: <DestinationDetailPage /> },
                  { path: 'gallery', element: <GalleryPage /> },
                ],
              },
              {
                path: 'dashboard',
                element: <DashboardLayout />,
                children: [
                  {
                    // SPEC.md §6: the dashboard's pages are for verified accounts; the menu shows anyway.
                    element: <RequireVerified unverified={UnverifiedCard} />,
                    children: [
                      { index: true, element: <ProfilePage /> },
                      { path: 'profileUpdate', element: <ProfileUpdatePage /> },
                      { path: 'addImage', element: <AddImagePage /> },
                      { path: 'booking', element: <MyBookingsPage /> },
                      { path: 'addReview', element: <AddReviewPage /> },
                      { path: 'payment/:id', element: <PaymentPage /> },
                      {
                        element: <RequireAdmin />,
                        children: [
                          { path: 'users', element: <UsersPage /> },
                          { path: 'addDestination', element: <AddDestinationPage /> },
                          { path: 'editDestination/:id', element: <EditDestinationPage /> },
                          { path: 'manageDestinations', element: <ManageDestinationsPage /> },
                          { path: 'notifications', element: <NotificationsPage /> },
                          { path: 'notification/:id', element: <NotificationPage /> },
                          { path: 'allBookings', element: <AllBookingsPage /> },
                        ],
                      },
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
    ],
  },
];

/** The page for the current address; inside BrowserRouter in the browser, StaticRouter on the server. */
export function AppRoutes() {
  return useRoutes(routes);
}
