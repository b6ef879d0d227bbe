import {
  BOOKING_TIME_ZONE,
  bookingStatusLabels,
  formatBookingDate,
  formatMoney,
  INTL_LOCALES,
  isCancellationFree,
  type Booking,
  type BookingDocumentKind,
  type BookingStatus,
  type Locale,
} from '@tgde/contracts';
import { english, type Translate } from '../../../lib/translate';

/** What My Bookings shows of a trip and what it lets its traveller do. */
export interface TripState {
  status: BookingStatus;
  /** "Unpaid", "Paid", "Cancelled", "Expired". */
  label: string;
  /** The sentence under the state: until when to pay, what was refunded, how long cancelling is free. */
  detail: string | null;
  canPay: boolean;
  /** `Cancel trip` is offered: paid, and free cancellation has not ended. */
  canCancel: boolean;
  canDelete: boolean;
  /** Why Delete is off, said beside it. */
  deleteNote: string | null;
  /**
   * The PDFs it links to: a paid trip's receipt; a cancelled trip keeps its receipt beside the credit
   * note that corrects it (as the booking terms promise).
   */
  documents: BookingDocumentKind[];
}

export type TripBooking = Pick<
  Booking,
  'status' | 'expiresAt' | 'freeCancellationUntil' | 'refundAmount' | 'cost'
>;

/** The page's language, as useT() gives it: English (SPEC's words) without one. */
export interface TripWords {
  t: Translate;
  /** A sentence of @tgde/contracts (the state's label) in the page's language. */
  sentence: (text: string) => string;
  locale: Locale;
}

const ENGLISH: TripWords = { t: english, sentence: (text) => text, locale: 'en' };

/**
 * "Dec 24, 2026, 14:30 GMT+1" (payByMessage's time, in Germany's time) or "24.12.2026, 14:30 MEZ":
 * when an unpaid booking must be paid.
 */
function payByTime(expiresAt: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: BOOKING_TIME_ZONE,
    year: 'numeric',
    month: locale === 'de' ? '2-digit' : 'short',
    day: locale === 'de' ? '2-digit' : 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(expiresAt));
}

/**
 * One booking's state on `now` (free cancellation is counted in days in Germany), worded in the
 * page's language (the third argument; English without it).
 */
export function tripState(
  booking: TripBooking,
  now: Date = new Date(),
  { t, sentence, locale }: TripWords = ENGLISH,
): TripState {
  const base = { status: booking.status, label: sentence(bookingStatusLabels[booking.status]) };
  switch (booking.status) {
    case 'unpaid':
      return {
        ...base,
        detail: booking.expiresAt ? t('Pay by {when}', { when: payByTime(booking.expiresAt, locale) }) : null,
        canPay: true,
        canCancel: false,
        canDelete: true,
        deleteNote: null,
        documents: [],
      };
    case 'paid': {
      const free = isCancellationFree(booking.freeCancellationUntil, now);
      const date = formatBookingDate(booking.freeCancellationUntil, locale);
      return {
        ...base,
        detail: free
          ? t('Free cancellation until {date}', { date })
          : t('Free cancellation ended on {date}', { date }),
        canPay: false,
        canCancel: free,
        canDelete: false,
        deleteNote: t("Paid trips can't be deleted"),
        documents: ['receipt'],
      };
    }
    case 'cancelled':
      return {
        ...base,
        detail:
          booking.refundAmount === null
            ? t('The refund is on its way')
            : t('{amount} refunded', { amount: formatMoney(booking.refundAmount, locale) }),
        canPay: false,
        canCancel: false,
        canDelete: false,
        deleteNote: t('Cancelled trips are kept'),
        documents: ['receipt', 'credit-note'],
      };
    case 'expired':
      return {
        ...base,
        detail: t('Not paid in time: its places went back on sale'),
        canPay: false,
        canCancel: false,
        canDelete: false,
        deleteNote: t('Expired trips are kept'),
        documents: [],
      };
  }
}
