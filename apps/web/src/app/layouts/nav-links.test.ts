import { germanMessages } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, visibleNavItems } from './nav-links';

describe('visibleNavItems', () => {
  it('shows the public links to visitors', () => {
    expect(visibleNavItems(false).map((i) => i.label)).toEqual(['Home', 'Destination', 'Gallery', 'Reviews']);
  });

  it('adds Dashboard once signed in', () => {
    expect(visibleNavItems(true).map((i) => i.to)).toEqual([
      '/',
      '/destination',
      '/gallery',
      '/reviews',
      '/dashboard',
    ]);
  });
});

describe('the navbar labels', () => {
  it('have their German in the catalogue (NavLinkList shows them through sentence)', () => {
    const german = germanMessages('web');
    expect(NAV_ITEMS.filter((item) => !Object.hasOwn(german, item.label)).map((i) => i.label)).toEqual([]);
  });
});
