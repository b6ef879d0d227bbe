import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { desktop, launchBrowser, openPage, phone, type OpenPage } from './browser';
import { startServer, type RunningServer } from './server';

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
export type Device = typeof desktop | typeof phone;

export interface PublicSuite {
  server(): RunningServer;
  /** A fresh context and page; closed after the test. */
  open(device: Device, options?: BrowserContextOptions): Promise<OpenPage>;
}

/**
 * One server (and one browser) for the whole file, a fresh browser context for every test.
 * Call it at the top level of a test file.
 */
export function publicSuite(env?: Record<string, string>): PublicSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const opened: OpenPage[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env ? { env } : {}), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map(({ context }) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    server?.cleanup();
  });

  return {
    server() {
      if (!server) throw new Error('the server has not started');
      return server;
    },
    async open(device, options) {
      if (!browser || !server) throw new Error('the suite has not started');
      const session = await openPage(browser, server.url, device, options);
      opened.push(session);
      return session;
    },
  };
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

export async function getJson<T>(server: RunningServer, path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

export interface ApiDestination {
  _id: string;
  destinationName: string;
  description: string;
  cost: number;
  img: string;
}

export interface ApiReview {
  _id: string;
  name: string;
  comment: string;
  rating: number;
}

/** Dollars as the pages show them: whole numbers with thousands separators. */
export function dollars(cost: number): string {
  return `$${Math.round(cost).toLocaleString('en-US')}`;
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

/** A toast (react-toastify renders each as role=alert) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
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

/** Checks that a toast sits in the top-right corner of a desktop viewport. */
export async function expectTopRight(page: Page, toastLocator: Locator): Promise<void> {
  const box = await settledBox(toastLocator);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const rightGap = viewport.width - (box.x + box.width);
  expect(rightGap, 'gap between the toast and the right edge').toBeGreaterThanOrEqual(0);
  expect(rightGap, 'gap between the toast and the right edge').toBeLessThan(48);
  expect(box.y, 'gap between the toast and the top edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'gap between the toast and the top edge').toBeLessThan(48);
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
 * Waits until the app has taken over a page the server drew: the navbar shows Login (or Logout)
 * only once the session has settled, which happens after hydration. Controls clicked or changed
 * before then would do nothing.
 */
export async function waitForApp(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav
    .getByRole('link', { name: 'Login', exact: true })
    .or(nav.getByRole('button', { name: 'Logout', exact: true }))
    .first()
    .waitFor();
}
