export interface DashboardMenuItem {
  /** Relative to /dashboard; '' is the profile card. */
  to: string;
  label: string;
  /** Shown with its unread count (admins' notifications). */
  countsUnread?: boolean;
}

/** Every signed-in user's entries. */
export const USER_MENU: readonly DashboardMenuItem[] = [
  { to: '', label: 'My Profile' },
  { to: 'booking', label: 'My Bookings' },
  { to: 'addImage', label: 'Add Image' },
  { to: 'addReview', label: 'Add Review' },
];

/** What admins see in addition. */
export const ADMIN_MENU: readonly DashboardMenuItem[] = [
  // The operator's numbers: bookings and revenue by month, occupancy, top destinations.
  { to: 'overview', label: 'Overview' },
  { to: 'users', label: 'Users' },
  { to: 'addDestination', label: 'Add New Destinations' },
  { to: 'manageDestinations', label: 'Manage Destinations' },
  { to: 'notifications', label: 'Notifications', countsUnread: true },
  // Every booking with the money taken; an admin can cancel one with a full refund.
  { to: 'allBookings', label: 'All Bookings' },
  // Who comes on one day to one destination: a list to print or download.
  { to: 'departures', label: 'Departures' },
  // Mail that did not go out at once: being retried, or failed and waiting for a Retry.
  { to: 'mail', label: 'Mail' },
  // What admins did (the audit trail), newest first.
  { to: 'activity', label: 'Activity' },
  // Every review and photo with its author, to remove what breaks the rules.
  { to: 'moderation', label: 'Moderation' },
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
  if (item.to === '') return path === '/dashboard' || path === '/dashboard/profileupdate';
  const own = `/dashboard/${item.to.toLowerCase()}`;
  return path === own || path.startsWith(`${own}/`);
}

/** The red badge next to Notifications: nothing at all until there is something unread. */
export function unreadBadge(count: number | undefined): string | null {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
