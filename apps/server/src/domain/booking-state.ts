import type { BookingStatus } from '@tgde/contracts';

/*
 * The one state machine of a booking. A new booking is unpaid; paying makes it paid; a paid trip
 * can be cancelled (and is refunded); an unpaid one expires when its hold runs out, or its owner
 * deletes it. Cancelled and expired are final. Every service that changes a booking's state asks
 * `fromStatuses` for the states its guarded UPDATE may start from, so that two calls racing on one
 * booking cannot both move it.
 */

export type BookingEvent = 'pay' | 'cancel' | 'expire' | 'delete';

/** Where an event leads; `deleted`: the row is removed. */
export type BookingOutcome = BookingStatus | 'deleted';

const TRANSITIONS: Readonly<Record<BookingStatus, Partial<Record<BookingEvent, BookingOutcome>>>> = {
  unpaid: { pay: 'paid', expire: 'expired', delete: 'deleted' },
  paid: { cancel: 'cancelled' },
  cancelled: {},
  expired: {},
};

/** Where `event` takes a booking that is `from`, or null when the event is not allowed there. */
export function nextStatus(from: BookingStatus, event: BookingEvent): BookingOutcome | null {
  return TRANSITIONS[from][event] ?? null;
}

/** The states `event` may start from: the WHERE of its guarded UPDATE. */
export function fromStatuses(event: BookingEvent): BookingStatus[] {
  return (Object.keys(TRANSITIONS) as BookingStatus[]).filter((from) => nextStatus(from, event) !== null);
}

/** Unpaid and paid bookings hold their places; cancelled and expired ones have given them back. */
export function holdsPlaces(status: BookingStatus): boolean {
  return status === 'unpaid' || status === 'paid';
}

/** The statuses that hold places, for queries. */
export const PLACE_HOLDING_STATUSES: BookingStatus[] = ['unpaid', 'paid'];
