import { isCancellationFree, pages } from '@tgde/contracts';
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
 * The labels of the buttons and links the booking terms tell a traveller to select, as the pages
 * label them: the pages and the terms (features/legal/terms-content*.ts) both take them from here,
 * so the terms always quote the words on the buttons. Their German is in web-bookings.json and
 * shared-rules.json, which the terms page loads with its own texts.
 */
export const bookingButtons = {
  /** My Bookings' link to the payment page of an unpaid trip. */
  toPayment: (t: Translate = english) => t('Pay'),
  /**
   * The payment page's button that charges the card: SPEC's "Pay" in English; in German the words
   * German law asks of a button that binds the buyer to pay (§ 312j BGB), "Zahlungspflichtig
   * buchen". A message of its own (a select with only `other`): the plain 'Pay' is "Bezahlen".
   */
  pay: (t: Translate = english) => t('Pay{kind, select, other {}}', { kind: 'binding' }),
  cancelTrip: (t: Translate = english) => t('Cancel trip'),
  receipt: (t: Translate = english) => t('Receipt'),
  creditNote: (t: Translate = english) => t('Cancellation invoice'),
};

/** My Bookings' name, as its menu entry and its title say it (the page table's title). */
export const myBookingsName = (t: Translate = english): string => t(pages.myBookings.title);

/**
 * Beside Pay: paying is binding ("zahlungspflichtig buchen"), naming the button; the link names
 * the terms.
 */
export function bindingPayment(t: Translate = english): { before: string; link: string; after: string } {
  return {
    before: t('By selecting {button} you book and pay this trip bindingly, under our ', {
      button: bookingButtons.pay(t),
    }),
    link: t('booking terms'),
    after: '.',
  };
}
