import {
  bookingStatusLabels,
  formatBookingDate,
  isCancellationFree,
  payByMessage,
  type Booking,
  type BookingDocumentKind,
  type BookingStatus,
} from '@tgde/contracts';
import { formatRefund } from '../../../lib/format';

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
  /** The PDF it links to: a paid trip's receipt, a cancelled trip's credit note. */
  document: BookingDocumentKind | null;
}

export type TripBooking = Pick<
  Booking,
  'status' | 'expiresAt' | 'freeCancellationUntil' | 'refundAmount' | 'cost'
>;

/** One booking's state on `now` (free cancellation is counted in days in Germany). */
export function tripState(booking: TripBooking, now: Date = new Date()): TripState {
  const base = { status: booking.status, label: bookingStatusLabels[booking.status] };
  switch (booking.status) {
    case 'unpaid':
      return {
        ...base,
        detail: booking.expiresAt ? payByMessage(booking.expiresAt) : null,
        canPay: true,
        canCancel: false,
        canDelete: true,
        deleteNote: null,
        document: null,
      };
    case 'paid': {
      const free = isCancellationFree(booking.freeCancellationUntil, now);
      const day = formatBookingDate(booking.freeCancellationUntil);
      return {
        ...base,
        detail: free ? `Free cancellation until ${day}` : `Free cancellation ended on ${day}`,
        canPay: false,
        canCancel: free,
        canDelete: false,
        deleteNote: "Paid trips can't be deleted",
        document: 'receipt',
      };
    }
    case 'cancelled':
      return {
        ...base,
        detail:
          booking.refundAmount === null
            ? 'The refund is on its way'
            : `${formatRefund(booking.refundAmount)} refunded`,
        canPay: false,
        canCancel: false,
        canDelete: false,
        deleteNote: 'Cancelled trips are kept',
        document: 'credit-note',
      };
    case 'expired':
      return {
        ...base,
        detail: 'Not paid in time: its places went back on sale',
        canPay: false,
        canCancel: false,
        canDelete: false,
        deleteNote: 'Expired trips are kept',
        document: null,
      };
  }
}
