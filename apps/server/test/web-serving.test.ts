import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app';

/* How the server hands out a built web app: the shell never cached, hashed assets for a year. */
let t: TestApp;
let webDist: string;
const shell = `<!doctype html><html><head><title>Travel Guide DE</title></head><body>${'<!-- padding -->'.repeat(100)}<div id="root"></div></body></html>`;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'tgde-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), shell);
  writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync(shell));
  writeFileSync(path.join(webDist, 'index.html.gz'), gzipSync(shell));
  writeFileSync(path.join(webDist, 'assets', 'app-3f9a.js'), 'console.log(1);'.repeat(200));
  const worker = "self.addEventListener('fetch', () => undefined);".repeat(40);
  writeFileSync(path.join(webDist, 'sw.js'), worker);
  writeFileSync(path.join(webDist, 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Travel Guide DE' }));
  t = await buildTestApp({ deps: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['br', 'gzip', 'identity'])(
    'serves the shell at / and at page paths, never cached (%s)',
    async (encoding) => {
      for (const url of ['/', '/destination', '/Login', '/dashboard/profileUpdate', '/destination/abc']) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      }
    },
  );

  it.each(['/no/such/page', '/impressum', '/anything', '/dashboard/nothing-here'])(
    'answers an address of no page (%s) with status 404 and the shell, whose app shows "not found"',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-3f9a.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['br', 'identity'])(
    'serves the service worker as JavaScript that browsers always revalidate (%s)',
    async (encoding) => {
      const res = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves the web manifest as one', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.json()).toEqual({ name: 'Travel Guide DE' });
  });

  it('answers a missing file with 404, not the shell', async () => {
    const res = await t.app.inject({ url: '/assets/gone-1234.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown API paths JSON', async () => {
    const res = await t.app.inject({ url: '/api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/no API call/);
  });
});
