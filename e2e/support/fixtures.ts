import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import type { Account, Site } from './accounts';
import { connectBrowser, desktop, openPage, openSignedInPage, type Device, type OpenPage } from './browser';
import { mailBox, startMailSink, type MailBox, type MailSink } from './mail';
import { lane, shared } from './shared';
import { startServer, type RunningServer, type StartOptions } from './server';

/*
 * The one set-up of a test file: a server with its mail, the shared Chromium, a fresh browser
 * context per test, and clean-ups that run when the test (or the file) is over.
 *
 * Most files share a server global-setup.ts started for the whole run (their worker's), so each
 * test makes the accounts, bookings and destinations it needs under new names, counts relative to
 * what it found, and removes what would disturb a later file (a destination it added, say). A file
 * that changes the server's settings (Stripe or Google keys, a rate limit) starts a private one.
 */

export interface Suite extends Site {
  browser(): Browser;
  /** What a private server has printed so far (its log); empty for the shared server. */
  serverLog(): string;
  /** A fresh context (no cookies, no storage unless `options` give some) and page; closed after the test. */
  open(device?: Device, options?: BrowserContextOptions): Promise<OpenPage>;
  /** A fresh page already signed in as `account` (its token in localStorage); closed after the test. */
  openSignedIn(account: Account, device?: Device): Promise<OpenPage>;
  /**
   * Runs `cleanup` once the current test is over, pass or fail; called outside a test (in
   * beforeAll), once the file is over.
   */
  afterwards(cleanup: () => unknown): void;
}

export interface PrivateServer {
  /** Added to the private server's environment (SMTP_URL points at its own sink). */
  env?: Record<string, string>;
  /** Runs first, for settings that need something started before the server (a port, a fake). */
  start?: () => Promise<StartOptions>;
}

/**
 * Call once at the top level of a test file. Without options the file uses its worker's shared
 * server; with `{ server: {...} }` it starts a private one for itself (and stops it afterwards).
 */
export function e2eSuite(options: { server?: PrivateServer } = {}): Suite {
  const setup = shared();
  const { serverUrl, mailReadUrl } = lane();
  const own = options.server;
  let server: RunningServer | undefined;
  let sink: MailSink | undefined;
  let browser: Browser | undefined;
  const sharedMail = mailBox(mailReadUrl);
  const opened: OpenPage[] = [];
  const testCleanups: (() => unknown)[] = [];
  const fileCleanups: (() => unknown)[] = [];
  let inTest = false;

  async function runAll(cleanups: (() => unknown)[]) {
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, 'a clean-up failed');
  }

  beforeAll(async () => {
    const connecting = connectBrowser(setup.browserWsEndpoint);
    try {
      if (own) {
        sink = await startMailSink();
        const extra = own.start ? await own.start() : {};
        server = await startServer({ ...extra, env: { SMTP_URL: sink.url, ...own.env, ...extra.env } });
      }
    } finally {
      browser = await connecting;
    }
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await Promise.all(opened.splice(0).map(({ context }) => context.close()));
    await runAll(testCleanups);
  });
  afterAll(async () => {
    try {
      await runAll(fileCleanups);
    } finally {
      await browser?.close();
      await server?.stop();
      server?.cleanup();
      await sink?.close();
    }
  });

  const keep = async (session: Promise<OpenPage>) => {
    const open = await session;
    opened.push(open);
    return open;
  };

  const suite: Suite = {
    server() {
      if (!own) return { url: serverUrl };
      if (!server) throw new Error('the private server has not started');
      return server;
    },
    mail(): MailBox {
      if (!own) return sharedMail;
      if (!sink) throw new Error('the mail sink has not started');
      return sink;
    },
    serverLog() {
      return server?.output() ?? '';
    },
    browser() {
      if (!browser) throw new Error('the browser is not connected yet');
      return browser;
    },
    open(device = desktop, contextOptions = {}) {
      return keep(openPage(suite.browser(), suite.server().url, device, contextOptions));
    },
    openSignedIn(account, device = desktop) {
      return keep(openSignedInPage(suite.browser(), suite.server().url, account.token, device));
    },
    afterwards(cleanup) {
      (inTest ? testCleanups : fileCleanups).push(cleanup);
    },
  };
  return suite;
}
