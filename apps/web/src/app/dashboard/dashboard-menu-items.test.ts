import { germanMessages } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import { dashboardMenu, isCurrentEntry, unreadBadge, USER_MENU } from './dashboard-menu-items';

describe('dashboardMenu', () => {
  it('shows every user the same four entries, and the admin ones (with Overview, All Bookings, Departures, Mail, Activity and Moderation) only to admins', () => {
    expect(dashboardMenu(false).map((i) => i.label)).toEqual([
      'My Profile',
      'My Bookings',
      'Add Image',
      'Add Review',
    ]);
    expect(dashboardMenu(true).map((i) => i.label)).toEqual([
      'My Profile',
      'My Bookings',
      'Add Image',
      'Add Review',
      'Overview',
      'Users',
      'Add New Destinations',
      'Manage Destinations',
      'Notifications',
      'All Bookings',
      'Departures',
      'Mail',
      'Activity',
      'Moderation',
    ]);
  });
});

describe('the menu labels', () => {
  it('have their German in the catalogue (DashboardMenu shows them through sentence)', () => {
    const german = germanMessages('web');
    expect(
      dashboardMenu(true)
        .filter((item) => !Object.hasOwn(german, item.label))
        .map((i) => i.label),
    ).toEqual([]);
  });
});

describe('unreadBadge', () => {
  it('shows nothing until something is unread', () => {
    expect(unreadBadge(undefined)).toBeNull();
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(3)).toBe('3');
    expect(unreadBadge(250)).toBe('99+');
  });
});

describe('isCurrentEntry', () => {
  const [profile, bookings] = USER_MENU;

  it('keeps My Profile current on its update form', () => {
    expect(isCurrentEntry(profile!, '/dashboard')).toBe(true);
    expect(isCurrentEntry(profile!, '/Dashboard/profileUpdate')).toBe(true);
    expect(isCurrentEntry(profile!, '/dashboard/booking')).toBe(false);
  });

  it('marks an entry and its sub-pages, not pages that merely start alike', () => {
    expect(isCurrentEntry(bookings!, '/dashboard/booking')).toBe(true);
    expect(isCurrentEntry(bookings!, '/dashboard/booking/')).toBe(true);
    expect(isCurrentEntry(bookings!, '/dashboard/bookingsX')).toBe(false);
  });
});
