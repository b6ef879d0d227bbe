/*
 * The web app's pages: their addresses, names and descriptions. The router (apps/web), the server's
 * renderer of the public pages and the server's <head> tags all read this table, so adding a page is
 * one entry here and its component in apps/web/src/app/page-views.ts (a type error until it has
 * one). It holds no React, so the server reads it without the web app.
 */

/**
 * Who may open a page. `verified`: signed in with a verified e-mail address (others see the sign-in
 * page, or the "not verified" card); `admin`: a verified administrator (others are signed out).
 */
export type PageAccess = 'public' | 'verified' | 'admin';

export interface PageDefinition {
  /**
   * The address, as the web's router reads it (`:id` is a parameter). Letters match in any case. The
   * dashboard's pages live under /dashboard, inside its layout and side menu.
   */
  path: string;
  /**
   * The page's own address on German pages (under /de), where it is not `path`: the legal pages
   * carry the German words a German reader looks for. locale.ts and pageHref read it.
   */
  germanPath?: string;
  /** The page's name: its title is `pageTitle(title)`; a page whose name depends on data starts with it. */
  title: string;
  /**
   * What the page offers, for search engines and link previews. The pages without one (accounts,
   * the dashboard) are not meant to be found or shared: their HTML carries the site's own title and
   * description, and the page names itself once it runs.
   */
  description?: string;
  access: PageAccess;
}

/** The site as a whole, for its home page and the pages that carry no description of their own. */
export const SITE_DESCRIPTION =
  "Travel Guide DE: discover German cities, browse travelers' photos and reviews, and book your next tour in Germany.";

export const pages = {
  home: { path: '/', title: 'Home', description: SITE_DESCRIPTION, access: 'public' },
  destinations: {
    path: '/destination',
    title: 'Destination',
    description:
      'Search, compare and book tours to German cities: filter by price and rating, sort, and see every destination on a map of Germany.',
    access: 'public',
  },
  reviews: {
    path: '/reviews',
    title: 'Reviews',
    description:
      'What travelers say about their tours with Travel Guide DE: ratings and reviews of German destinations.',
    access: 'public',
  },
  // The pages German law asks for (and the terms a booking is made under); every footer links them.
  imprint: {
    path: '/imprint',
    germanPath: '/impressum',
    title: 'Imprint',
    description: 'Who runs Travel Guide DE: the operator, their address and how to reach them.',
    access: 'public',
  },
  privacy: {
    path: '/privacy',
    germanPath: '/datenschutz',
    title: 'Privacy notice',
    description:
      'What personal data Travel Guide DE keeps, why and for how long, who receives it, and your rights.',
    access: 'public',
  },
  terms: {
    path: '/terms',
    germanPath: '/agb',
    title: 'Booking terms',
    description:
      'The terms of a booking with Travel Guide DE: price and payment, unpaid bookings, cancellation and refunds.',
    access: 'public',
  },
  login: { path: '/login', title: 'Login', access: 'public' },
  register: { path: '/register', title: 'Register', access: 'public' },
  forgotPassword: { path: '/resetPassword', title: 'Password Reset', access: 'public' },
  // The pages that the e-mails and Google's redirect lead to.
  resetPassword: { path: '/reset-password', title: 'New Password', access: 'public' },
  verifyEmail: { path: '/verify-email', title: 'Verify Email', access: 'public' },
  googleCallback: { path: '/auth/callback', title: 'Login', access: 'public' },

  // The destination's own name replaces the title once it has loaded.
  destinationDetail: { path: '/destination/:id', title: 'Destination', access: 'verified' },
  gallery: {
    path: '/gallery',
    title: 'Gallery',
    description: "Travelers' photos of Germany, shared on Travel Guide DE.",
    access: 'verified',
  },

  profile: { path: '/dashboard', title: 'Dashboard', access: 'verified' },
  profileUpdate: { path: '/dashboard/profileUpdate', title: 'Update Profile', access: 'verified' },
  addImage: { path: '/dashboard/addImage', title: 'Upload Image', access: 'verified' },
  myBookings: { path: '/dashboard/booking', title: 'My Bookings', access: 'verified' },
  addReview: { path: '/dashboard/addReview', title: 'Add Review', access: 'verified' },
  payment: { path: '/dashboard/payment/:id', title: 'Payment', access: 'verified' },

  users: { path: '/dashboard/users', title: 'Users', access: 'admin' },
  addDestination: { path: '/dashboard/addDestination', title: 'Add New Destinations', access: 'admin' },
  editDestination: { path: '/dashboard/editDestination/:id', title: 'Edit Destination', access: 'admin' },
  manageDestinations: {
    path: '/dashboard/manageDestinations',
    title: 'Manage Destinations',
    access: 'admin',
  },
  notifications: { path: '/dashboard/notifications', title: 'Notifications', access: 'admin' },
  // The message's subject replaces the title once it has loaded.
  notification: { path: '/dashboard/notification/:id', title: 'Notification', access: 'admin' },
  allBookings: { path: '/dashboard/allBookings', title: 'All Bookings', access: 'admin' },
  departures: { path: '/dashboard/departures', title: 'Departures', access: 'admin' },
  overview: { path: '/dashboard/overview', title: 'Overview', access: 'admin' },
  mail: { path: '/dashboard/mail', title: 'Mail', access: 'admin' },
  activity: { path: '/dashboard/activity', title: 'Activity', access: 'admin' },
  moderation: { path: '/dashboard/moderation', title: 'Moderation', access: 'admin' },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof pages;

export const PAGE_IDS = Object.keys(pages) as PageId[];

/** The page an address shows, with its parameters as the address writes them (not decoded). */
export interface FoundPage {
  id: PageId;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matchPath(pattern: string, segments: readonly string[]): Record<string, string> | undefined {
  const parts = segmentsOf(pattern);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return params;
}

/**
 * Which page `pathname` shows, matched as the router matches: letters in any case, trailing
 * slashes ignored, a fixed address before one with parameters. Undefined for an unknown address.
 */
export function findPage(pathname: string): FoundPage | undefined {
  const segments = segmentsOf(pathname);
  let found: FoundPage | undefined;
  for (const id of PAGE_IDS) {
    const params = matchPath(pages[id].path, segments);
    if (params && (!found || Object.keys(params).length < Object.keys(found.params).length)) {
      found = { id, params };
    }
  }
  return found;
}
