import { describe, expect, it } from 'vitest';
import { splitLocale, type Locale } from './i18n/locale';
import { pageHref } from './page-href';
import { findPage, PAGE_IDS, pages, type PageId } from './pages';

// Typed per page at the call sites; here the page is any of them.
const anyPageHref = pageHref as (id: PageId, params: Record<string, string>, locale?: Locale) => string;

describe('pageHref', () => {
  it('gives a page without parameters its address from the table', () => {
    expect(pageHref('home')).toBe('/');
    expect(pageHref('gallery')).toBe('/gallery');
    expect(pageHref('myBookings')).toBe('/dashboard/booking');
    expect(pageHref('profileUpdate', {})).toBe('/dashboard/profileUpdate');
  });

  it('fills in the parameters, each as one encoded segment', () => {
    expect(pageHref('payment', { id: '7' })).toBe('/dashboard/payment/7');
    expect(pageHref('destinationDetail', { id: 'a/b c' })).toBe('/destination/a%2Fb%20c');
  });

  it('gives the German address under /de, with the German words where the table has them', () => {
    expect(pageHref('home', {}, 'de')).toBe('/de');
    expect(pageHref('payment', { id: '7' }, 'de')).toBe('/de/dashboard/payment/7');
    expect(pageHref('imprint', {}, 'de')).toBe('/de/impressum');
    expect(pageHref('privacy', {}, 'de')).toBe('/de/datenschutz');
    expect(pageHref('terms', {}, 'de')).toBe('/de/agb');
    expect(pageHref('terms', {}, 'en')).toBe('/terms');
  });

  it('leads every page back to itself, in both languages', () => {
    for (const id of PAGE_IDS) {
      const params = Object.fromEntries(
        [...pages[id].path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'x1']),
      );
      const href = anyPageHref(id, params);
      expect(findPage(href), href).toEqual({ id, params });
      const german = splitLocale(anyPageHref(id, params, 'de'));
      expect(german.locale).toBe('de');
      expect(findPage(german.path)?.id, german.path).toBe(id);
    }
  });

  it('asks for the parameters exactly when the address has them', () => {
    // @ts-expect-error a payment page needs its booking's id
    expect(() => pageHref('payment')).toThrow(/:id/);
    // @ts-expect-error the gallery has no parameters
    expect(pageHref('gallery', { id: '1' })).toBe('/gallery');
    // @ts-expect-error a parameter the address does not name
    expect(() => pageHref('notification', { key: '1' })).toThrow(/:id/);
  });
});
