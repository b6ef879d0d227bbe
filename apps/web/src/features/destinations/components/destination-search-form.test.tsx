import { createI18n, type Locale } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-context';
import { renderComponent } from '../../../test/render';
import { filtersFromParams, type DestinationFilters } from '../search-params';
import { DestinationSearchForm } from './destination-search-form';

const catalogues = compileCatalogues(germanMessages('web'));

/** The price boxes as the page draws them: each one's input tag. */
function priceInputs(locale: Locale, filters: DestinationFilters): string[] {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={createI18n(locale, catalogues[locale])}>
      <DestinationSearchForm filters={filters} onApply={() => undefined} />
    </I18nProvider>,
  );
  return [...html.matchAll(/<input[^>]*name="(?:minCost|maxCost)"[^>]*>/g)].map((m) => m[0]);
}

describe('the price boxes', () => {
  it('are text boxes with a decimal keyboard: a number box would read "400,50" as 40050', () => {
    for (const input of priceInputs('de', { page: 1 })) {
      expect(input).toContain('type="text"');
      expect(input).toContain('inputMode="decimal"');
    }
  });

  it('show a price with cents in the page’s decimal style', () => {
    const german = priceInputs('de', { minCost: 99.9, maxCost: 400.5, page: 1 });
    expect(german.map((input) => /value="([^"]*)"/.exec(input)?.[1])).toEqual(['99,9', '400,5']);
    const english = priceInputs('en', { minCost: 99.9, maxCost: 400.5, page: 1 });
    expect(english.map((input) => /value="([^"]*)"/.exec(input)?.[1])).toEqual(['99.9', '400.5']);
  });
});

describe('the form for an address with bad values', () => {
  it('leaves the bad ones empty and keeps the good ones', () => {
    const filters = filtersFromParams(
      new URLSearchParams('q=castle&minCost=cheap&sort=random&minRating=9&page=-2'),
    );
    renderComponent(<DestinationSearchForm filters={filters} onApply={() => undefined} />);
    expect((screen.getByLabelText(/sort by/i) as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText(/min price/i) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/minimum rating/i) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('castle');
  });
});
