import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn, verifiedUser } from './support/accounts';
import { desktop } from './support/browser';
import { bookByApi, bookableDate, bookingsByApi, payByApi, shown } from './support/bookings';
import { destinationNamed, type ApiDestination } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { poll, toast } from './support/pages';

/*
 * The installable app offline (docs/operations.md, "Installing the app and what works offline"): My Bookings
 * and a receipt seen online open offline with a note saying when they were last updated, a change
 * made offline is refused with a sentence that says so, signing out leaves nothing of the traveller
 * in the caches, and the next traveller on the same browser never sees the first one's trips.
 */

const suite = e2eSuite();
let places: Record<'Berlin' | 'Munich' | 'Hamburg', ApiDestination>;
beforeAll(async () => {
  const [berlin, munich, hamburg] = await Promise.all(
    ['Berlin', 'Munich', 'Hamburg'].map((name) => destinationNamed(suite, name)),
  );
  places = { Berlin: berlin!, Munich: munich!, Hamburg: hamburg! };
});

const OFFLINE_WRITE = 'You are offline: this was not saved. Try again when you are back online.';

/** The destinations of My Bookings' rows, top to bottom. */
const rowNames = (page: Page) => page.locator('tbody').getByRole('rowheader').allInnerTexts();
const row = (page: Page, destination: string) =>
  page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: destination }) });
const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline: last updated / });

/** Every cache of the page's origin, with the addresses (path and query) it holds. */
function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      contents[name] = requests.map((request) => {
        const url = new URL(request.url);
        return `${url.pathname}${url.search}`;
      });
    }
    return contents;
  });
}

/** The names of the caches that hold a signed-in person's answers. */
async function personalCaches(page: Page): Promise<string[]> {
  return Object.keys(await cacheContents(page)).filter((name) => name.startsWith('tgde-personal-'));
}

/** Every address kept in any cache. */
async function everythingCached(page: Page): Promise<string[]> {
  return Object.values(await cacheContents(page)).flat();
}

/** What a fetch of `path` from the page gets: its status and type, or 'failed'. */
function fetchFromPage(page: Page, path: string): Promise<string> {
  return page.evaluate(
    (address) =>
      fetch(address, { credentials: 'same-origin' }).then(
        (res) => `${res.status} ${res.headers.get('content-type') ?? ''}`,
        () => 'failed',
      ),
    path,
  );
}

/** Opens the receipt link in its new tab; answers the status the tab got and closes it. */
async function openReceipt(page: Page, context: BrowserContext, id: string, date: string): Promise<number> {
  const link = row(page, 'Munich').getByRole('link', {
    name: `Receipt for Munich on ${shown(date)} (PDF, opens in a new tab)`,
  });
  const answered = context.waitForEvent('response', (res) =>
    res.url().endsWith(`/api/booking/${id}/receipt`),
  );
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  const status = (await answered).status();
  await tab.close();
  return status;
}

