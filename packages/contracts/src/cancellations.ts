import { BOOKING_TIME_ZONE, addDays, calendarDateIn, formatBookingDate } from './bookings';
import { dateFormat } from './i18n/formats';
import { formatMoney } from './money-format';

/*
 * Holds and cancellations. A paid trip can be cancelled with a full refund until
 * FREE_CANCELLATION_DAYS days before it, counted in days in Germany; the booking form, My Bookings
 * and the server all ask these functions.
 */

/** The server's defaults (BOOKING_HOLD_MINUTES, FREE_CANCELLATION_DAYS). */
export const DEFAULT_BOOKING_HOLD_MINUTES = 1440;
export const DEFAULT_FREE_CANCELLATION_DAYS = 2;

/** The last day (ISO, in Germany) on which a trip on `tripDate` can be cancelled for free. */
export function freeCancellationUntil(tripDate: string, days: number): string {
  return addDays(tripDate, -days);
}

/** True while `lastFreeDay` (freeCancellationUntil) has not passed in Germany. */
export function isCancellationFree(lastFreeDay: string, now: Date = new Date()): boolean {
  return calendarDateIn(BOOKING_TIME_ZONE, now) <= lastFreeDay;
}

export const cancellationMessages = {
  notPaid: 'This booking is not paid: an unpaid booking is deleted instead of cancelled.',
  expired: 'This booking has expired: it holds no places any more and cannot be paid.',
  cancelled: 'This booking is cancelled: it cannot be paid.',
  refundPending:
    'Your trip is cancelled, but the payment service cannot be reached to refund it just now: we will try again, and so can you in a minute.',
  cancelTrip: 'Cancel trip',
} as const;

/** The owner's refusal after the free period: names the last day of free cancellation. */
export function cancelTooLateMessage(lastFreeDay: string, days: number): string {
  return (
    `Free cancellation ended on ${formatBookingDate(lastFreeDay)}: trips can be cancelled up to ` +
    `${days} ${days === 1 ? 'day' : 'days'} before the day. Write to us if you cannot travel.`
  );
}

/** What the confirmation asks before cancelling: what comes back and until when it is free. */
export function cancelQuestion(input: {
  destination: string;
  date: string;
  refundDollars: number;
  lastFreeDay: string;
}): string {
  return (
    `Cancel your trip to ${input.destination} on ${formatBookingDate(input.date)}? ` +
    `You get ${formatMoney(input.refundDollars)} back. Cancelling is free until ${formatBookingDate(input.lastFreeDay)}.`
  );
}

/** "Pay by Dec 24, 2026, 14:30": an unpaid booking's `expiresAt`, in Germany's time. */
export function payByMessage(expiresAt: string): string {
  const when = dateFormat('en-US', {
    timeZone: BOOKING_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(expiresAt));
  return `Pay by ${when}`;
}
