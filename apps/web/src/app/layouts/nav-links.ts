import { pageHref, pages, type PlainPageId } from '@tgde/contracts';

export interface NavItem {
  to: string;
  label: string;
  /** Shown only to signed-in users. */
  signedInOnly?: boolean;
}

/** A page's link, named with its title. */
const navItem = (id: PlainPageId, signedInOnly?: true): NavItem => ({
  to: pageHref(id),
  label: pages[id].title,
  ...(signedInOnly && { signedInOnly }),
});

export const NAV_ITEMS: readonly NavItem[] = [
  navItem('home'),
  navItem('destinations'),
  navItem('gallery'),
  navItem('reviews'),
  navItem('profile', true),
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly);
}
