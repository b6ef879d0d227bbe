import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { accountsSuite, newUser, verifiedUser, type AccountsSuite, type TestUser } from './accounts';
import type { RunningServer } from './server';

/*
 * Set-up for the administration and reviews tests: a server that knows its admins in advance
 * (ADMIN_EMAILS), verified accounts with their bearer tokens, and records made through the API
 * (contact messages, bookings, payments) so that each test is about the page it opens.
 */

const ADMIN_COUNT = 12;
const adminAddresses = Array.from({ length: ADMIN_COUNT }, (_, i) => `admin${i + 1}.e2e@example.com`);
let adminsUsed = 0;

/** accountsSuite whose server makes admins of the addresses adminUser() hands out. */
export function adminSuite(env: Record<string, string> = {}) {
  return accountsSuite({
    env: { ADMIN_EMAILS: adminAddresses.join(','), CONTACT_RATE_LIMIT: '1000', ...env },
  });
}

/** A verified administrator nobody has used yet in this file. */
export async function adminUser(suite: AccountsSuite, name = 'Ada Admin'): Promise<TestUser> {
  const email = adminAddresses[adminsUsed++];
  if (!email) throw new Error(`more than ${ADMIN_COUNT} admins in one file`);
  return verifiedUser(suite, { name, email, password: 'secret-pass-1' });
}

/** A verified traveller (no admin rights). */
export function travellerUser(suite: AccountsSuite, name = 'Tina Traveller'): Promise<TestUser> {
  return verifiedUser(suite, newUser('traveller', name));
}

async function call(
  server: RunningServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: server.url };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** Signs in through the API: the account's bearer token. */
export async function tokenOf(server: RunningServer, user: TestUser): Promise<string> {
  const res = await call(server, 'POST', '/api/auth/sign-in/email', {
    body: { email: user.email, password: user.password },
  });
  return (await json<{ token: string }>(res, 200)).token;
}

/** A visitor's contact message (POST /api/email), as the home page's form sends it. */
export async function sendContactMessage(
  server: RunningServer,
  message: { senderEmail: string; subject: string; body: string },
): Promise<string> {
  const res = await call(server, 'POST', '/api/email', { body: { ...message, unread: true } });
  return (await json<{ insertedId: string }>(res, 201)).insertedId;
}

export interface CatalogueEntry {
  _id: string;
  destinationName: string;
  cost: number;
  averageRating: number | null;
  reviewCount: number;
}

export async function catalogue(server: RunningServer): Promise<CatalogueEntry[]> {
  return json<CatalogueEntry[]>(await fetch(`${server.url}/api/destination`), 200);
}

/** A booking of `destinationId` on `date` (ISO) for the token's owner; paid with the 4242 card when asked. */
export async function bookByApi(
  server: RunningServer,
  token: string,
  destinationId: string,
  date: string,
  pay = false,
): Promise<{ bookingId: string; transactionId: string | null }> {
  const booked = await call(server, 'POST', '/api/bookedDestination', {
    token,
    body: { bookingId: destinationId, date, phone: '+4915112345678' },
  });
  const { insertedId } = await json<{ insertedId: string }>(booked, 201);
  if (!pay) return { bookingId: insertedId, transactionId: null };

  const intent = await call(server, 'POST', '/api/create-payment-intent', {
    token,
    body: { bookingId: insertedId },
  });
  const { clientSecret } = await json<{ clientSecret: string }>(intent, 200);
  const confirmed = await call(server, 'POST', '/api/test-payments/confirm', {
    token,
    body: { clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  const { paymentIntent } = await json<{ paymentIntent: { id: string } }>(confirmed, 200);
  const paid = await call(server, 'PATCH', `/api/booking/${insertedId}`, {
    token,
    body: { transactionId: paymentIntent.id },
  });
  await json<unknown>(paid, 200);
  return { bookingId: insertedId, transactionId: paymentIntent.id };
}

/** The dashboard menu's red badge, e.g. "2 unread"; null when there is none. */
export async function unreadBadge(page: Page): Promise<string | null> {
  const badge = page.getByRole('navigation', { name: 'Dashboard' }).getByLabel(/unread$/);
  return (await badge.count()) === 0 ? null : badge.getAttribute('aria-label');
}

/** How far the page is wider than the screen (0 or less: nothing sticks out). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** POST /api/review as the token's owner. */
export async function reviewByApi(
  server: RunningServer,
  token: string,
  review: { comment: string; rating: number; destinationId?: string },
): Promise<string> {
  const res = await call(server, 'POST', '/api/review', { token, body: review });
  return (await json<{ insertedId: string }>(res, 201)).insertedId;
}
