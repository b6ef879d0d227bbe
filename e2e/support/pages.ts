import { formatMoney } from '@tgde/contracts';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Site } from './accounts';
import { desktop, phone } from './browser';

/*
 * Reading pages as a person would see them: toasts, titles, focus, images, layout, and the console
 * errors a broken page logs.
 */

/**
 * expect.poll with room for a busy machine (vitest's own default gives up after 1 s), checking
 * often so that a passing test does not wait long.
 */
export function poll<T>(read: () => T | Promise<T>, message?: string) {
  return expect.poll(read, { timeout: 10_000, interval: 50, ...(message ? { message } : {}) });
}

/** Every public page is checked at both widths. */
export const devices = [
  { name: 'desktop', device: desktop },
  { name: 'phone', device: phone },
] as const;

/**
 * Console errors other than the "Failed to load resource" lines of refusals that a test provokes
 * on purpose (a wrong password is a 401, for instance).
 */
export function unexpectedProblems(problems: string[], expectedStatuses: number[] = []): string[] {
  return problems.filter((p) => {
    const status = /status of (\d{3})/.exec(p)?.[1];
    return !(status && expectedStatuses.includes(Number(status)));
  });
}

/**
 * No console errors, page errors or CSP reports. `expected` lists the browser's own
 * "Failed to load resource" lines that a test provokes on purpose (a 429, say); nothing else may
 * be excused.
 */
export function expectNoProblems(problems: string[], expected: RegExp[] = []): void {
  const unexpected = problems.filter(
    (line) => !(line.includes('Failed to load resource') && expected.some((pattern) => pattern.test(line))),
  );
  expect(unexpected).toEqual([]);
}

export async function getJson<T>(site: Site, path: string): Promise<T> {
  const response = await fetch(`${site.server().url}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Dollars as English pages show them: "$500", "$19.99", "$1,250". */
export function dollars(cost: number): string {
  return formatMoney(cost, 'en');
}

/** Waits until the page's pathname is `pathname` (exactly, case included). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** The document title, once it has settled on `title` (React sets it after the page renders). */
export async function expectTitle(page: Page, title: string | RegExp): Promise<void> {
  if (typeof title === 'string') await poll(() => page.title()).toBe(title);
  else await poll(() => page.title()).toMatch(title);
}

/** The distinct left edges of the items, rounded: one per grid column. */
export async function columnCount(items: Locator): Promise<number> {
  const boxes = await Promise.all((await items.all()).map((item) => item.boundingBox()));
  const lefts = new Set(boxes.map((box) => Math.round(box?.x ?? Number.NaN)));
  return lefts.size;
}

/** A toast with this text (react-toastify gives each toast on screen role=alert in its container). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.Toastify').getByRole('alert').filter({ hasText: text });
}

/**
 * Where a toast ends up once its entry animation is over: polls until two readings a moment apart
 * agree.
 */
export async function settledBox(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = '';
  let box = await locator.boundingBox();
  await expect
    .poll(
      async () => {
        box = await locator.boundingBox();
        const now = JSON.stringify(box && [Math.round(box.x), Math.round(box.y)]);
        const stable = now === last;
        last = now;
        return stable && box !== null;
      },
      { timeout: 10_000, interval: 150 },
    )
    .toBe(true);
  if (!box) throw new Error('the toast has no box');
  return box;
}

/**
 * Checks that a box (a toast's) starts just below the navbar, which toasts must never cover: at
 * most 48 px under the page's banner.
 */
export async function expectBelowNavbar(
  page: Page,
  box: { y: number },
  what = 'gap between the navbar and the toast',
): Promise<void> {
  const banner = await page.getByRole('banner').boundingBox();
  if (!banner) throw new Error('the page has no banner');
  const gap = box.y - (banner.y + banner.height);
  expect(gap, what).toBeGreaterThanOrEqual(0);
  expect(gap, what).toBeLessThan(48);
}

/** Checks that a toast sits in the top-right corner of a desktop viewport, just below the navbar. */
export async function expectTopRight(page: Page, toastLocator: Locator): Promise<void> {
  const box = await settledBox(toastLocator);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const rightGap = viewport.width - (box.x + box.width);
  expect(rightGap, 'gap between the toast and the right edge').toBeGreaterThanOrEqual(0);
  expect(rightGap, 'gap between the toast and the right edge').toBeLessThan(48);
  await expectBelowNavbar(page, box);
  expect(box.x, 'the toast starts in the right half').toBeGreaterThan(viewport.width / 2);
}

/** True when the element's box lies entirely within the visible viewport. */
export async function isInViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.x >= -1 &&
    box.y >= -1 &&
    box.x + box.width <= viewport.width + 1 &&
    box.y + box.height <= viewport.height + 1
  );
}

/** How far the page is wider than the screen (0 or less: nothing sticks out). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The page does not scroll sideways (nothing sticks out at 375 px). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width against the viewport').toBeLessThanOrEqual(clientWidth);
}

/** What currently has keyboard focus, in words a test can compare. */
export function focused(page: Page): Promise<{ tag: string; id: string; text: string; label: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      text: element?.textContent?.trim() ?? '',
      label: element?.getAttribute('aria-label') ?? '',
    };
  });
}

/**
 * The accessible descriptions Chromium computes for the links with this name, in document order
 * (what a screen reader announces after the name).
 */
export async function linkDescriptions(page: Page, name: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        ignored?: boolean;
        role?: { value?: string };
        name?: { value?: string };
        description?: { value?: string };
      }[];
    };
    return nodes
      .filter((node) => !node.ignored && node.role?.value === 'link' && node.name?.value === name)
      .map((node) => node.description?.value ?? '');
  } finally {
    await cdp.detach();
  }
}

const MEDIA_CANDIDATE = /^\/media\/[A-Za-z0-9_-]+(?:-\d+)?\.webp \d+w$/;

/** Scrolls each image into view and checks it with expectImageLoaded; answers how many it checked. */
export async function expectImagesLoaded(images: Locator): Promise<number> {
  const all = await images.all();
  for (const image of all) {
    await image.scrollIntoViewIfNeeded();
    await expectImageLoaded(image);
  }
  return all.length;
}

/** One image: loaded, with a srcset of /media/….webp candidates and a /media/ WebP current source. */
export async function expectImageLoaded(image: Locator): Promise<void> {
  const alt = await image.getAttribute('alt');
  await poll(
    () => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0),
    `image "${alt}" loads`,
  ).toBe(true);
  const { srcset, currentSrc } = await image.evaluate((node: HTMLImageElement) => ({
    srcset: node.getAttribute('srcset') ?? '',
    currentSrc: new URL(node.currentSrc).pathname,
  }));
  const candidates = srcset.split(',').map((candidate) => candidate.trim());
  expect(candidates.length, `srcset of "${alt}"`).toBeGreaterThanOrEqual(2);
  for (const candidate of candidates) expect(candidate, `srcset of "${alt}"`).toMatch(MEDIA_CANDIDATE);
  expect(currentSrc, `current source of "${alt}"`).toMatch(/^\/media\/[A-Za-z0-9_-]+(?:-\d+)?\.webp$/);
}

/**
 * Waits until the app has taken over a page the server drew, in English or in German: the navbar
 * shows Login (or Logout) only once the session has settled, which happens after hydration.
 * Controls clicked or changed before then would do nothing.
 */
export async function waitForApp(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: /^(Main|Hauptnavigation)$/ });
  await nav
    .getByRole('link', { name: /^(Login|Anmelden)$/ })
    .or(nav.getByRole('button', { name: /^(Logout|Abmelden)$/ }))
    .first()
    .waitFor();
}
