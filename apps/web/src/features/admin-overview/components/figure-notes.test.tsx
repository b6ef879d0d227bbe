import { createI18n, type AdminStats, type Locale, type StatsMonth } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-context';
import { MonthlyFigures } from './monthly-figures';
import { OccupancyFigures } from './occupancy-figures';
import { TopDestinations } from './top-destinations';

const catalogues = compileCatalogues(germanMessages('web'));

function html(locale: Locale, node: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={createI18n(locale, catalogues[locale])}>{node}</I18nProvider>
    </QueryClientProvider>,
  );
}

/** The lines under the figures, as text. */
const notes = (markup: string) =>
  [...markup.matchAll(/<p [^>]*data-figure-note=""[^>]*>(.*?)<\/p>/g)].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, ''),
  );

/** The last twelve months with one booking, paid in May and refunded in full since. */
const months: StatsMonth[] = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  bookings: i === 4 ? 1 : 0,
  revenue: 0,
}));

const occupancy: AdminStats['occupancy'] = {
  from: '2026-12-02',
  to: '2026-12-31',
  fullest: [],
  onOffer: 1,
  withLimit: 0,
  anyPlaceTaken: false,
};

describe('the Overview’s figures', () => {
  it('say under each figure what it counts, in English', () => {
    expect(notes(html('en', <MonthlyFigures months={months} />))).toEqual([
      'Revenue: What the bookings paid in each month brought, less what was refunded for them since.',
      'Paid bookings: Bookings paid in each month (in Germany), including those cancelled and refunded since.',
    ]);
    expect(notes(html('en', <OccupancyFigures occupancy={occupancy} />))).toEqual([
      'Places held by unpaid and paid bookings over the next 30 days, out of the places per day times 30; cancelled bookings hold none, and destinations without a limit show the places taken only.',
    ]);
    expect(notes(html('en', <TopDestinations top={[]} paidBookings={1} />))).toEqual([
      'What the bookings paid in the last 12 months brought per destination, less refunds; a destination whose bookings were all refunded brought nothing and is not listed.',
    ]);
  });

  it('say it in German', () => {
    expect(notes(html('de', <MonthlyFigures months={months} />))).toEqual([
      'Umsatz: Was die im jeweiligen Monat bezahlten Buchungen eingebracht haben, abzüglich der seither dafür erstatteten Beträge.',
      'Bezahlte Buchungen: Pro Monat (nach deutscher Zeit) bezahlte Buchungen, auch die seither stornierten und erstatteten.',
    ]);
    expect(notes(html('de', <OccupancyFigures occupancy={occupancy} />))[0]).toMatch(
      /^Von offenen und bezahlten Buchungen belegte Plätze .*stornierte Buchungen belegen keine/,
    );
    expect(notes(html('de', <TopDestinations top={[]} paidBookings={1} />))[0]).toMatch(
      /^Was die in den letzten 12 Monaten bezahlten Buchungen je Reiseziel eingebracht haben/,
    );
  });

  it('do not say that no booking was paid beside a month with a paid and refunded one', () => {
    const refunded = html('en', <TopDestinations top={[]} paidBookings={1} />);
    expect(refunded).not.toContain('No booking was paid');
    expect(refunded).toContain(
      'Every booking paid in the last 12 months was refunded: no destination brought revenue.',
    );
    expect(html('de', <TopDestinations top={[]} paidBookings={1} />)).toContain(
      'Alle in den letzten 12 Monaten bezahlten Buchungen wurden erstattet: Kein Reiseziel hat Umsatz gebracht.',
    );
    // Nothing paid at all: that is what it says.
    expect(html('en', <TopDestinations top={[]} paidBookings={0} />)).toContain(
      'No booking was paid in the last 12 months.',
    );
  });
});
