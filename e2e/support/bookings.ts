import { addDays, firstBookableDate, formatBookingDate } from '@tgde/contracts';
import type { Page } from 'playwright-core';
import { answer, call, callFor } from './api';
import type { Account, Site } from './accounts';
import { decodeQuotedPrintable, type CaughtMail } from './mail';

/*
 * Bookings and payments. What a test is about goes through the browser; what it only needs in
 * place (a booking to pay, a paid booking) goes through the API, as the account that owns it.
 */

export const SUCCEEDING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const INSUFFICIENT_FUNDS_CARD = '4000 0000 0000 9995';

/** Subjects of the booking and receipt mails. */
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

/** PUT /api/user/{email}: gives the account a phone number, which the booking form starts with. */
export async function setPhoneByApi(site: Site, account: Account, phone: string): Promise<void> {
  await callFor(site.server().url, 'PUT', `/api/user/${encodeURIComponent(account.email)}`, 200, {
    token: account.token,
    body: { phone },
  });
}

/**
 * POST /api/bookedDestination as the booking dialog sends it, for the account (for one traveller
 * unless `options` say more): the booking's id.
 */
export async function bookByApi(
  site: Site,
  account: Account,
  destination: { _id: string },
  date: string,
  options: { travellers?: number; phone?: string } = {},
): Promise<string> {
  const { travellers = 1, phone = '+49 30 1234567' } = options;
  const res = await call(site.server().url, 'POST', '/api/bookedDestination', {
    token: account.token,
    body: { bookingId: destination._id, date, phone, travellers },
  });
  return (await answer<{ insertedId: string }>(res, 201, 'booking')).insertedId;
}

/** The test-mode payment of a booking with the card that succeeds: the transaction id. */
export async function payByApi(site: Site, account: Account, bookingId: string): Promise<string> {
  const { url } = site.server();
  const { token } = account;
  const { clientSecret } = await callFor<{ clientSecret: string }>(
    url,
    'POST',
    '/api/create-payment-intent',
    200,
    {
      token,
      body: { bookingId },
    },
  );
  const { paymentIntent } = await callFor<{ paymentIntent: { id: string } }>(
    url,
    'POST',
    '/api/test-payments/confirm',
    200,
    { token, body: { clientSecret, card: { number: SUCCEEDING_CARD, expiry: futureExpiry(), cvc: '123' } } },
  );
  await callFor(url, 'PATCH', `/api/booking/${bookingId}`, 200, {
    token,
    body: { transactionId: paymentIntent.id },
  });
  return paymentIntent.id;
}

export interface ApiBooking {
  _id: string;
  date: string;
  bookingName: string;
  cost: number;
  paid: boolean;
  transactionId?: string | null;
  status: 'unpaid' | 'paid' | 'cancelled' | 'expired';
  travellers: number;
  /** When an unpaid booking expires unless paid (ISO date-time); null for the others. */
  expiresAt: string | null;
  /** The last day (ISO) its trip can be cancelled for free. */
  freeCancellationUntil: string;
  /** Dollars, once refunded. */
  refundAmount?: number | null;
  refundId?: string | null;
}

/** GET /api/booking?user=: the account's bookings as the API lists them. */
export async function bookingsByApi(site: Site, account: Account): Promise<ApiBooking[]> {
  return callFor<ApiBooking[]>(
    site.server().url,
    'GET',
    `/api/booking?user=${encodeURIComponent(account.email)}`,
    200,
    { token: account.token },
  );
}

export interface DayPlaces {
  date: string;
  capacity: number | null;
  booked: number;
  remaining: number | null;
}

/** GET /api/destination/{id}/availability for one day: its places, as the booking calendar reads them. */
export async function placesOn(site: Site, destination: { _id: string }, date: string): Promise<DayPlaces> {
  const [day] = await callFor<DayPlaces[]>(
    site.server().url,
    'GET',
    `/api/destination/${destination._id}/availability?from=${date}&to=${date}`,
    200,
  );
  if (!day) throw new Error(`no availability for ${date}`);
  return day;
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
