import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
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

/** Debian's Chromium, started as CONTRACT.md's tests require. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

export const desktop = { viewport: { width: 1280, height: 800 } };
export const phone = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

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
  device: typeof desktop | typeof phone = desktop,
  options: BrowserContextOptions = {},
): Promise<OpenPage> {
  const context = await browser.newContext({ ...device, ...options, baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}
