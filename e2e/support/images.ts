import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { answer, callFor } from './api';
import type { Account, Site } from './accounts';

/*
 * Images and photos for the upload, gallery and admin tests: test pictures, files to choose in a
 * form, and stored images and photos made through the API.
 */

/** A JPEG with a coloured background and a label, as a camera would give (3:2). */
export function testJpeg(label: string, background = '#0f4c5c', width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <text x="60" y="${height / 2}" font-size="120" font-family="sans-serif" fill="#ffffff">${label}</text></svg>`;
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Temporary files for setInputFiles; remove() deletes them all. */
export function tempFiles() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tgde-images-'));
  return {
    write(name: string, data: Buffer | string): string {
      const file = path.join(dir, name);
      writeFileSync(file, data);
      return file;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** POST /api/images as a script would: the stored image's address. */
export async function uploadByApi(site: Site, account: Account, image: Buffer): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${site.server().url}/api/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
    body: form,
  });
  return (await answer<{ data: { url: string } }>(res, 201, 'the upload')).data.url;
}

/** `count` photos of one stored image, in parallel batches; `placeOf(i)` names the i-th one's place. */
export async function addPhotosByApi(
  site: Site,
  account: Account,
  image: string,
  count: number,
  placeOf: (i: number) => string,
  batch = 25,
): Promise<void> {
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch);
    await Promise.all(
      Array.from({ length: end - start }, (_, k) =>
        callFor(site.server().url, 'POST', '/api/photos', 201, {
          token: account.token,
          body: { place: placeOf(start + k), image },
        }),
      ),
    );
  }
}

/** X-Total-Count of GET /api/photos: how many photos the gallery has. */
export async function photoCount(site: Site): Promise<number> {
  const res = await fetch(`${site.server().url}/api/photos?limit=1`);
  return Number(res.headers.get('x-total-count'));
}

/** The newest photos, as the API lists them. */
export async function newestPhotos(site: Site, limit = 5) {
  const res = await fetch(`${site.server().url}/api/photos?limit=${limit}`);
  return answer<{ _id: string; image: string; place: string; uploadedBy: string }[]>(res, 200, 'the photos');
}

/** The page's cumulative layout shift so far (the init script must be installed before goto). */
export async function trackLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __cls: number };
    scope.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) scope.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}
