import { bookingStatuses, type BookingStatus } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import {
  fromStatuses,
  holdsPlaces,
  nextStatus,
  type BookingEvent,
  type BookingOutcome,
} from './booking-state';

const events: BookingEvent[] = ['pay', 'cancel', 'expire', 'delete'];

// Every state × event: where it leads, or null when refused.
const table: [BookingStatus, BookingEvent, BookingOutcome | null][] = [
  ['unpaid', 'pay', 'paid'],
  ['unpaid', 'cancel', null],
  ['unpaid', 'expire', 'expired'],
  ['unpaid', 'delete', 'deleted'],
  ['paid', 'pay', null],
  ['paid', 'cancel', 'cancelled'],
  ['paid', 'expire', null],
  ['paid', 'delete', null],
  ['cancelled', 'pay', null],
  ['cancelled', 'cancel', null],
  ['cancelled', 'expire', null],
  ['cancelled', 'delete', null],
  ['expired', 'pay', null],
  ['expired', 'cancel', null],
  ['expired', 'expire', null],
  ['expired', 'delete', null],
];

describe('the booking state machine', () => {
  it('covers every state and event', () => {
    expect(table).toHaveLength(bookingStatuses.length * events.length);
  });

  it.each(table)('%s + %s → %s', (from, event, outcome) => {
    expect(nextStatus(from, event)).toBe(outcome);
  });

  it('names the states each event may start from', () => {
    expect(fromStatuses('pay')).toEqual(['unpaid']);
    expect(fromStatuses('cancel')).toEqual(['paid']);
    expect(fromStatuses('expire')).toEqual(['unpaid']);
    expect(fromStatuses('delete')).toEqual(['unpaid']);
  });

  it.each([
    ['unpaid', true],
    ['paid', true],
    ['cancelled', false],
    ['expired', false],
  ] as const)('%s holds places: %s', (status, holds) => {
    expect(holdsPlaces(status)).toBe(holds);
  });
});
