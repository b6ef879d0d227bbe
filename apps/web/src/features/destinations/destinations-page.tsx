import { useQuery } from '@tanstack/react-query';
import { pages, pageHref } from '@tgde/contracts';
import { useMemo, useRef } from 'react';
import { useLatestLocation, useNavigate, useSearchParams } from '../../lib/router';
import { PageTitle } from '../../components/ui/page-title';
import { useT } from '../../i18n/i18n-context';
import { destinationSearchQueryOptions } from '../../queries/catalogue-queries';
import { type PageData } from '../../lib/page-data';
import { DestinationResults } from './components/destination-results';
import { DestinationSearchForm } from './components/destination-search-form';
import {
  type ApplyMode,
  type DestinationFilters,
  destinationSearchFromParams,
  filtersFromParams,
  filtersToParams,
  searchFromFilters,
  searchHistoryStep,
} from './search-params';

/** The search, filters and page that the address names, as the page reads them. */
export const destinationsPageData: PageData = (client, url) =>
  client.prefetchQuery(destinationSearchQueryOptions(destinationSearchFromParams(url.searchParams)));

/**
 * /destination: the catalogue, searched, filtered, sorted and paged by what the address says
 * (?q=castle&sort=price&page=2), so that a search can be shared, reloaded and gone back to. The
 * first frame comes from the address and the query cache alone, as the server renders it.
 */
export function DestinationsPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const latestLocation = useLatestLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const results = useQuery(destinationSearchQueryOptions(searchFromFilters(filters)));
  const resultsStart = useRef<HTMLParagraphElement>(null);

  // Decided on the address as last written: a pause in typing may have just added an entry that
  // has not rendered yet, and the Search button must not add the same search again.
  const apply = (next: DestinationFilters, mode: ApplyMode | 'page') => {
    const nextParams = filtersToParams(next);
    const step = searchHistoryStep(nextParams, mode, latestLocation());
    if (step) setParams(nextParams, step);
  };

  const showPage = (page: number) => {
    apply({ ...filters, page }, 'page');
    // The next page starts at the top of the results: take the reader (and the focus) there.
    resultsStart.current?.focus();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <PageTitle page={pages.destinations.title} />
      <header className="mb-8 max-w-2xl">
        <p className="font-semibold tracking-wide text-secondary uppercase">{t('Destinations')}</p>
        <h1 className="mt-2 text-4xl font-bold">{t('Explore Germany')}</h1>
        <p className="mt-3 text-lg text-muted">
          {t('Pick a city, check the price of the trip and book the date that suits you.')}
        </p>
      </header>
      <DestinationSearchForm filters={filters} onApply={apply} />
      <DestinationResults
        filters={filters}
        results={results}
        resultsStart={resultsStart}
        onPage={showPage}
        onClear={() => void navigate(pageHref('destinations'))}
      />
    </div>
  );
}
