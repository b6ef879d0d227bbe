import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser, type Account } from './support/accounts';
import { desktop, phone } from './support/browser';
import { addDestinationByApi } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { addPhotosByApi, photoCount, testJpeg, trackLayoutShift, uploadByApi } from './support/images';

/*
 * /gallery with 500 photos: it must load a page at a time as the visitor scrolls (never all 500),
 * keep its layout still while images arrive, and open each photo in a keyboard-friendly lightbox.
 * The photos are of places this file adds (and archives afterwards), so that the demo
 * destinations' own photo lists, which other files count, stay as they were.
 */
const TOTAL = 500;

const suite = e2eSuite();
let ada: Account;

beforeAll(async () => {
  ada = await verifiedUser(suite, 'Ada');
  const stamp = Date.now().toString(36);
  const places = await Promise.all(
    ['Harbour', 'Old Town', 'Riverside', 'Castle Hill'].map((name) =>
      addDestinationByApi(suite, { destinationName: `${name} ${stamp}` }),
    ),
  );
  // One stored image, recorded as many photos: fast, and the gallery cannot tell the difference.
  const image = await uploadByApi(suite, ada, await testJpeg('Gallery'));
  // The gallery holds other files' photos too (and the demo content's): this makes up the rest.
  const missing = TOTAL - (await photoCount(suite));
  expect(missing, 'photos already in the gallery').toBeGreaterThanOrEqual(0);
  await addPhotosByApi(suite, ada, image, missing, (i) => places[i % places.length]!.destinationName);
  expect(await photoCount(suite)).toBe(TOTAL);
});

const thumbnails = (page: Page) => page.getByRole('button', { name: /^Open photo of .+ by .+$/ });
const count = (page: Page) => page.getByText(/^Showing \d+ of \d+ photos$/);
const shown = async (page: Page) =>
  Number(/Showing (\d+)/.exec((await count(page).textContent()) ?? '')?.[1]);

describe('the gallery with 500 photos', () => {
  it('loads a page at a time while scrolling, without loading them all', async () => {
    const { page, problems } = await suite.openSignedIn(ada, desktop);
    const layoutShift = await trackLayoutShift(page);
    const mediaRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/media/')) mediaRequests.push(r.url());
    });

    await page.goto('/gallery');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.title()).toBe('Gallery | Travel Guide DE');
    await thumbnails(page).first().waitFor();
    await page.waitForLoadState('networkidle');

    const firstImages = await page.locator('main img').count();
    expect(firstImages).toBeGreaterThan(0);
    expect(firstImages).toBeLessThan(100);
    expect(await count(page).textContent()).toBe(`Showing ${firstImages} of ${TOTAL} photos`);
    // Thumbnails below the fold wait until they are needed, at their smallest size.
    expect(mediaRequests.length).toBeLessThan(firstImages);
    for (const img of await page.locator('main ul img').all()) {
      expect(await img.getAttribute('loading')).toBe('lazy');
      expect(await img.getAttribute('sizes')).toBeTruthy();
      expect(await img.getAttribute('srcset')).toMatch(/-400\.webp 400w/);
    }

    // Scrolling to the end of the grid brings the next page, and only that.
    await page.keyboard.press('End');
    await expect.poll(() => shown(page)).toBeGreaterThan(firstImages);
    const afterScroll = await shown(page);
    expect(afterScroll).toBeLessThan(TOTAL);
    expect(await page.locator('main img').count()).toBe(afterScroll);
    // The grid may still be growing from the last page when End is pressed, leaving the end below
    // the screen again: pressed until the next page comes, as a person would.
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        return shown(page);
      })
      .toBeGreaterThan(afterScroll);

    expect(await layoutShift()).toBeLessThan(0.1);
    expect(problems).toEqual([]);
  });

  it("offers a 'Load more photos' button to keyboard users", async () => {
    const { page } = await suite.openSignedIn(ada, phone);
    await page.goto('/gallery');
    await thumbnails(page).first().waitFor();
    const before = await shown(page);
    const button = page.getByRole('button', { name: 'Load more photos' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(page)).toBeGreaterThan(before);
    // The grid is two columns wide on a phone, and the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('opens a photo in a lightbox with Enter, moves with the arrows, and closes with Escape', async () => {
    const { page, problems } = await suite.openSignedIn(ada, desktop);
    await page.goto('/gallery');
    const first = thumbnails(page).first();
    await first.waitFor();
    const firstName = (await first.textContent())!;
    const [, place, uploader] = /^Open photo of (.+) by (.+)$/.exec(firstName)!;

    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Named by the photo's place and uploader; modal; focus inside it.
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    const labelIds = (await dialog.getAttribute('aria-labelledby'))!.split(' ');
    const label = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent).join(' '),
      labelIds,
    );
    expect(label).toBe(`${place} Photo by ${uploader}`);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    // The large picture is the 1200 px file (the stored address itself, not a -400/-800 variant).
    const large = dialog.getByRole('img');
    expect(await large.getAttribute('src')).toMatch(/^\/media\/[\w-]+\.webp$/);
    await dialog.getByText(`Photo 1 of ${TOTAL}`).waitFor();

    await page.keyboard.press('ArrowRight');
    await dialog.getByText(`Photo 2 of ${TOTAL}`).waitFor();
    await page.keyboard.press('ArrowLeft');
    await dialog.getByText(`Photo 1 of ${TOTAL}`).waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText(`Photo 2 of ${TOTAL}`).waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus returns to the thumbnail of the photo shown last.
    const second = thumbnails(page).nth(1);
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);

    // And the Close button does the same for the thumbnail it was opened from.
    await second.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });
});
