import { type UseQueryResult } from '@tanstack/react-query';
import { type RefObject } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { useT } from '../../../i18n/i18n-context';
import { type DestinationSearchResult } from '../../../queries/catalogue-queries';
import { type DestinationFilters, DESTINATIONS_PAGE_SIZE, hasFilters } from '../search-params';
import { DestinationCards } from './destination-cards';
import { DestinationsMap } from './destinations-map';

/**
 * The page of matching cards, how many match in all (announced politely as it changes), the pages,
 * and the loading, error and empty states.
 */
export function DestinationResults({
  filters,
  results,
  resultsStart,
  onPage,
  onClear,
}: {
  filters: DestinationFilters;
  results: UseQueryResult<DestinationSearchResult>;
  /** Where a new page starts; it takes the focus when the reader turns a page. */
  resultsStart: RefObject<HTMLParagraphElement | null>;
  /** 1-based, like the address. */
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const { t } = useT();
  const { data, isPlaceholderData } = results;
  const filtered = hasFilters(filters);

  let status = '';
  if (isPlaceholderData) status = t('Searching…');
  else if (data) {
    status = t('{count, plural, one {{count} destination} other {{count} destinations}}', {
      count: data.total,
    });
  }

  let empty;
  if (data?.total !== 0) {
    // An address past the last page (a shared link after the catalogue shrank).
    empty = (
      <EmptyState title={t('No destinations on this page')}>
        <button type="button" className="btn btn-primary mt-4" onClick={() => onPage(1)}>
          {t('Go to the first page')}
        </button>
      </EmptyState>
    );
  } else if (filtered) {
    empty = (
      <EmptyState title={t('No destinations match your search')}>
        <p>{t('Try other words, a wider price range or a lower rating.')}</p>
        <button type="button" className="btn btn-primary mt-4" onClick={onClear}>
          {t('Clear filters')}
        </button>
      </EmptyState>
    );
  } else {
    empty = (
      <EmptyState title={t('No destinations yet')}>
        {t('New trips around Germany are on their way.')}
      </EmptyState>
    );
  }

  return (
    <div className="mt-8">
      {/*
       * Present from the first frame, so that screen readers announce each new count. It takes the
       * focus (not Tab) when the reader turns a page; scroll-margin keeps it clear of the navbar.
       */}
      <p
        ref={resultsStart}
        tabIndex={-1}
        aria-live="polite"
        className="mb-4 min-h-6 scroll-mt-24 font-semibold text-muted outline-none"
      >
        {status}
      </p>
      <QueryState
        query={results}
        loading={t('Loading destinations')}
        failure={t('We could not load the destinations')}
        isEmpty={(answer) => answer.items.length === 0}
        empty={empty}
      >
        {(answer) => (
          <>
            <DestinationCards
              destinations={answer.items}
              headingLevel="h2"
              prioritizeFirst={filters.page === 1}
              busy={isPlaceholderData}
            />
            <Pager
              label={t('Destination pages')}
              page={filters.page - 1}
              total={answer.total}
              size={DESTINATIONS_PAGE_SIZE}
              busy={isPlaceholderData}
              onPage={(page) => onPage(page + 1)}
            />
            <DestinationsMap destinations={answer.items} />
          </>
        )}
      </QueryState>
    </div>
  );
}
