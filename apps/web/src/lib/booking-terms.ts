import { isCancellationFree } from '@tgde/contracts';

/*
 * The booking terms as the booking dialog and the payment page state them beside their buttons, in
 * a sentence or two (the whole terms are /terms, features/legal/terms-content.ts). Worded from the
 * server's settings (GET /api/site-info) or the booking's own last day of free cancellation, so
 * they say what the server does. Kept together so that a translation replaces them in one place.
 */

/** "2 days before the trip", "1 day before the trip", or "the day of the trip" (FREE_CANCELLATION_DAYS=0). */
export function daysBeforeTrip(days: number): string {
  if (days <= 0) return 'the day of the trip';
  return `${days} ${days === 1 ? 'day' : 'days'} before the trip`;
}

/** BOOKING_HOLD_MINUTES in words: "24 hours", "90 minutes", "3 days". */
export function holdDuration(minutes: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes >= 3 * 24 * 60 && minutes % (24 * 60) === 0) return count(minutes / (24 * 60), 'day');
  if (minutes >= 60 && minutes % 60 === 0) return count(minutes / 60, 'hour');
  return count(minutes, 'minute');
}

/** The booking dialog's sentence, before the trip is booked: when cancelling is free. */
export function cancellationTermsSentence(freeCancellationDays: number): string {
  return `Free cancellation with a full refund until ${daysBeforeTrip(freeCancellationDays)}, no cancellation after that.`;
}

/**
 * The payment page's sentence for this booking: until which day (`lastFreeDay`, shown as the page
 * shows dates) cancelling is free, or that it no longer is.
 */
export function paymentCancellationSentence(
  lastFreeDay: string,
  shownDay: string,
  now: Date = new Date(),
): string {
  return isCancellationFree(lastFreeDay, now)
    ? `You can cancel this trip free of charge in My Bookings until ${shownDay} and get the whole ` +
        'price back to your card; after that it cannot be cancelled.'
    : 'The free cancellation period for this trip is over: once paid, it cannot be cancelled.';
}

/** Beside Pay: paying is binding ("zahlungspflichtig buchen"); the link names the terms. */
export const bindingPayment = {
  before: 'By selecting Pay you book and pay this trip bindingly, under our ',
  link: 'booking terms',
  after: '.',
} as const;
