import { type PageId } from '@tgde/contracts';
import { type ComponentType, type LazyExoticComponent } from 'react';
import { type PageData } from '../lib/page-data';
import { type MessageGroup } from '../i18n/catalogue';
import { lazyPage } from './lazy-page';

/** How the web app draws one page of @tgde/contracts' `pages` table. */
export interface PageView {
  /** The page, in its own chunk: the first JavaScript carries none of them. */
  Component: LazyExoticComponent<ComponentType>;
  /** Only for the pages the server renders: fetches what they show (their module's PageData). */
  data?: PageData;
}

type PageModule<Name extends string> = Record<Name, ComponentType>;

/** A page the browser draws: the module that exports it and the export's name. */
function page<Name extends string>(
  load: () => Promise<PageModule<Name>>,
  name: Name,
  messages: MessageGroup[],
): PageView {
  return { Component: lazyPage(load, name, messages) };
}

/**
 * A page the server renders with its data: its module exports the component and, next to it,
 * the PageData that fetches what the page shows, so the two cannot drift apart. The server loads
 * the module to read it; the browser never calls it, and no chunk more is made for it.
 */
function rendered<Name extends string, Data extends string>(
  load: () => Promise<PageModule<Name> & Record<Data, PageData>>,
  name: Name,
  data: Data,
  messages: MessageGroup[],
): PageView {
  return {
    Component: lazyPage(load, name, messages),
    data: async (client, url) => {
      await (await load())[data](client, url);
    },
  };
}

/**
 * Every page's component, by the id of its entry in `pages` (path, title, description and access
 * live there, where the server reads them too). A page in `pages` without a view here does not
 * compile.
 */
export const pageViews: Record<PageId, PageView> = {
  // Home shows the catalogue's and the gallery's previews: their texts are in web-home.json too, so
  // that home need not load the whole catalogue group.
  home: rendered(() => import('./routes/home-page'), 'HomePage', 'homePageData', ['home']),
  destinations: rendered(
    () => import('../features/destinations/destinations-page'),
    'DestinationsPage',
    'destinationsPageData',
    ['rules', 'catalogue'],
  ),
  reviews: rendered(() => import('../features/reviews/reviews-page'), 'ReviewsPage', 'reviewsPageData', [
    'rules',
    'catalogue',
  ]),
  imprint: rendered(() => import('../features/legal/imprint-page'), 'ImprintPage', 'imprintPageData', [
    'legal',
  ]),
  privacy: rendered(() => import('../features/legal/privacy-page'), 'PrivacyPage', 'privacyPageData', [
    'legal',
  ]),
  // The terms quote the labels of My Bookings' and the payment page's buttons (lib/booking-terms.ts).
  terms: rendered(() => import('../features/legal/terms-page'), 'TermsPage', 'termsPageData', [
    'legal',
    'rules',
    'bookings',
  ]),
  // Accounts: every page is its own chunk, so none of it (nor zod and react-hook-form) weighs on home.
  login: page(() => import('../features/auth/login-page'), 'LoginPage', ['rules', 'account']),
  register: page(() => import('../features/auth/register-page'), 'RegisterPage', ['rules', 'account']),
  forgotPassword: page(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage', [
    'rules',
    'account',
  ]),
  resetPassword: page(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage', [
    'rules',
    'account',
  ]),
  verifyEmail: page(() => import('../features/auth/verify-email-page'), 'VerifyEmailPage', [
    'rules',
    'account',
  ]),
  googleCallback: page(() => import('../features/auth/google-callback-page'), 'GoogleCallbackPage', [
    'rules',
    'account',
  ]),

  destinationDetail: page(
    () => import('../features/destination-detail/destination-detail-page'),
    'DestinationDetailPage',
    ['rules', 'catalogue', 'bookings'],
  ),
  gallery: page(() => import('../features/gallery/gallery-page'), 'GalleryPage', ['rules', 'catalogue']),

  profile: page(() => import('../features/profile/profile-page'), 'ProfilePage', [
    'rules',
    'account',
    'bookings',
  ]),
  profileUpdate: page(() => import('../features/profile/profile-update-page'), 'ProfileUpdatePage', [
    'rules',
    'account',
  ]),
  addImage: page(() => import('../features/add-image/add-image-page'), 'AddImagePage', [
    'rules',
    'catalogue',
  ]),
  myBookings: page(() => import('../features/bookings/my-bookings-page'), 'MyBookingsPage', [
    'rules',
    'bookings',
  ]),
  addReview: page(() => import('../features/add-review/add-review-page'), 'AddReviewPage', [
    'rules',
    'catalogue',
  ]),
  payment: page(() => import('../features/payment/payment-page'), 'PaymentPage', ['rules', 'bookings']),

  users: page(() => import('../features/admin-users/users-page'), 'UsersPage', ['rules', 'admin']),
  addDestination: page(
    () => import('../features/admin-destinations/add-destination-page'),
    'AddDestinationPage',
    ['rules', 'admin'],
  ),
  editDestination: page(
    () => import('../features/admin-destinations/edit-destination-page'),
    'EditDestinationPage',
    ['rules', 'admin'],
  ),
  manageDestinations: page(
    () => import('../features/admin-destinations/manage-destinations-page'),
    'ManageDestinationsPage',
    ['rules', 'admin'],
  ),
  notifications: page(
    () => import('../features/admin-notifications/notifications-page'),
    'NotificationsPage',
    ['rules', 'admin'],
  ),
  notification: page(() => import('../features/admin-notifications/notification-page'), 'NotificationPage', [
    'rules',
    'admin',
  ]),
  allBookings: page(() => import('../features/admin-bookings/all-bookings-page'), 'AllBookingsPage', [
    'rules',
    'admin',
  ]),
  departures: page(() => import('../features/admin-departures/departures-page'), 'DeparturesPage', [
    'rules',
    'admin',
  ]),
  // recharts loads with this page's chunk only.
  overview: page(() => import('../features/admin-overview/overview-page'), 'OverviewPage', [
    'rules',
    'admin',
  ]),
  mail: page(() => import('../features/admin-mail/mail-page'), 'MailPage', ['rules', 'admin']),
  activity: page(() => import('../features/admin-activity/activity-page'), 'ActivityPage', [
    'rules',
    'admin',
  ]),
  moderation: page(() => import('../features/admin-moderation/moderation-page'), 'ModerationPage', [
    'rules',
    'admin',
  ]),
};
