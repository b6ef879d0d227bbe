import { pageHref, pages, type PlainPageId } from '@tgde/contracts';

export interface DashboardMenuItem {
  page: PlainPageId;
  /** The page's address. */
  to: string;
  /** The page's title, unless the menu words it otherwise. */
  label: string;
  /** Shown with its unread count (admins' notifications). */
  countsUnread?: boolean;
}

const entry = (page: PlainPageId, label: string = pages[page].title): DashboardMenuItem => ({
  page,
  to: pageHref(page),
  label,
});

/** Every signed-in user's entries. */
export const USER_MENU: readonly DashboardMenuItem[] = [
  entry('profile', 'My Profile'),
  entry('myBookings'),
  entry('addImage', 'Add Image'),
  entry('addReview'),
];

/** What admins see in addition. */
export const ADMIN_MENU: readonly DashboardMenuItem[] = [
  // The operator's numbers: bookings and revenue by month, occupancy, top destinations.
  entry('overview'),
  entry('users'),
  entry('addDestination'),
  entry('manageDestinations'),
  { ...entry('notifications'), countsUnread: true },
  // Every booking with the money taken; an admin can cancel one with a full refund.
  entry('allBookings'),
  // Who comes on one day to one destination: a list to print or download.
  entry('departures'),
  // Mail that did not go out at once: being retried, or failed and waiting for a Retry.
  entry('mail'),
  // What admins did (the audit trail), newest first.
  entry('activity'),
  // Every review and photo with its author, to remove what breaks the rules.
  entry('moderation'),
];

export function dashboardMenu(isAdmin: boolean): DashboardMenuItem[] {
  return isAdmin ? [...USER_MENU, ...ADMIN_MENU] : [...USER_MENU];
}

/**
 * Whether a menu entry is the current page. My Profile also covers its update form, which belongs
 * to it; the others cover their own sub-pages (notification/{id} under Notifications, say).
 */
export function isCurrentEntry(item: DashboardMenuItem, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const own = item.to.toLowerCase();
  if (item.page === 'profile') return path === own || path === pageHref('profileUpdate').toLowerCase();
  return path === own || path.startsWith(`${own}/`);
}

/** The red badge next to Notifications: nothing at all until there is something unread. */
export function unreadBadge(count: number | undefined): string | null {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
