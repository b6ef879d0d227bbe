import { PAGE_IDS, pages, type PageId } from '@tgde/contracts';
import { isValidElement } from 'react';
import { matchRoutes } from '../lib/router';
import { describe, expect, it } from 'vitest';
import { pageViews } from './page-views';
import { routes } from './router';

const addressOf = (id: PageId) => pages[id].path.replace(/:\w+/g, 'x1');

/** The components of the routes an address matches, outermost (the layout) first. */
function matchedComponents(address: string): unknown[] {
  return (matchRoutes(routes.en, address) ?? []).map(({ route }) =>
    isValidElement(route.element) ? route.element.type : undefined,
  );
}

describe('routes', () => {
  it('shows every page of the table at its address, in any letter case', () => {
    for (const id of PAGE_IDS) {
      const address = addressOf(id);
      expect(matchedComponents(address).at(-1), address).toBe(pageViews[id].Component);
      expect(matchedComponents(address.toUpperCase()).at(-1), address).toBe(pageViews[id].Component);
    }
  });

  it('puts each page behind the guards its access asks for', () => {
    // The layout, then RequireAuth, (the dashboard's layout), RequireVerified and RequireAdmin.
    const depth = (id: PageId) => matchedComponents(addressOf(id)).length;
    expect(depth('reviews')).toBe(2);
    expect(depth('gallery')).toBe(4);
    expect(depth('myBookings')).toBe(5);
    expect(depth('users')).toBe(6);
  });
});
