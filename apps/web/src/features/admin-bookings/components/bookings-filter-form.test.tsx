import { createI18n, type Locale } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-context';
import type { BookingsFilter } from '../api/get-all-bookings';
import { BookingsFilterForm } from './bookings-filter-form';

const catalogues = compileCatalogues(germanMessages('web'));

function rendered(locale: Locale, filter: BookingsFilter): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n(locale, catalogues[locale])}>
      <BookingsFilterForm filter={filter} onChange={() => undefined} />
    </I18nProvider>,
  );
}

/** The state choice: its label, and its options as value and text, the chosen one marked. */
function stateChoice(html: string) {
  const select = /<label for="([^"]+)"[^>]*>([^<]+)<\/label><select[^>]*id="\1"[^>]*>(.*?)<\/select>/.exec(
    html,
  );
  const options = [
    ...(select?.[3] ?? '').matchAll(/<option value="(\w+)"( selected="")?>([^<]+)<\/option>/g),
  ];
  return {
    label: select?.[2],
    options: options.map((o) => [o[1], o[3]]),
    chosen: options.find((o) => o[2])?.[1],
  };
}

describe('All Bookings’ filter', () => {
  it('offers the cancelled bookings a choice of their own, apart from paid and unpaid', () => {
    expect(stateChoice(rendered('en', { state: 'booked', from: '', to: '' }))).toEqual({
      label: 'State',
      options: [
        ['booked', 'Paid and unpaid'],
        ['paid', 'Paid'],
        ['unpaid', 'Unpaid'],
        ['cancelled', 'Cancelled'],
      ],
      chosen: 'booked',
    });
  });

  it('says it in German on the German dashboard', () => {
    expect(stateChoice(rendered('de', { state: 'cancelled', from: '', to: '' }))).toEqual({
      label: 'Status',
      options: [
        ['booked', 'Bezahlt und offen'],
        ['paid', 'Bezahlt'],
        ['unpaid', 'Offen'],
        ['cancelled', 'Storniert'],
      ],
      chosen: 'cancelled',
    });
  });
});
