import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { flattenReviewPages, useReviewPages } from './api/get-reviews';
import { ReviewCard } from './components/review-card';
import { useHydrated } from '../../lib/use-hydrated';

function ReviewList() {
  const {
    data,
    isPending,
    isError,
    error,
    refetch,
    isFetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useReviewPages();
  const hydrated = useHydrated();

  if (isPending) return <Spinner label="Loading reviews" />;
  if (isError && !isFetchNextPageError) {
    return (
      <ErrorState
        title="We could not load the reviews"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const reviews = flattenReviewPages(data.pages);
  if (reviews.length === 0) {
    return <EmptyState title="No reviews yet">Be the first traveler to share how your trip went.</EmptyState>;
  }
  const total = Math.max(data.pages.at(-1)?.total ?? 0, reviews.length);
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review._id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          Showing {reviews.length} of {total} {total === 1 ? 'review' : 'reviews'}
        </p>
        {isFetchNextPageError && (
          <p role="alert" className="text-error">
            We could not load more reviews.
          </p>
        )}
        {hasNextPage && (
          // aria-disabled rather than disabled: a keyboard user who pressed it keeps the focus here.
          <button
            type="button"
            className="btn btn-outline btn-primary aria-disabled:cursor-wait"
            aria-disabled={isFetchingNextPage}
            // Until the page has come to life (it may come from the server), a click would be lost.
            disabled={!hydrated}
            onClick={() => !isFetchingNextPage && void fetchNextPage()}
          >
            {isFetchingNextPage && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {isFetchingNextPage ? 'Loading more reviews' : isFetchNextPageError ? 'Try again' : 'Load more'}
          </button>
        )}
      </div>
    </>
  );
}

export function ReviewsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <PageTitle page="Reviews" />
      <header className="mb-10 max-w-2xl">
        <p className="font-semibold tracking-wide text-secondary uppercase">Reviews</p>
        <h1 className="mt-2 text-4xl font-bold">Travelers Review</h1>
        <p className="mt-3 text-lg text-muted">
          What travelers say about their trips around Germany with us, newest first.
        </p>
      </header>
      <ReviewList />
    </div>
  );
}
