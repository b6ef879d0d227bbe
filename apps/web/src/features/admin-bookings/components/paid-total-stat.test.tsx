import { createI18n, type Locale } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-context';
import { PaidTotalStat } from './paid-total-stat';

const catalogues = compileCatalogues(germanMessages('web'));

const text = (locale: Locale) =>
  renderToStaticMarkup(
    <I18nProvider i18n={createI18n(locale, catalogues[locale])}>
      <PaidTotalStat paidTotal={0} total={1} />
    </I18nProvider>,
  )
    .replace(/<[^>]+>/g, '|')
    .split('|')
    .filter(Boolean);

describe('All Bookings’ total', () => {
  it('says that it is net of refunds, so that a refunded cancellation beside 0 is no contradiction', () => {
    expect(text('en')).toEqual(['Total paid', '$0', '1 booking match', 'What they paid, less refunds']);
    expect(text('de')).toEqual([
      'Insgesamt bezahlt',
      '0 $',
      '1 passende Buchung',
      'Bezahlt, abzüglich Erstattungen',
    ]);
  });
});
