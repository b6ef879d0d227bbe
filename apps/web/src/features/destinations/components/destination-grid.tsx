import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
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
  const { data, isPending, isError, error, refetch, isFetching } = useDestinations();

  if (isPending) return <Spinner label="Loading destinations" />;
  if (isError) {
    return (
      <ErrorState
        title="We could not load the destinations"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (data.length === 0) {
    return <EmptyState title="No destinations yet">New trips around Germany are on their way.</EmptyState>;
  }

  const shown = limit === undefined ? data : data.slice(0, limit);
  return (
    <DestinationCards destinations={shown} headingLevel={headingLevel} prioritizeFirst={prioritizeFirst} />
  );
}
