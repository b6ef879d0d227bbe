import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoBlockingViolations, settle } from './support/a11y';
import { logIn, verifiedUser } from './support/accounts';
import { adminUser } from './support/admins';
import { desktop, phone } from './support/browser';
import { archiveAfterwards, catalogue, type ApiDestination } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { tempFiles, testJpeg } from './support/images';
import { horizontalOverflow, toast, unexpectedProblems } from './support/pages';

/*
 * The map of Germany on a destination's page (its own marker highlighted, every marker a link that
 * Tab reaches in north-to-south order), and the admin's latitude and longitude fields on Add and
 * Edit, checked to lie in Germany. Screenshots go to SHOTS_DIR for a person to look at.
 */
const suite = e2eSuite();
const files = tempFiles();
afterAll(() => files.remove());

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-m';
mkdirSync(SHOTS_DIR, { recursive: true });

/** The destinations with a location, in the order the map's markers come: north to south. */
function northToSouth(all: ApiDestination[]): ApiDestination[] {
  return all
    .filter((p) => p.latitude !== null && p.longitude !== null)
    .sort((a, b) => b.latitude! - a.latitude! || a.longitude! - b.longitude!);
}

const mapOf = (page: Page) => page.getByRole('group', { name: /^Map of Germany/ });

/** The radius of a marker's visible dot (its last circle), in viewBox units. */
function dotRadius(page: Page, name: string): Promise<number> {
  return mapOf(page)
    .getByRole('link', { name, exact: true })
    .locator('circle')
    .last()
    .evaluate((circle) => Number(circle.getAttribute('r')));
}

/** Where a marker's dot is drawn, in viewBox units. */
async function markerCentre(page: Page, name: string): Promise<{ x: number; y: number }> {
  const dot = mapOf(page).getByRole('link', { name, exact: true }).locator('circle').last();
  return { x: Number(await dot.getAttribute('cx')), y: Number(await dot.getAttribute('cy')) };
}

/** The accessible name of the focused marker, or null when the focus is not on the map. */
function focusedMarker(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active?.closest('svg') ? (active.getAttribute('aria-label') ?? '?') : null;
  });
}

/**
 * Presses Tab from the top of the page's content (clicking the page focuses <main>) until the focus
 * reaches the map, then on through it: the names of the markers focused, in order.
 */
async function tabThroughMarkers(page: Page): Promise<string[]> {
  await page.locator('main').click({ position: { x: 1, y: 1 } });
  let name: string | null = null;
  for (let presses = 0; name === null && presses < 80; presses++) {
    await page.keyboard.press('Tab');
    name = await focusedMarker(page);
  }
  const names: string[] = [];
  while (name !== null && names.length < 100) {
    names.push(name);
    await page.keyboard.press('Tab');
    name = await focusedMarker(page);
  }
  return names;
}

