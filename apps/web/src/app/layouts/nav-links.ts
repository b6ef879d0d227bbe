export interface NavItem {
  to: string;
  label: string;
  /** Shown only to signed-in users. */
  signedInOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/destination', label: 'Destination' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/dashboard', label: 'Dashboard', signedInOnly: true },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly);
}
