import { useQuery } from '@tanstack/react-query';
import { pages } from '@tgde/contracts';
import { useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { PageTitle } from '../../components/ui/page-title';
import { useT } from '../../i18n/i18n-context';
import { destinationSearchQueryOptions } from '../../lib/catalogue-queries';
import { type PageData } from '../../lib/page-data';
import { DestinationResults } from './components/destination-results';
import { type ApplyMode, DestinationSearchForm } from './components/destination-search-form';
import {
  type DestinationFilters,
  destinationSearchFromParams,
  filtersFromParams,
  filtersToParams,
  searchFromFilters,
} from './search-params';

/** The search, filters and page that the address names, as the page reads them. */
export const destinationsPageData: PageData = (client, url) =>
  client.prefetchQuery(destinationSearchQueryOptions(destinationSearchFromParams(url.searchParams)));

/** Marks a history entry written by a pause in typing: the next pause replaces it. */
interface TypingEntry {
  typing: true;
}

function isTypingEntry(state: unknown): state is TypingEntry {
  return typeof state === 'object' && state !== null && (state as Partial<TypingEntry>).typing === true;
}

/**
 * /destination: the catalogue, searched, filtered, sorted and paged by what the address says
 * (?q=castle&sort=price&page=2), so that a search can be shared, reloaded and gone back to. The
 * first frame comes from the address and the query cache alone, as the server renders it.
 */
export function DestinationsPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const results = useQuery(destinationSearchQueryOptions(searchFromFilters(filters)));
  const resultsStart = useRef<HTMLParagraphElement>(null);

  /*
   * Each search is one history entry, so Back returns to the previous one. A burst of typing is
   * one entry too: its first pause adds it, later pauses replace it, and Enter keeps it as it is.
   */
  const apply = (next: DestinationFilters, mode: ApplyMode | 'page') => {
    const nextParams = filtersToParams(next);
    const typing = isTypingEntry(location.state);
    if (mode === 'typing') {
      setParams(nextParams, { replace: typing, state: { typing: true } satisfies TypingEntry });
    } else if (nextParams.toString() !== filtersToParams(filters).toString()) {
      setParams(nextParams);
    } else if (typing) {
      setParams(nextParams, { replace: true, state: null });
    }
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
        onClear={() => void navigate('/destination')}
      />
    </div>
  );
}
