import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBookingsCsv } from './download-bookings-csv';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The request the download makes; answered 503, so that no file is saved (there is no document here). */
async function requestOf(locale: 'en' | 'de'): Promise<{ url: string; headers: Headers }> {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 503 }));
  vi.stubGlobal('fetch', fetch);
  await expect(
    downloadBookingsCsv({ filter: { state: 'paid', from: '2027-01-01', to: '' }, locale }),
  ).rejects.toThrow();
  const [url, init] = fetch.mock.calls[0] ?? [];
  return { url: url ?? '', headers: new Headers(init?.headers) };
}

describe('Download CSV on All Bookings', () => {
  it("asks for the file in the page's language: German on the German dashboard", async () => {
    const german = await requestOf('de');
    expect(german.headers.get('accept-language')).toBe('de');
    expect(german.headers.get('accept')).toBe('text/csv');
    expect(german.url).toBe('/api/bookings.csv?status=paid&from=2027-01-01');
    expect((await requestOf('en')).headers.get('accept-language')).toBe('en');
  });
});
