import { type ReactNode } from 'react';
import { errorMessage, isNotFound } from '../../lib/api';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';

/** What QueryState reads of a query: useQuery's or useInfiniteQuery's result. */
export interface QueryStatus<Data> {
  data: Data | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A query's answer, or the state it is in: a spinner until the first answer, the failure with
 * "Try again", `notFound` for a 404 (asking again will not help), `empty` for an answer with
 * nothing in it. What is on screen stays when a later fetch fails (a refresh, the next page): only
 * a query with nothing to show gives way to its failure.
 */
export function QueryState<Data>({
  query,
  loading,
  failure,
  notFound,
  isEmpty,
  empty,
  className,
  children,
}: {
  query: QueryStatus<Data>;
  /** The spinner's label: "Loading your bookings". */
  loading: string;
  /** The failure's title: "We could not load your bookings"; the server's reason follows it. */
  failure: string;
  /** Shown instead of the failure when the server answers 404. */
  notFound?: ReactNode;
  isEmpty?: (data: Data) => boolean;
  /** Shown when `isEmpty` says so: an EmptyState that says what could be done. */
  empty?: ReactNode;
  /** Classes of a box around the spinner and the failure (not around the answer). */
  className?: string;
  children: (data: Data) => ReactNode;
}) {
  const { data } = query;
  if (data !== undefined) return isEmpty?.(data) ? empty : children(data);
  if (query.isError && notFound !== undefined && isNotFound(query.error)) return notFound;
  const state = query.isError ? (
    <ErrorState
      title={failure}
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  ) : (
    <Spinner label={loading} />
  );
  return className ? <div className={className}>{state}</div> : state;
}
