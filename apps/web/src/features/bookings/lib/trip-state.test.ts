import { createI18n, translateSentence } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import { tripState, type TripBooking, type TripWords } from './trip-state';

// Noon in Germany on June 10, 2026.
const now = new Date('2026-06-10T10:00:00Z');

const trip = (over: Partial<TripBooking>): TripBooking => ({
  status: 'paid',
  expiresAt: null,
  freeCancellationUntil: '2026-06-20',
  refundAmount: null,
  cost: 500,
  ...over,
});

describe('tripState', () => {
  it('lets an unpaid trip be paid and deleted, by the end of its hold', () => {
    const state = tripState(trip({ status: 'unpaid', expiresAt: '2026-06-11T08:30:00Z' }), now);
    expect(state).toMatchObject({
      label: 'Unpaid',
      canPay: true,
      canCancel: false,
      canDelete: true,
      documents: [],
    });
    expect(state.detail).toMatch(/^Pay by Jun 11, 2026, 10:30/);
    expect(tripState(trip({ status: 'unpaid' }), now).detail).toBeNull();
  });

  it('offers Cancel trip on a paid trip until the last free day, in Germany', () => {
    expect(tripState(trip({}), now)).toMatchObject({
      label: 'Paid',
      canCancel: true,
      canPay: false,
      canDelete: false,
      detail: 'Free cancellation until Jun 20, 2026',
      documents: ['receipt'],
    });
    // 23:30 in Germany on the last free day is still that day.
    expect(
      tripState(trip({ freeCancellationUntil: '2026-06-10' }), new Date('2026-06-10T21:30:00Z')).canCancel,
    ).toBe(true);
    // 00:30 in Germany the day after is not, though it is still the 10th in UTC.
    const late = tripState(trip({ freeCancellationUntil: '2026-06-10' }), new Date('2026-06-10T22:30:00Z'));
    expect(late).toMatchObject({ canCancel: false, detail: 'Free cancellation ended on Jun 10, 2026' });
  });

  it('says what a cancelled trip refunded, and offers its receipt beside the credit note', () => {
    expect(tripState(trip({ status: 'cancelled', refundAmount: 1250 }), now)).toMatchObject({
      label: 'Cancelled',
      detail: '$1,250 refunded',
      canPay: false,
      canCancel: false,
      canDelete: false,
      documents: ['receipt', 'credit-note'],
    });
    expect(tripState(trip({ status: 'cancelled' }), now).detail).toBe('The refund is on its way');
  });

  it('offers no Pay on an expired trip', () => {
    expect(tripState(trip({ status: 'expired', expiresAt: '2026-06-01T00:00:00Z' }), now)).toMatchObject({
      label: 'Expired',
      canPay: false,
      canCancel: false,
      canDelete: false,
      documents: [],
    });
  });
});

describe('tripState on German pages', () => {
  const i18n = createI18n('de', compileCatalogues(germanMessages('web')).de);
  const german: TripWords = {
    t: (text, values) => i18n._(text, values),
    sentence: (text) => translateSentence(i18n, text),
    locale: 'de',
  };

  it('words each state in German, with German dates and amounts', () => {
    expect(
      tripState(trip({ status: 'unpaid', expiresAt: '2026-06-11T08:30:00Z' }), now, german),
    ).toMatchObject({ label: 'Offen', detail: expect.stringMatching(/^Zahlbar bis 11\.06\.2026, 10:30/) });
    expect(tripState(trip({}), now, german)).toMatchObject({
      label: 'Bezahlt',
      detail: 'Kostenlos stornierbar bis 20.06.2026',
      deleteNote: 'Bezahlte Reisen können nicht gelöscht werden',
    });
    expect(tripState(trip({ status: 'cancelled', refundAmount: 1250 }), now, german)).toMatchObject({
      label: 'Storniert',
      detail: '1.250 $ erstattet',
    });
    expect(tripState(trip({ status: 'expired' }), now, german).label).toBe('Abgelaufen');
  });
});
