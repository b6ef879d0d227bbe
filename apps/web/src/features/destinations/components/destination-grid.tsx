import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useT } from '../../../i18n/i18n-context';
import { useDestinations } from '../api/get-destinations';
import { DestinationCards } from './destination-cards';

/**
 * The destinations as cards in 1 / 2 / 3 columns, with loading, error and empty states.
 * `limit` shows only the first few (the home preview).
 */
export function DestinationGrid({
  limit,
  headingLevel,
  prioritizeFirst = false,
}: {
  limit?: number;
  headingLevel: 'h2' | 'h3';
  prioritizeFirst?: boolean;
}) {
  const { t } = useT();
  return (
    <QueryState
      query={useDestinations()}
      loading={t('Loading destinations')}
      failure={t('We could not load the destinations')}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState title={t('No destinations yet')}>
          {t('New trips around Germany are on their way.')}
        </EmptyState>
      }
    >
      {(data) => (
        <DestinationCards
          destinations={limit === undefined ? data : data.slice(0, limit)}
          headingLevel={headingLevel}
          prioritizeFirst={prioritizeFirst}
        />
      )}
    </QueryState>
  );
}
