import { type Booking } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../test/fixtures';
import { prefillPhone } from './prefill-phone';

const booking = (date: string, phone: string | null): Booking =>
  aBooking({
    _id: `b-${date}`,
    bookingId: 'd1',
    bookingName: 'Hamburg',
    date,
    userName: 'Ada',
    userEmail: 'ada@example.com',
    phone,
    freeCancellationUntil: '2029-12-31',
  });

describe('prefillPhone', () => {
  it("keeps the profile's phone whatever the bookings say", () => {
    expect(prefillPhone('+49 30 111', [booking('2030-01-02', '+49 40 222')])).toBe('+49 30 111');
  });

  it('takes the phone of the trip with the latest date when the profile has none', () => {
    const bookings = [booking('2030-01-02', '+49 40 222'), booking('2030-03-04', '+49 89 333')];
    expect(prefillPhone(null, bookings)).toBe('+49 89 333');
    expect(prefillPhone('', [...bookings].reverse())).toBe('+49 89 333');
    expect(prefillPhone('   ', bookings)).toBe('+49 89 333');
  });

  it('passes over bookings made without a phone', () => {
    const bookings = [
      booking('2030-01-02', '+49 40 222'),
      booking('2030-03-04', null),
      booking('2030-05-06', ' '),
    ];
    expect(prefillPhone(undefined, bookings)).toBe('+49 40 222');
  });

  it('is empty without a phone anywhere, or before the bookings have come', () => {
    expect(prefillPhone(null, [booking('2030-01-02', null)])).toBe('');
    expect(prefillPhone(null)).toBe('');
  });
});
