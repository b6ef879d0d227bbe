import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useReviews } from './api/get-reviews';
import { ReviewCard } from './components/review-card';

function ReviewList() {
  const { data, isPending, isError, error, refetch, isFetching } = useReviews();

  if (isPending) return <Spinner label="Loading reviews" />;
  if (isError) {
    return (
      <ErrorState
        title="We could not load the reviews"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (data.length === 0) {
    return <EmptyState title="No reviews yet">Be the first traveler to share how your trip went.</EmptyState>;
  }
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {data.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
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
          What travelers say about their trips around Germany with us.
        </p>
      </header>
      <ReviewList />
    </div>
  );
}
