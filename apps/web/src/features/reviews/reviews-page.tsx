import { pages, type Review } from '@tgde/contracts';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useT } from '../../i18n/i18n-context';
import { type PageData } from '../../lib/page-data';
import { type PagedList } from '../../lib/paged-list';
import { useHydrated } from '../../lib/use-hydrated';
import { isAuthor, mayRemove } from '../../session/may-remove';
import { useSession } from '../../session/session';
import { flattenReviewPages, reviewPagesQueryOptions, useReviewPages } from './api/get-reviews';
import { DeleteReviewDialog } from './components/delete-review-dialog';
import { ReviewCard } from './components/review-card';

/** The first page of reviews, as the list asks for it. */
export const reviewsPageData: PageData = (client) => client.prefetchInfiniteQuery(reviewPagesQueryOptions());

function ReviewList() {
  const { t } = useT();
  const query = useReviewPages();
  return (
    <QueryState
      query={query}
      loading={t('Loading reviews')}
      failure={t('We could not load the reviews')}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={
        <EmptyState title={t('No reviews yet')}>
          {t('Be the first traveler to share how your trip went.')}
        </EmptyState>
      }
    >
      {(data) => <Reviews query={query} reviewPages={data.pages} />}
    </QueryState>
  );
}

function Reviews({
  query,
  reviewPages,
}: {
  query: ReturnType<typeof useReviewPages>;
  reviewPages: PagedList<Review>[];
}) {
  const { t } = useT();
  const { hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const hydrated = useHydrated();
  const { user } = useSession();
  const [removing, setRemoving] = useState<Review | null>(null);
  const reviews = flattenReviewPages(reviewPages);
  const total = Math.max(reviewPages.at(-1)?.total ?? 0, reviews.length);
  // The server renders this list for nobody in particular: Delete appears once the page has come
  // to life and knows who is signed in.
  const removable = (review: Review) => hydrated && mayRemove(user, review.authorId);
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review._id}>
            <ReviewCard
              review={review}
              action={
                removable(review) && (
                  <button
                    type="button"
                    className="btn btn-outline btn-error btn-sm"
                    onClick={() => setRemoving(review)}
                  >
                    {t('Delete')}
                    <span className="sr-only">{t(' the review by {name}', { name: review.name })}</span>
                  </button>
                )
              }
            />
          </li>
        ))}
      </ul>
      {removing && (
        <DeleteReviewDialog
          review={removing}
          mine={isAuthor(user, removing.authorId)}
          onDone={() => setRemoving(null)}
        />
      )}
      <div className="mt-8 flex flex-col items-center gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {t('Showing {shown} of {total, plural, one {{total} review} other {{total} reviews}}', {
            shown: reviews.length,
            total,
          })}
        </p>
        {isFetchNextPageError && (
          <p role="alert" className="text-error">
            {t('We could not load more reviews.')}
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
            {isFetchingNextPage
              ? t('Loading more reviews')
              : isFetchNextPageError
                ? t('Try again')
                : t('Load more')}
          </button>
        )}
      </div>
    </>
  );
}

export function ReviewsPage() {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <PageTitle page={pages.reviews.title} />
      <header className="mb-10 max-w-2xl">
        <p className="font-semibold tracking-wide text-secondary uppercase">{t('Reviews')}</p>
        <h1 className="mt-2 text-4xl font-bold">{t('Travelers Review')}</h1>
        <p className="mt-3 text-lg text-muted">
          {t('What travelers say about their trips around Germany with us, newest first.')}
        </p>
      </header>
      <ReviewList />
    </div>
  );
}
