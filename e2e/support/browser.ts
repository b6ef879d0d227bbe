import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  type Page,
} from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium's flags here: headless, as root, and no network of its own (it has none to reach). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium with the flags above, reachable from other processes at its wsEndpoint(). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

/** A connection to a Chromium started by launchBrowserServer; closing it closes its contexts only. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export const desktop = { viewport: { width: 1280, height: 800 } };
export const phone = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
export type Device = typeof desktop | typeof phone;

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests seen so far: a page that logs them is broken. */
  problems: string[];
}

/**
 * A fresh context (no cookies, no storage unless `options.storageState` gives some) and page,
 * recording console errors.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  device: Device = desktop,
  options: BrowserContextOptions = {},
): Promise<OpenPage> {
  // No service worker unless a test asks for one (e2e/offline.test.ts): a worker answers requests
  // that page.route could then no longer intercept.
  const context = await browser.newContext({ serviceWorkers: 'block', ...device, ...options, baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser's line for a failed load names its status but not its address; the location does.
    const text = message.text();
    const address = text.startsWith('Failed to load resource') ? ` (${message.location().url})` : '';
    problems.push(`console: ${text}${address}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

/**
 * A fresh page signed in as the holder of `token`: localStorage.accessToken holds it before any of
 * the site's scripts run, as if they had signed in earlier.
 */
export async function openSignedInPage(
  browser: Browser,
  baseURL: string,
  token: string,
  device: Device = desktop,
): Promise<OpenPage> {
  const opened = await openPage(browser, baseURL, device);
  await opened.context.addInitScript((stored) => localStorage.setItem('accessToken', stored), token);
  return opened;
}
