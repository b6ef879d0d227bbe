import { createI18n } from '@tgde/contracts';
import { compileCatalogues, germanMessages, readGermanFiles } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import {
  bindingPayment,
  bookingButtons,
  cancellationTermsSentence,
  daysBeforeTrip,
  holdDuration,
  paymentCancellationSentence,
} from './booking-terms';
import { english, type Translate } from './translate';

describe('booking terms in words', () => {
  it('names the free-cancellation period, down to the day of the trip', () => {
    expect(daysBeforeTrip(2)).toBe('2 days before the trip');
    expect(daysBeforeTrip(1)).toBe('1 day before the trip');
    expect(daysBeforeTrip(0)).toBe('the day of the trip');
    expect(cancellationTermsSentence(2)).toBe(
      'Free cancellation with a full refund until 2 days before the trip, no cancellation after that.',
    );
  });

  it('says the hold in the largest whole unit', () => {
    expect(holdDuration(1440)).toBe('24 hours');
    expect(holdDuration(60)).toBe('1 hour');
    expect(holdDuration(90)).toBe('90 minutes');
    expect(holdDuration(1)).toBe('1 minute');
    expect(holdDuration(3 * 1440)).toBe('3 days');
  });

  it("states the booking's own last free day until it has passed in Germany", () => {
    // 22:30 UTC on June 10 is already June 11 in Berlin.
    expect(
      paymentCancellationSentence('2026-06-10', 'Jun 10, 2026', english, new Date('2026-06-10T21:30:00Z')),
    ).toMatch(/^You can cancel this trip free of charge in My Bookings until Jun 10, 2026/);
    expect(
      paymentCancellationSentence('2026-06-10', 'Jun 10, 2026', english, new Date('2026-06-10T22:30:00Z')),
    ).toBe('The free cancellation period for this trip is over: once paid, it cannot be cancelled.');
  });
});

describe('booking terms in German', () => {
  const i18n = createI18n('de', compileCatalogues(readGermanFiles().get('web-common.json') ?? {}).de);
  const t = (text: string, values?: Record<string, unknown>) => i18n._(text, values);

  it('words the free-cancellation period with German plurals', () => {
    expect(cancellationTermsSentence(1, t)).toBe(
      'Kostenlose Stornierung mit voller Erstattung bis 1 Tag vor der Reise, danach ist keine Stornierung mehr möglich.',
    );
    expect(cancellationTermsSentence(0, t)).toBe(
      'Kostenlose Stornierung mit voller Erstattung bis zum Reisetag, danach ist keine Stornierung mehr möglich.',
    );
    expect(daysBeforeTrip(2, t)).toBe('2 Tage vor der Reise');
    expect(holdDuration(1440, t)).toBe('24 Stunden');
    expect(holdDuration(1, t)).toBe('1 Minute');
  });

  it("states the booking's own last free day", () => {
    expect(
      paymentCancellationSentence('2026-06-10', '10.06.2026', t, new Date('2026-06-10T21:30:00Z')),
    ).toMatch(/^Sie können diese Reise bis zum 10\.06\.2026 unter „Meine Buchungen“ kostenlos stornieren/);
  });
});

describe('the payment page names its button', () => {
  const i18n = createI18n('de', compileCatalogues(germanMessages('web')).de);
  const german: Translate = (text, values) => i18n._(text, values);

  it('as Pay, and as „Zahlungspflichtig buchen“ in German', () => {
    expect(bookingButtons.pay()).toBe('Pay');
    expect(bindingPayment().before).toBe('By selecting Pay you book and pay this trip bindingly, under our ');
    expect(bookingButtons.pay(german)).toBe('Zahlungspflichtig buchen');
    expect(bindingPayment(german).before).toBe(
      'Mit „Zahlungspflichtig buchen“ buchen Sie diese Reise verbindlich zu unseren ',
    );
  });
});
