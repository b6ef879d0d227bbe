import { addDays, firstBookableDate, formatBookingDate } from '@tgde/contracts';
import type { Page } from 'playwright-core';
import { decodeQuotedPrintable, type CaughtMail } from './mail';
import type { Account } from './images';

/*
 * Set-up and reading aids for the booking and payment tests. What a test is about goes through the
 * browser; what it only needs in place (a booking to pay, a paid booking) goes through the API.
 */

export interface ApiDestination {
  _id: string;
  destinationName: string;
  cost: number;
}

export const SUCCEEDING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const INSUFFICIENT_FUNDS_CARD = '4000 0000 0000 9995';

/** Subjects of the mails of booking-templates.ts. */
export const BOOKED_SUBJECT = /^Your trip to .* is booked$/;
export const RECEIPT_SUBJECT = /^Receipt: your trip to .* is paid$/;

/** A card expiry a year from now, as MM/YY. */
export function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** The ISO date `days` after the first bookable day (today in Germany); negative for the past. */
export function bookableDate(days: number): string {
  return addDays(firstBookableDate(), days);
}

/** How pages show a date ('PP'): "Dec 24, 2026". */
export const shown = formatBookingDate;

export async function destinationNamed(baseUrl: string, name: string): Promise<ApiDestination> {
  const res = await fetch(`${baseUrl}/api/destination`);
  const body = (await res.json()) as ApiDestination[] | { items: ApiDestination[] };
  const list = Array.isArray(body) ? body : body.items;
  const found = list.find((d) => d.destinationName === name);
  if (!found) throw new Error(`the demo content has no ${name}`);
  return found;
}

async function call<T>(
  baseUrl: string,
  account: Account,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${account.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** PUT /api/user/{email}: gives the account a phone number, which the booking form starts with. */
export async function setPhoneByApi(baseUrl: string, account: Account, phone: string): Promise<void> {
  const res = await call(baseUrl, account, 'PUT', `/user/${encodeURIComponent(account.email)}`, { phone });
  if (res.status !== 200) throw new Error(`profile update answered ${res.status}`);
}

/** POST /api/bookedDestination as the booking modal sends it: the new booking's id. */
export async function bookByApi(
  baseUrl: string,
  account: Account,
  destination: ApiDestination,
  date: string,
): Promise<string> {
  const res = await call<{ insertedId: string }>(baseUrl, account, 'POST', '/bookedDestination', {
    bookingId: destination._id,
    bookingName: destination.destinationName,
    date,
    cost: destination.cost,
    userName: account.name,
    userEmail: account.email,
    phone: '+49 30 1234567',
  });
  if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.insertedId;
}

/** The test-mode payment flow through the API with the card that succeeds: the transaction id. */
export async function payByApi(baseUrl: string, account: Account, bookingId: string): Promise<string> {
  const intent = await call<{ clientSecret: string }>(baseUrl, account, 'POST', '/create-payment-intent', {
    bookingId,
  });
  const confirmed = await call<{ paymentIntent: { id: string } }>(
    baseUrl,
    account,
    'POST',
    '/test-payments/confirm',
    {
      clientSecret: intent.body.clientSecret,
      card: { number: SUCCEEDING_CARD, expiry: futureExpiry(), cvc: '123' },
    },
  );
  const id = confirmed.body.paymentIntent.id;
  const paid = await call(baseUrl, account, 'PATCH', `/booking/${bookingId}`, { transactionId: id });
  if (paid.status !== 200) throw new Error(`paying answered ${paid.status}`);
  return id;
}

/** GET /api/booking?user=: the account's bookings as the API lists them. */
export async function bookingsByApi(baseUrl: string, account: Account) {
  const res = await call<{ _id: string; date: string; bookingName: string; paid: boolean }[]>(
    baseUrl,
    account,
    'GET',
    `/booking?user=${encodeURIComponent(account.email)}`,
  );
  return res.body;
}

/** The calendar's button for an ISO day (react-day-picker marks each cell with data-day). */
export function calendarDay(page: Page, isoDate: string) {
  return page.locator(`[data-day="${isoDate}"] button`);
}

/** The booking dialog, once open. */
export function bookingDialog(page: Page) {
  return page.getByRole('dialog', { name: /^Book / });
}

/**
 * The `.ics` attachment of a mail, decoded (nodemailer sends it base64 or quoted-printable), or
 * null when the mail has none.
 */
export function calendarAttachment(mail: CaughtMail): string | null {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find(
    (p) => /content-type:\s*text\/calendar/i.test(p) || /filename="?[^"\r\n]*\.ics/i.test(p),
  );
  if (!part) return null;
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part
    .slice(split)
    .trim()
    .replace(/\r?\n--[^\r\n]*--\s*$/, '');
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

/** DTSTART of an iCalendar text as an ISO date ("DTSTART;VALUE=DATE:20261224" → "2026-12-24"). */
export function eventStart(ics: string): string | null {
  const match = /^DTSTART(?:;[^:\r\n]*)?:(\d{4})(\d{2})(\d{2})/m.exec(ics.replace(/\r?\n[ \t]/g, ''));
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}
