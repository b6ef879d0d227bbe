import { isCancellationFree } from '@tgde/contracts';
import { english, type Translate } from './translate';

/*
 * The booking terms as the booking dialog and the payment page state them beside their buttons, in
 * a sentence or two (the whole terms are /terms, features/legal/terms-content.ts). Worded from the
 * server's settings (GET /api/site-info) or the booking's own last day of free cancellation, so
 * they say what the server does. Each takes the page's `t` (English without one); the German is in
 * packages/contracts/messages/de/web-layout.json.
 */

/**
 * "2 days before the trip", "1 day before the trip", or "the day of the trip" (FREE_CANCELLATION_DAYS=0).
 * Said after "until" (German: after „bis“, so its German for the day itself is „zum Reisetag“).
 */
export function daysBeforeTrip(days: number, t: Translate = english): string {
  if (days <= 0) return t('the day of the trip');
  return t('{days, plural, one {# day} other {# days}} before the trip', { days });
}

/** BOOKING_HOLD_MINUTES in words: "24 hours", "90 minutes", "3 days". */
export function holdDuration(minutes: number, t: Translate = english): string {
  if (minutes >= 3 * 24 * 60 && minutes % (24 * 60) === 0) {
    return t('{count, plural, one {# day} other {# days}}', { count: minutes / (24 * 60) });
  }
  if (minutes >= 60 && minutes % 60 === 0) {
    return t('{count, plural, one {# hour} other {# hours}}', { count: minutes / 60 });
  }
  return t('{count, plural, one {# minute} other {# minutes}}', { count: minutes });
}

/** The booking dialog's sentence, before the trip is booked: when cancelling is free. */
export function cancellationTermsSentence(freeCancellationDays: number, t: Translate = english): string {
  // Whole sentences, not daysBeforeTrip() inside one: German words "until the day" differently.
  if (freeCancellationDays <= 0) {
    return t('Free cancellation with a full refund until the day of the trip, no cancellation after that.');
  }
  return t(
    'Free cancellation with a full refund until {days, plural, one {# day} other {# days}} before the trip, no cancellation after that.',
    { days: freeCancellationDays },
  );
}

/**
 * The payment page's sentence for this booking: until which day (`lastFreeDay`, shown as the page
 * shows dates) cancelling is free, or that it no longer is.
 */
export function paymentCancellationSentence(
  lastFreeDay: string,
  shownDay: string,
  t: Translate = english,
  now: Date = new Date(),
): string {
  return isCancellationFree(lastFreeDay, now)
    ? t(
        'You can cancel this trip free of charge in My Bookings until {day} and get the whole price back to your card; after that it cannot be cancelled.',
        { day: shownDay },
      )
    : t('The free cancellation period for this trip is over: once paid, it cannot be cancelled.');
}

/**
 * Beside Pay: paying is binding ("zahlungspflichtig buchen"); the link names the terms. Shown
 * through the page's `sentence` (each part, with its spaces, has its German in the catalogue).
 */
export const bindingPayment = {
  before: 'By selecting Pay you book and pay this trip bindingly, under our ',
  link: 'booking terms',
  after: '.',
} as const;
