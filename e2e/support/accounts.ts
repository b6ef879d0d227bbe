import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { desktop, launchBrowser, openPage, type OpenPage } from './browser';
import { linksIn, startMailSink, type CaughtMail, type MailSink } from './mail';
import { startServer, type RunningServer, type StartOptions } from './server';

export type Device = Parameters<typeof openPage>[2];

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
/** A user nobody has registered yet in this run (addresses are unique per call). */
export function newUser(prefix = 'traveller', name = 'Tina Traveller'): TestUser {
  counter += 1;
  return {
    name,
    email: `${prefix}.${Date.now().toString(36)}${counter}@example.com`,
    password: 'secret-pass-1',
  };
}

export interface AccountsSuite {
  server(): RunningServer;
  mail(): MailSink;
  browser(): Browser;
  /** A fresh context (no cookies, no storage) and page; closed after the test. */
  open(device?: Device, options?: BrowserContextOptions): Promise<OpenPage>;
}

/**
 * One server with a real SMTP sink and one browser per test file; a fresh browser context per test.
 * Call at the top level of a test file. `env` is added to the server's environment.
 */
export function accountsSuite(
  options: { env?: Record<string, string>; start?: () => Promise<StartOptions> } = {},
) {
  let server: RunningServer | undefined;
  let sink: MailSink | undefined;
  let browser: Browser | undefined;
  const opened: OpenPage[] = [];

  beforeAll(async () => {
    sink = await startMailSink();
    const extra = options.start ? await options.start() : {};
    [server, browser] = await Promise.all([
      startServer({ ...extra, env: { SMTP_URL: sink.url, ...options.env, ...extra.env } }),
      launchBrowser(),
    ]);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map(({ context }) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    server?.cleanup();
    await sink?.close();
  });

  const suite: AccountsSuite = {
    server() {
      if (!server) throw new Error('the server has not started');
      return server;
    },
    mail() {
      if (!sink) throw new Error('the mail sink has not started');
      return sink;
    },
    browser() {
      if (!browser) throw new Error('the browser has not started');
      return browser;
    },
    async open(device = desktop, contextOptions = {}) {
      const session = await openPage(suite.browser(), suite.server().url, device, contextOptions);
      opened.push(session);
      return session;
    },
  };
  return suite;
}

// --- Mail -----------------------------------------------------------------------------------------

const isTo = (email: string) => (m: CaughtMail) => m.to.includes(email.toLowerCase());

/** Mails of one kind to one address, in the order they arrived. */
export function mailsTo(sink: MailSink, email: string, subject: RegExp): CaughtMail[] {
  return sink.messages.filter((m) => isTo(email)(m) && subject.test(m.subject));
}

export const VERIFY_SUBJECT = /^Verify your e-mail address/;
export const RESET_SUBJECT = /^Reset your .* password/;

/** The link of the n-th (1-based) mail of that kind, waiting for it if need be. */
export async function linkInMail(
  sink: MailSink,
  email: string,
  subject: RegExp,
  path: string,
  nth = 1,
): Promise<string> {
  await sink.waitFor(() => mailsTo(sink, email, subject).length >= nth);
  const mail = mailsTo(sink, email, subject)[nth - 1];
  const link = mail && linksIn(mail).find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in the mail to ${email}`);
  return link;
}

// --- Accounts through the API (fast set-up for tests about something else) -----------------------

async function postJson(
  server: RunningServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    // better-auth checks the Origin of every POST, as a browser on our pages would send it.
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: JSON.stringify(body),
  });
}

/** Registers through the API, as the register page does; answers the session token. */
export async function signUpByApi(server: RunningServer, user: TestUser): Promise<string> {
  const res = await postJson(server, '/api/auth/sign-up/email', user);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Opens the verification link of the first mail, as the /verify-email page does. */
export async function verifyByApi(server: RunningServer, sink: MailSink, email: string): Promise<void> {
  const link = new URL(await linkInMail(sink, email, VERIFY_SUBJECT, '/verify-email'));
  const res = await fetch(`${server.url}/api/auth/verify-email${link.search}`);
  expect(res.status).toBe(200);
}

/** A registered, verified account, ready to sign in. */
export async function verifiedUser(suite: AccountsSuite, user: TestUser = newUser()): Promise<TestUser> {
  await signUpByApi(suite.server(), user);
  await verifyByApi(suite.server(), suite.mail(), user.email);
  return user;
}

/** GET /api/user/{email} with a bearer token: the status tells whether the token still counts. */
export async function profileStatus(server: RunningServer, email: string, token: string): Promise<number> {
  const res = await fetch(`${server.url}/api/user/${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

// --- The browser -----------------------------------------------------------------------------------

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('accessToken'));
}

/** Fills the login form as a person would, and waits until the page has moved on. */
export async function logIn(page: Page, user: TestUser, options: { remember?: boolean; from?: string } = {}) {
  await page.goto(options.from ?? '/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => storedToken(page)).not.toBeNull();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}

/** The toasts on screen (react-toastify renders each as role=alert inside its container). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.Toastify').getByText(text);
}

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
