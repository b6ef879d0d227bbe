import { createI18n, type Booking } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-context';
import { aBooking } from '../../../test/fixtures';
import { BookingsTable } from './bookings-table';

const booking = (overrides: Partial<Booking>): Booking =>
  aBooking({
    _id: 'b1',
    bookingId: 'd1',
    bookingName: 'München',
    cost: 688,
    paid: true,
    transactionId: 'pi_test_1',
    status: 'paid',
    ...overrides,
  });

const german = createI18n('de', compileCatalogues(germanMessages('web')).de);

/** The table as a German page draws it, in plain text (links' words with the spaces the page shows). */
function germanTable(item: Booking): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={german}>
      <BookingsTable bookings={[item]} onDelete={() => undefined} onCancel={() => undefined} />
    </I18nProvider>,
  );
}

/** The addresses of the PDF links, once each (the table and the phone's cards both draw them). */
const documentLinks = (html: string) => [
  ...new Set([...html.matchAll(/href="(\/api\/booking\/[^"]+)"/g)].map((m) => m[1]?.replace(/&amp;/g, '&'))),
];

describe('My Bookings’ documents', () => {
  it('offers a paid trip its receipt', () => {
    expect(documentLinks(germanTable(booking({})))).toEqual(['/api/booking/b1/receipt?lang=de']);
  });

  it('keeps a cancelled trip’s receipt beside its cancellation invoice', () => {
    const html = germanTable(
      booking({ status: 'cancelled', cancelledAt: '2099-06-01T10:00:00Z', refundAmount: 688 }),
    );
    expect(documentLinks(html)).toEqual([
      '/api/booking/b1/receipt?lang=de',
      '/api/booking/b1/credit-note?lang=de',
    ]);
    // "Beleg (PDF)", with its space in the text as on the screen.
    expect(html).toContain('Beleg<span class="text-xs text-muted"> (PDF)</span>');
    expect(html).toContain('Stornorechnung<span class="text-xs text-muted"> (PDF)</span>');
  });
});

describe('My Bookings’ departures and tickets', () => {
  const english = createI18n('en', compileCatalogues(germanMessages('web')).en);
  const table = (item: Booking, i18n = english) =>
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <BookingsTable bookings={[item]} onDelete={() => undefined} onCancel={() => undefined} />
      </I18nProvider>,
    );

  it('shows the start time of a booking that has one, and the tickets when not only adults', () => {
    const item = booking({
      time: '10:00',
      travellers: 3,
      tickets: [
        { category: 'adult', count: 2, cost: 40, places: 1 },
        { category: 'child', count: 1, cost: 20, places: 1 },
      ],
    });
    const html = table(item);
    expect(html).toContain('Jun 20, 2099 at 10:00');
    expect(html).toContain('2 adults, 1 child');
    expect(html).not.toContain('for 3 travellers');
    const german = germanTable(item);
    expect(german).toContain('20.06.2099 um 10:00 Uhr');
    expect(german).toContain('2 Erwachsene, 1 Kind');
  });

  it('keeps a day’s booking for adults as it was: the date alone, and the number of travellers', () => {
    const html = table(
      booking({ travellers: 2, tickets: [{ category: 'adult', count: 2, cost: 688, places: 1 }] }),
    );
    expect(html).toContain('Jun 20, 2099<');
    expect(html).not.toContain(' at ');
    expect(html).toContain('for 2 travellers');
    expect(html).not.toContain('adults');
  });

  it('shows the meeting point of a booking that has one, in both languages', () => {
    const item = booking({
      meetingPoint: { address: 'Marienplatz 1, München', latitude: null, longitude: null },
    });
    expect(table(item)).toContain('Meeting point: Marienplatz 1, München');
    expect(germanTable(item)).toContain('Treffpunkt: Marienplatz 1, München');
    expect(table(booking({}))).not.toContain('Meeting point');
  });
});
