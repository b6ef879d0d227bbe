import { describe, expect, it } from 'vitest';
import { visibleNavItems } from './nav-links';

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