async function checkDestinationMap(device: typeof desktop | typeof phone, shotName: string) {
  const traveller = await verifiedUser(suite);
  const all = await catalogue(suite);
  const located = northToSouth(all);
  expect(located.length).toBeGreaterThanOrEqual(3);
  // One in the middle of the list, so that there are markers both before and after it.
  const here = located[Math.floor(located.length / 2)]!;
  const other = located.find((p) => p._id !== here._id)!;

  const { page, problems } = await suite.open(device);
  await logIn(page, traveller);
  await page.goto(`/destination/${here._id}`);
  await page.getByRole('heading', { level: 1, name: here.destinationName }).waitFor();
  await page.getByRole('heading', { name: 'Where it is' }).waitFor();
  const map = mapOf(page);
  await map.waitFor();
  expect(await map.getAttribute('aria-label')).toBe(
    `Map of Germany showing ${here.destinationName} among ${all.length} destinations`,
  );

  // Its own marker is highlighted: the current page, larger and ringed.
  const own = map.getByRole('link', { name: here.destinationName, exact: true });
  await expect.poll(() => own.getAttribute('aria-current')).toBe('page');
  expect(await map.locator('a[aria-current="page"]').count()).toBe(1);
  expect(await dotRadius(page, here.destinationName)).toBeGreaterThan(
    await dotRadius(page, other.destinationName),
  );
  // Its name is shown beside it without hovering.
  await map.getByText(here.destinationName, { exact: true }).waitFor();
  expect(await map.getByRole('link').count()).toBe(located.length);

  // The text alternative names every destination, those without a location as not on the map.
  await page.getByText(/on this map as a list/).click();
  const list = page.getByRole('listitem').filter({ has: page.getByRole('link') });
  for (const place of all) {
    const item = list.filter({ hasText: place.destinationName });
    await item.first().waitFor();
    if (place.latitude === null)
      await item
        .getByText(/not on the map/)
        .first()
        .waitFor();
  }
  await settle(page, map.getByRole('link').first());
  await expectNoBlockingViolations(page, `${shotName} with the list open`);
  await page.getByText(/on this map as a list/).click();

  await map.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/${shotName}-map.png`, fullPage: false });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // Tab visits the markers, named by destination, north to south, then leaves the map.
  expect(await tabThroughMarkers(page)).toEqual(located.map((p) => p.destinationName));

  // A focused marker shows its name; Enter on another marker opens that destination's page.
  const target = other;
  await page.keyboard.press('Shift+Tab');
  while ((await focusedMarker(page)) !== target.destinationName) await page.keyboard.press('Shift+Tab');
  await map.getByText(target.destinationName, { exact: true }).waitFor();
  // The focused marker is scrolled into view, below the sticky header.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const box = document.activeElement!.getBoundingClientRect();
        return box.top > 80 && box.bottom < window.innerHeight;
      }),
    )
    .toBe(true);
  await page.screenshot({ path: `${SHOTS_DIR}/${shotName}-focus.png` });
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/destination/${target._id}`);
  await page.getByRole('heading', { level: 1, name: target.destinationName }).waitFor();
  await expect
    .poll(() =>
      mapOf(page)
        .getByRole('link', { name: target.destinationName, exact: true })
        .getAttribute('aria-current'),
    )
    .toBe('page');

  // A click (a tap on the phone) on a marker does the same.
  await mapOf(page).getByRole('link', { name: here.destinationName, exact: true }).click();
  await page.waitForURL(`**/destination/${here._id}`);
  await page.getByRole('heading', { level: 1, name: here.destinationName }).waitFor();
  expect(unexpectedProblems(problems)).toEqual([]);
}

describe("a destination's page", () => {
  it('shows the map with this destination highlighted; markers are links that Tab reaches (1280 px)', async () => {
    await checkDestinationMap(desktop, 'destination-1280');
  });

  it('does the same on a 375 px phone', async () => {
    await checkDestinationMap(phone, 'destination-375');
  });

  it('does not load the map on the home page', async () => {
    const { page } = await suite.open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /germany-map/.test(url))).toEqual([]);
  });
});

async function fillBasics(page: Page, name: string, image: string) {
  await page.getByLabel('Destination Name', { exact: true }).fill(name);
  await page
    .getByLabel('Destination Details', { exact: true })
    .fill('Marzipan, brick gothic and the Holsten Gate.');
  await page.getByLabel('Cost').fill('640');
  await page.getByLabel('Image').setInputFiles(image);
}