// A traveller's whole way (sign in, book, pay, read, go offline, reload, sign out): more than one page's time.
describe('the app offline', { timeout: 120_000 }, () => {
  it("opens My Bookings and a receipt without a signal, refuses changes, and forgets the traveller's answers on sign-out", async () => {
    const ada = await verifiedUser(suite, 'Ada Offline');
    const date = bookableDate(6);
    const munichId = await bookByApi(suite, ada, places.Munich, date);
    await payByApi(suite, ada, munichId);
    const hamburgId = await bookByApi(suite, ada, places.Hamburg, bookableDate(7));

    const { page, context, problems } = await suite.open(desktop, { serviceWorkers: 'allow' });
    // Signed in through the form: the receipt link's navigation carries the session cookie.
    await logIn(page, ada);
    // The first service worker takes the open page over once it has installed the app shell.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    await page.goto('/dashboard/booking');
    await page.locator('tbody tr').first().waitFor();
    expect(await rowNames(page)).toEqual(['Munich', 'Hamburg']);
    expect(await offlineNote(page).count()).toBe(0);
    expect(await openReceipt(page, context, munichId, date)).toBe(200);
    // Kept in one cache of this session's own, with its bookings and its session check.
    await poll(async () => (await cacheContents(page))[(await personalCaches(page))[0] ?? '']).toEqual(
      expect.arrayContaining([
        '/api/auth/get-session',
        `/api/booking?user=${encodeURIComponent(ada.email)}`,
        `/api/booking/${munichId}/receipt`,
      ]),
    );
    expect(await personalCaches(page)).toHaveLength(1);
    expect(problems).toEqual([]);

    // Offline: the page, the session, the trips and the receipt come from the caches.
    await context.setOffline(true);
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    expect(await rowNames(page)).toEqual(['Munich', 'Hamburg']);
    await offlineNote(page).waitFor();
    await row(page, 'Munich').getByText('Paid', { exact: true }).waitFor();
    expect(await openReceipt(page, context, munichId, date)).toBe(200);
    expect(await fetchFromPage(page, `/api/booking/${munichId}/receipt`)).toBe('200 application/pdf');

    // A change made offline is refused and says so; nothing was queued to be sent later.
    await row(page, 'Hamburg')
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete this booking?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, OFFLINE_WRITE).waitFor();
    expect(await rowNames(page)).toEqual(['Munich', 'Hamburg']);

    // A page never seen opens from the app shell, in German too.
    await page.goto('/de/dashboard/booking');
    await page
      .getByRole('status')
      .filter({ hasText: /^Offline: zuletzt aktualisiert / })
      .waitFor();
    await page.locator('tbody tr').first().waitFor();

    await context.setOffline(false);
    expect((await bookingsByApi(suite, ada)).map((b) => b._id)).toContain(hamburgId);

    // Signing out leaves nothing of Ada in any cache.
    await page.goto('/dashboard/booking');
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    await poll(() => personalCaches(page)).toEqual([]);
    const left = await everythingCached(page);
    // better-auth's answers (/api/auth/…), not /api/auth-config: the sign-in options, the same for all.
    expect(
      left.filter((address) => address.startsWith('/api/booking') || address.startsWith('/api/auth/')),
    ).toEqual([]);
    expect(left.filter((address) => address.includes(encodeURIComponent(ada.email)))).toEqual([]);

    // The next traveller on this browser sees only their own trips, online and offline.
    const bob = await verifiedUser(suite, 'Bob Offline');
    await bookByApi(suite, bob, places.Berlin, bookableDate(3));
    await logIn(page, bob);
    await page.goto('/dashboard/booking');
    await page.locator('tbody tr').first().waitFor();
    expect(await rowNames(page)).toEqual(['Berlin']);
    await poll(() => personalCaches(page)).toHaveLength(1);

    await context.setOffline(true);
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await offlineNote(page).waitFor();
    expect(await rowNames(page)).toEqual(['Berlin']);
    expect(await page.getByText('Munich').count()).toBe(0);
    expect(await fetchFromPage(page, `/api/booking/${munichId}/receipt`)).toBe('failed');
    expect((await everythingCached(page)).filter((address) => address.includes(munichId))).toEqual([]);
    await context.setOffline(false);

    expect(problems.filter((line) => line.startsWith('page error'))).toEqual([]);
  });
});

describe('a new version', () => {
  // A server of its own, serving a copy of the build whose service worker the test can change, as
  // a deployment would (without the server renderer, which needs the packages beside the build:
  // every page is the app shell).
  let copy = '';
  const updates = e2eSuite({
    server: {
      start: async () => {
        copy = mkdtempSync(path.join(tmpdir(), 'tgde-web-'));
        const built = path.resolve(fileURLToPath(import.meta.url), '../../apps/web');
        cpSync(path.join(built, 'dist'), path.join(copy, 'dist'), { recursive: true });
        return { env: { WEB_DIST: path.join(copy, 'dist') } };
      },
    },
  });
  updates.afterwards(() => copy && rmSync(copy, { recursive: true, force: true }));

  /** Deploys a new build: the same worker with other bytes. */
  function deploy(build: number) {
    const worker = path.join(copy, 'dist', 'sw.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// build ${build}\n`);
    for (const compressed of [`${worker}.br`, `${worker}.gz`]) rmSync(compressed, { force: true });
  }

  it('is offered with a Reload button, and runs only after the page reloads', async () => {
    const { page, problems } = await updates.open(desktop, { serviceWorkers: 'allow' });
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const workers = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: registration?.waiting !== null && registration?.waiting !== undefined,
          controlled: navigator.serviceWorker.controller !== null,
        };
      });

    let build = 1;
    for (const [address, sentence, reload] of [
      ['/', 'A new version is available — reload', 'Reload'],
      ['/de', 'Eine neue Version ist verfügbar — neu laden', 'Neu laden'],
    ] as const) {
      deploy((build += 1));
      // Every page load looks for a new worker.
      await page.goto(address);
      const banner = page.getByRole('status').filter({ hasText: sentence });
      await banner.waitFor();
      // The new version waits while this page runs the old one.
      expect(await workers()).toEqual({ waiting: true, controlled: true });

      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: reload, exact: true }).click();
      await reloaded;
      await poll(workers).toEqual({ waiting: false, controlled: true });
      await page.getByRole('navigation', { name: /^(Main|Hauptnavigation)$/ }).waitFor();
      expect(await page.getByRole('status').filter({ hasText: sentence }).count()).toBe(0);
    }
    expect(problems.filter((line) => line.startsWith('page error'))).toEqual([]);
  });
});
