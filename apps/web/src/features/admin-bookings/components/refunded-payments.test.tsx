import { createI18n, type Locale, type RefundedPayment } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-context';
import { refundedPaymentsQueryOptions } from '../api/get-refunded-payments';
import { RefundedPayments } from './refunded-payments';

const catalogues = compileCatalogues(germanMessages('web'));

const second: RefundedPayment = {
  intentId: 'pi_second',
  provider: 'stripe',
  bookingId: '0b5c6f0e-52a4-4a8e-9d55-1f7c2b1e0a11',
  booking: { destinationName: 'München', date: '2026-12-24', userName: 'Ann Walker' },
  amountCents: 1999,
  currency: 'usd',
  reason: 'second-payment',
  status: 'refunded',
  refundId: 're_second',
  lastError: null,
  foundAt: '2026-12-02T09:00:00.000Z',
  refundedAt: '2026-12-02T09:00:01.000Z',
};

const deleted: RefundedPayment = {
  ...second,
  intentId: 'pi_deleted',
  booking: null,
  reason: 'booking-deleted',
  status: 'retrying',
  refundId: null,
  refundedAt: null,
  lastError: 'The payment service cannot be reached.',
};

/** The section's text, tags dropped, with the list the server answered. */
function text(locale: Locale, list: RefundedPayment[]): string {
  const client = new QueryClient();
  client.setQueryData(refundedPaymentsQueryOptions().queryKey, list);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={createI18n(locale, catalogues[locale])}>
        <RefundedPayments />
      </I18nProvider>
    </QueryClientProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('All Bookings’ refunded payments', () => {
  it('list each refund with its amount to the cent, why, the booking and the refund', () => {
    const shown = text('en', [second, deleted]);
    expect(shown).toContain('Refunded payments');
    expect(shown).toContain('$19.99');
    expect(shown).toContain('Paid a second time: the booking was paid already');
    expect(shown).toContain("Ann Walker's trip to München on Dec 24, 2026");
    expect(shown).toContain('re_second');
    expect(shown).toContain('The booking was deleted before the payment was reported');
    expect(shown).toContain('Booking: Deleted (its id: 0b5c6f0e-52a4-4a8e-9d55-1f7c2b1e0a11)');
    expect(shown).toContain('Retrying');
    expect(shown).toContain('The payment service cannot be reached.');
  });

  it('say it in German', () => {
    const shown = text('de', [second]);
    expect(shown).toContain('Erstattete Zahlungen');
    expect(shown).toContain('19,99 $');
    expect(shown).toContain('Zweite Zahlung: Die Buchung war schon bezahlt');
    expect(shown).toContain('Reise von Ann Walker nach München am 24.12.2026');
    expect(shown).toContain('Erstattet');
  });

  it('say so when none had to be refunded', () => {
    expect(text('en', [])).toContain('No payment had to be refunded.');
    expect(text('de', [])).toContain('Bisher musste keine Zahlung erstattet werden.');
  });
});
