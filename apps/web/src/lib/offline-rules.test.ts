import { describe, expect, it } from 'vitest';
import {
  cacheRule,
  isPersonalCache,
  PAGES_CACHE,
  personalCacheName,
  PUBLIC_API_CACHE,
  STORED_AT_HEADER,
  storedAt,
  type RequestFacts,
} from './offline-rules';

const get = (pathname: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  pathname,
  sameOrigin: true,
  mode: 'cors',
  authorized: false,
  ...facts,
});

describe('cacheRule', () => {
  it('keeps the pages already seen, not the built files or the pictures', () => {
    for (const page of [
      '/',
      '/destination',
      '/de/reiseziele',
      '/dashboard/booking',
      '/dashboard/payment/b1',
    ]) {
      expect(cacheRule(get(page, { mode: 'navigate' })), page).toBe('page');
    }
    expect(cacheRule(get('/assets/index-abc.js'))).toBe('network');
    expect(cacheRule(get('/media/photo-1.webp'))).toBe('network');
    expect(cacheRule(get('/media/photo-1.webp', { mode: 'navigate' }))).toBe('network');
  });

  it("keeps a signed-in session's own answers in that session's cache", () => {
    for (const path of [
      '/api/auth/get-session',
      '/api/booking',
      '/api/booking/b1',
      '/api/booking/b1/receipt',
      '/api/booking/b1/credit-note',
      '/api/admin/ada%40example.com',
      '/api/user/ada%40example.com',
      // A public read made with a token is that session's too: it leaves with it.
      '/api/destination',
      '/api/review',
    ]) {
      expect(cacheRule(get(path, { authorized: true })), path).toBe('personal');
    }
  });

  it('never keeps a personal answer asked without a token, except a document a link opens', () => {
    expect(cacheRule(get('/api/auth/get-session'))).toBe('network');
    expect(cacheRule(get('/api/booking'))).toBe('network');
    expect(cacheRule(get('/api/booking/b1'))).toBe('network');
    expect(cacheRule(get('/api/booking/b1/receipt', { mode: 'navigate' }))).toBe('personal-document');
    expect(cacheRule(get('/api/booking/b1/credit-note'))).toBe('personal-document');
  });

  it('keeps public reads for everyone', () => {
    for (const path of [
      '/api/destination',
      '/api/destination/d1',
      '/api/destination/d1/availability',
      '/api/destinationPhoto/Berlin',
      '/api/review',
      '/api/photos',
      '/api/site-info',
      '/api/stats',
    ]) {
      expect(cacheRule(get(path)), path).toBe('public');
    }
  });

  it('leaves writes, other API calls and other origins to the network', () => {
    expect(cacheRule(get('/api/booking/b1', { method: 'DELETE', authorized: true }))).toBe('network');
    expect(cacheRule(get('/api/booking/b1/cancel', { method: 'POST', authorized: true }))).toBe('network');
    expect(cacheRule(get('/api/bookedDestination', { method: 'POST', authorized: true }))).toBe('network');
    expect(cacheRule(get('/api/bookings', { authorized: true }))).toBe('network');
    expect(cacheRule(get('/api/me/export', { authorized: true }))).toBe('network');
    expect(cacheRule(get('/api/admin/stats', { authorized: true }))).toBe('network');
    expect(cacheRule(get('/api/docs', { mode: 'navigate' }))).toBe('network');
    expect(cacheRule(get('/v3/payment_intents', { sameOrigin: false, authorized: true }))).toBe('network');
  });

  it('sees a sign-out', () => {
    expect(cacheRule(get('/api/auth/sign-out', { method: 'POST', authorized: true }))).toBe('sign-out');
    expect(cacheRule(get('/api/auth/sign-out', { method: 'POST', sameOrigin: false }))).toBe('network');
  });
});

describe('the cache names', () => {
  it('tell the personal caches from the others', () => {
    expect(isPersonalCache(personalCacheName('0123abcd'))).toBe(true);
    expect(isPersonalCache(PAGES_CACHE)).toBe(false);
    expect(isPersonalCache(PUBLIC_API_CACHE)).toBe(false);
    expect(isPersonalCache('workbox-precache-v2-http://127.0.0.1/')).toBe(false);
  });
});

describe('storedAt', () => {
  it('reads when a cached answer was stored, and null for a fresh one', () => {
    const when = '2026-12-24T10:15:00.000Z';
    expect(storedAt(new Headers({ [STORED_AT_HEADER]: when }))).toEqual(new Date(when));
    expect(storedAt(new Headers())).toBeNull();
    expect(storedAt(new Headers({ [STORED_AT_HEADER]: 'yesterday-ish' }))).toBeNull();
  });
});
