import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { openPage, type OpenPage } from './browser';
import { linksIn, type MailSink } from './mail';

/*
 * Set-up for the images tests, done through the API because these tests are about the gallery and
 * the upload form, not about signing up: a verified account and its bearer token, images, photos.
 */

export interface Account {
  name: string;
  email: string;
  token: string;
}

async function postJson(
  baseUrl: string,
  apiPath: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}${apiPath}`, {
    method: 'POST',
    // better-auth checks the Origin of every POST, as a browser on our pages sends it.
    headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${apiPath} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

let accounts = 0;

/** Signs up, follows the verification link from the mail sink, signs in: a verified account. */
export async function createVerifiedAccount(baseUrl: string, sink: MailSink, name: string): Promise<Account> {
  accounts += 1;
  const email = `images.${Date.now().toString(36)}.${accounts}@example.com`;
  const password = 'secret-pass-1';
  await postJson(baseUrl, '/api/auth/sign-up/email', { name, email, password });

  const mail = await sink.waitFor((m) => m.to.includes(email) && /verify/i.test(m.subject));
  const link = linksIn(mail).find((l) => new URL(l).searchParams.has('token'));
  if (!link) throw new Error(`no verification link in the mail to ${email}`);
  const verified = await fetch(`${baseUrl}/api/auth/verify-email${new URL(link).search}`);
  if (!verified.ok) throw new Error(`verification answered ${verified.status}`);

  const { token } = (await postJson(baseUrl, '/api/auth/sign-in/email', { email, password })) as {
    token: string;
  };
  return { name, email, token };
}

/** A fresh page whose localStorage.accessToken holds the account's token before any script runs. */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  account: Account,
  device?: Parameters<typeof openPage>[2],
): Promise<OpenPage> {
  const opened = await openPage(browser, baseUrl, device);
  await opened.context.addInitScript((token) => localStorage.setItem('accessToken', token), account.token);
  return opened;
}

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
export async function uploadByApi(baseUrl: string, account: Account, image: Buffer): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${baseUrl}/api/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

/** `count` photos of one image, in parallel batches; `placeOf(i)` names the i-th one's place. */
export async function addPhotosByApi(
  baseUrl: string,
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
        postJson(
          baseUrl,
          '/api/photos',
          { place: placeOf(start + k), image },
          {
            authorization: `Bearer ${account.token}`,
          },
        ),
      ),
    );
  }
}

/** X-Total-Count of GET /api/photos. */
export async function photoCount(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/photos?limit=1`);
  return Number(res.headers.get('x-total-count'));
}

/** The newest photos, as the API lists them. */
export async function newestPhotos(baseUrl: string, limit = 5) {
  const res = await fetch(`${baseUrl}/api/photos?limit=${limit}`);
  return (await res.json()) as { _id: string; image: string; place: string; uploadedBy: string }[];
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
