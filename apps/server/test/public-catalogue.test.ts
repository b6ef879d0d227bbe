import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Destination, Photo, Review } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/db/seed';
import { demoPhotos, demoReviews } from '../src/db/seed/data';
import { diskStore } from '../src/infra/images/store';
import { JSON_ANSWER_HEADERS } from '../src/http/security-headers';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoContent(t.database.db, diskStore(path.join(t.dataDir, 'uploads')));
});
afterAll(() => t.close());

describe('GET /api/destination', () => {
  it('lists the demo destinations with the earlier product’s prices first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/destination' });
    expect(res.statusCode).toBe(200);
    const list = res.json<Destination[]>();
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.slice(0, 8).map((d) => [d.destinationName, d.cost])).toEqual([
      ['Berlin', 500],
      ['Munich', 688],
      ['Frankfurt', 299],
      ['Stuttgart', 199],
      ['Cologne', 250],
      ['Düsseldorf', 150],
      ['Hamburg', 399],
      ['Nuremberg', 288],
    ]);
    for (const d of list) {
      expect(d).toEqual({
        _id: expect.any(String),
        destinationName: expect.any(String),
        description: expect.any(String),
        cost: expect.any(Number),
        img: expect.stringMatching(/^\/media\/[\w-]+\.webp$/),
        averageRating: d.reviewCount ? expect.any(Number) : null,
        reviewCount: expect.any(Number),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        capacity: null,
        // The demo catalogue sells days, at one adult price.
        startTimes: [],
        prices: [{ category: 'adult', cost: d.cost, places: 1 }],
        questions: [],
        cutoffMinutes: 120,
        minTravellers: null,
        decideHours: 24,
        meetingPoint: null,
      });
      expect(d.description.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('serves each destination’s picture as WebP in every width, cached for a year', async () => {
    const [first] = (await t.app.inject({ url: '/api/destination' })).json<Destination[]>();
    const base = first!.img.replace(/\.webp$/, '');
    for (const url of [first!.img, `${base}-400.webp`, `${base}-800.webp`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers one destination by id', async () => {
    const [first] = (await t.app.inject({ url: '/api/destination' })).json<Destination[]>();
    const res = await t.app.inject({ url: `/api/destination/${first!._id}` });
    expect(res.statusCode).toBe(200);
    const { translations, ...same } = res.json<Destination>();
    expect(same).toEqual(first);
    // Its stored texts in both languages, for the Edit form.
    expect(translations?.en).toEqual({
      destinationName: first!.destinationName,
      description: first!.description,
    });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-an-id'],
    ['an injection attempt', "1'%20or%20'1'='1"],
  ])('answers 404 with a sentence for %s', async (_what, id) => {
    const res = await t.app.inject({ url: `/api/destination/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Destination not found.' });
  });
});

describe('GET /api/review', () => {
  it('lists at least six reviews with ratings from 0 to 5', async () => {
    const res = await t.app.inject({ url: '/api/review' });
    expect(res.statusCode).toBe(200);
    const list = res.json<Review[]>();
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const r of list) {
      expect(Object.keys(r).sort()).toEqual([
        '_id',
        'authorId',
        'bookedWithUs',
        'comment',
        'createdAt',
        'destinationId',
        'destinationName',
        'name',
        'rating',
      ]);
      expect(r.rating).toBeGreaterThanOrEqual(0);
      expect(r.rating).toBeLessThanOrEqual(5);
    }
  });
});

describe('demo reviews', () => {
  it('are about demo destinations, whose ratings the catalogue shows', async () => {
    const list = (await t.app.inject({ url: '/api/review?limit=100' })).json<Review[]>();
    for (const r of list) expect(r.destinationName).toEqual(expect.any(String));
    const destinations = (await t.app.inject({ url: '/api/destination' })).json<Destination[]>();
    const berlin = destinations.find((d) => d.destinationName === 'Berlin');
    const expected = list.filter((r) => r.destinationId === berlin?._id);
    expect(expected.length).toBeGreaterThan(0);
    expect(berlin).toMatchObject({
      reviewCount: expected.length,
      averageRating: Math.round((expected.reduce((sum, r) => sum + r.rating, 0) / expected.length) * 10) / 10,
    });
  });
});

describe('GET /api/photos', () => {
  it('pages through at least twelve photos in a stable order, with the total in a header', async () => {
    const all = await t.app.inject({ url: '/api/photos?limit=100' });
    expect(all.statusCode).toBe(200);
    const photos = all.json<Photo[]>();
    expect(photos.length).toBeGreaterThanOrEqual(12);
    expect(all.headers['x-total-count']).toBe(String(photos.length));

    const first = (await t.app.inject({ url: '/api/photos?limit=6' })).json<Photo[]>();
    const second = (await t.app.inject({ url: '/api/photos?limit=6&offset=6' })).json<Photo[]>();
    expect([...first, ...second]).toEqual(photos.slice(0, 12));
    // Public lists never carry the uploader's e-mail address, only the account's opaque id.
    expect(Object.keys(first[0]!).sort()).toEqual(['_id', 'authorId', 'image', 'place', 'uploadedBy']);
  });

  it("keeps the demo credits as written: our artwork under the site's name, travellers' first names", async () => {
    const list = (await t.app.inject({ url: '/api/photos?limit=100' })).json<Photo[]>();
    const credits = (names: string[]) => [...names].sort();
    expect(credits(list.map((p) => p.uploadedBy))).toEqual(credits(demoPhotos.map((p) => p.uploadedBy)));
    expect(list.map((p) => p.uploadedBy)).toContain('Travel Guide DE');
    const reviews = (await t.app.inject({ url: '/api/review?limit=100' })).json<Review[]>();
    expect(credits(reviews.map((r) => r.name))).toEqual(credits(demoReviews.map((r) => r.name)));
  });

  it('uses 24 photos a page by default', async () => {
    const res = await t.app.inject({ url: '/api/photos' });
    expect(res.json<Photo[]>().length).toBeLessThanOrEqual(24);
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=abc', 'limit must be a number'],
    ['offset=-1', 'offset cannot be negative'],
    ['limit=2.5', 'limit must be a whole number'],
  ])('refuses %s with a sentence', async (query, message) => {
    const res = await t.app.inject({ url: `/api/photos?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(message);
  });

  it('answers the photos of one destination, whatever the case of its name', async () => {
    const res = await t.app.inject({ url: `/api/destinationPhoto/${encodeURIComponent('berlin')}` });
    expect(res.statusCode).toBe(200);
    const list = res.json<Photo[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((p) => p.place))).toEqual(new Set(['Berlin']));
    expect(res.headers['x-total-count']).toBe(String(list.length));
    const none = await t.app.inject({ url: '/api/destinationPhoto/Atlantis' });
    expect(none.json()).toEqual([]);
  });
});

describe('the rest of /api', () => {
  it('answers health while the database is usable', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/destination/x/y'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toMatch(/no API call/);
    }
  });

  it('sends documents the security headers with a CSP that allows no inline script and no other origin', async () => {
    // The API reference is an HTML document, as the pages are (web-serving.test.ts).
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https?:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends JSON answers, errors included, only the headers that guard data', async () => {
    for (const url of ['/api/destination', '/api/nothing-here']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-type'], url).toContain('application/json');
      for (const [name, value] of Object.entries(JSON_ANSWER_HEADERS)) {
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      }
      expect(res.headers['permissions-policy'], url).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('lets pages show Google profile pictures only when Google sign-in is configured', async () => {
    expect(
      String((await t.app.inject({ url: '/api/docs' })).headers['content-security-policy']),
    ).not.toContain('googleusercontent');
    const withGoogle = await buildTestApp({
      env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:9' },
    });
    try {
      const csp = String(
        (await withGoogle.app.inject({ url: '/api/docs' })).headers['content-security-policy'],
      );
      expect(csp).toContain("img-src 'self' data: blob: https://*.googleusercontent.com;");
      expect(csp).toContain("script-src 'self';");
    } finally {
      await withGoogle.close();
    }
  });

  it('has no web build to serve when none is configured, and says so with a 404', async () => {
    expect(existsSync(path.join(t.dataDir, 'index.html'))).toBe(false);
    const res = await t.app.inject({ url: '/some/page' });
    expect(res.statusCode).toBe(404);
  });
});