describe("the admin's location fields", () => {
  it('sets a location on Add and on Edit, refuses one outside Germany, and clears it', async () => {
    const admin = await adminUser(suite);
    const name = `Lübeck ${Date.now().toString(36)}`;
    // Other files search the demo catalogue for Lübeck: this one goes again after the test.
    archiveAfterwards(suite, name);
    const image = files.write('luebeck-map.jpg', await testJpeg('Lübeck', '#7a2e2e'));
    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2FaddDestination' });
    await page.getByRole('heading', { name: 'Add New Destinations' }).waitFor();
    const latitude = page.getByLabel('Latitude');
    const longitude = page.getByLabel('Longitude');
    expect(await latitude.getAttribute('inputmode')).toBe('decimal');
    await page.getByText('Berlin is latitude 52.52, longitude 13.405', { exact: false }).waitFor();

    // Prague is not in Germany: the contract's message, under the latitude, and nothing is saved.
    await fillBasics(page, name, image);
    await latitude.fill('50.08');
    await longitude.fill('14.43');
    await page.getByRole('button', { name: 'Add Destination' }).click();
    const outside = page.getByText('That point is not in Germany', { exact: false });
    await outside.waitFor();
    const preview = page.getByRole('img', { name: /on the map of Germany$/ });
    expect(await preview.count()).toBe(0);
    await page.getByText('A location in Germany shows here.').waitFor();
    expect(await latitude.getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${SHOTS_DIR}/admin-add-outside-1280.png`, fullPage: true });
    await expectNoBlockingViolations(page, 'Add with a location outside Germany');
    // Only one of the two: the pair rule.
    await longitude.fill('');
    await page.getByText('Enter both latitude and longitude, or leave both empty').waitFor();
    expect((await catalogue(suite)).some((p) => p.destinationName === name)).toBe(false);

    // Lübeck itself, with a decimal comma as a German keyboard types it.
    await latitude.fill('53,8655');
    await longitude.fill('10.6866');
    // The small map shows the point as it is typed.
    await page
      .getByRole('img', { name: 'Preview of 53.8655° N, 10.6866° E on the map of Germany' })
      .waitFor();
    await page.getByRole('button', { name: 'Add Destination' }).click();
    await toast(page, 'New Travel Destination Added Successfully').waitFor();
    const added = (await catalogue(suite)).find((p) => p.destinationName === name)!;
    expect(added).toMatchObject({ latitude: 53.8655, longitude: 10.6866 });

    // Its page shows it on the map, highlighted.
    await page.goto(`/destination/${added._id}`);
    const own = mapOf(page).getByRole('link', { name, exact: true });
    await expect.poll(() => own.getAttribute('aria-current')).toBe('page');
    const atLubeck = await markerCentre(page, name);

    // Edit: the stored values are shown; Prague is refused again; Rostock is saved.
    await page.goto(`/dashboard/editDestination/${added._id}`);
    await page.getByRole('heading', { name: 'Edit Destination' }).waitFor();
    await expect.poll(() => latitude.inputValue()).toBe('53.8655');
    expect(await longitude.inputValue()).toBe('10.6866');
    await latitude.fill('50.08');
    await longitude.fill('14.43');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await outside.waitFor();
    await latitude.fill('54.0887');
    await longitude.fill('12.1405');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, `Destination: ${name} is updated`).waitFor();
    const moved = (await catalogue(suite)).find((p) => p._id === added._id)!;
    expect(moved).toMatchObject({ latitude: 54.0887, longitude: 12.1405 });
    await page.screenshot({ path: `${SHOTS_DIR}/admin-edit-1280.png`, fullPage: true });

    // The marker moved north-east: Rostock lies right of and above Lübeck on the map.
    await page.goto(`/destination/${added._id}`);
    await mapOf(page).getByRole('link', { name, exact: true }).waitFor();
    const atRostock = await markerCentre(page, name);
    expect(atRostock.x).toBeGreaterThan(atLubeck.x);
    expect(atRostock.y).toBeLessThan(atLubeck.y);

    // Clearing both clears the location: the destination is listed as not on the map.
    await page.goto(`/dashboard/editDestination/${added._id}`);
    await expect.poll(() => latitude.inputValue()).toBe('54.0887');
    await latitude.fill('');
    await longitude.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, `Destination: ${name} is updated`).waitFor();
    const cleared = (await catalogue(suite)).find((p) => p._id === added._id)!;
    expect(cleared).toMatchObject({ latitude: null, longitude: null });
    await page.goto(`/destination/${added._id}`);
    await page.getByText(`We have not marked ${name} on the map yet`, { exact: false }).waitFor();
    expect(await mapOf(page).getByRole('link', { name, exact: true }).count()).toBe(0);
    await page.getByText(/on this map as a list/).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByText(/not on the map/)
      .waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });

  it('fits the location fields on a 375 px phone', async () => {
    const admin = await adminUser(suite);
    const { page, problems } = await suite.open(phone);
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2FaddDestination' });
    const latitude = page.getByLabel('Latitude');
    await latitude.fill('50.08');
    await page.getByLabel('Longitude').fill('14.43');
    await page.getByRole('button', { name: 'Add Destination' }).click();
    await page.getByText('That point is not in Germany', { exact: false }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const box = await page.getByLabel('Longitude').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await latitude.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/admin-add-375.png`, fullPage: true });
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
