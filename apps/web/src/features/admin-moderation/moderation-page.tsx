import { pages, type ModeratedPhoto, type ModeratedReview } from '@tgde/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { EmailText } from '../../components/ui/email-text';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { Pager } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { StarRating } from '../../components/ui/star-rating';
import { useT } from '../../i18n/i18n-context';
import { formatDay } from '../../lib/format-day';
import { MODERATION_PAGE_SIZE, useModeratedPhotos, useModeratedReviews } from './api/moderation-lists';
import {
  DeleteModeratedPhotoDialog,
  DeleteModeratedReviewDialog,
} from './components/delete-moderated-dialogs';
import { describePhoto, describeReview } from './lib/describe';

/** Who wrote it: the full name, and the address while the account exists. */
function Author({ name, email, createdAt }: { name: string; email: string | null; createdAt: string }) {
  const { t, locale } = useT();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-medium">{t('By')}</dt>
      <dd className="min-w-0 break-words">
        {name}
        {email ? (
          <>
            {' · '}
            <EmailText email={email} />
          </>
        ) : (
          <span className="text-muted"> · {t('no e-mail address (deleted account or our own)')}</span>
        )}
      </dd>
      <dt className="font-medium">{t('Added')}</dt>
      <dd>
        <time dateTime={createdAt}>{formatDay(createdAt, locale)}</time>
      </dd>
    </dl>
  );
}

function DeleteButton({ which, onClick }: { which: string; onClick: () => void }) {
  const { t } = useT();
  return (
    <button type="button" className="btn btn-outline btn-error btn-sm" onClick={onClick}>
      {t('Delete')}
      <span className="sr-only"> {which}</span>
    </button>
  );
}

function ReviewItem({ review, onDelete }: { review: ModeratedReview; onDelete: () => void }) {
  const { t } = useT();
  return (
    <li className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <StarRating rating={review.rating} />
          <span className="text-sm font-semibold tracking-wide text-secondary uppercase">
            {review.destinationName ?? t('No destination')}
          </span>
        </div>
        <DeleteButton which={describeReview(review, t)} onClick={onDelete} />
      </div>
      <blockquote className="break-words whitespace-pre-line" data-user-content>
        {t('“{quote}”', { quote: review.comment })}
      </blockquote>
      <Author name={review.authorName} email={review.authorEmail} createdAt={review.createdAt} />
    </li>
  );
}

function PhotoItem({ photo, onDelete }: { photo: ModeratedPhoto; onDelete: () => void }) {
  const { t } = useT();
  return (
    <li className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row sm:items-start">
      <ResponsiveImage
        url={photo.image}
        alt={t('{place}, by {author}', { place: photo.place, author: photo.authorName })}
        sizes="(min-width: 640px) 12rem, 100vw"
        className="w-full rounded-box sm:w-48 sm:shrink-0"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold break-words">{photo.place}</p>
          <DeleteButton which={describePhoto(photo, t)} onClick={onDelete} />
        </div>
        <Author name={photo.authorName} email={photo.authorEmail} createdAt={photo.createdAt} />
      </div>
    </li>
  );
}

/**
 * Steps back to the last page when the current one is past the end (its last item removed), so
 * that a removal never leaves an admin on an empty page.
 */
function useStayWithin(page: number, setPage: (page: number) => void, total: number | undefined) {
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(0, Math.ceil(total / MODERATION_PAGE_SIZE) - 1);
    if (page > last) setPage(last);
  }, [page, setPage, total]);
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}

function ReviewsSection() {
  const { t } = useT();
  const [page, setPage] = useState(0);
  const reviews = useModeratedReviews(page);
  const [deleting, setDeleting] = useState<ModeratedReview | null>(null);
  useStayWithin(page, setPage, reviews.data?.total);
  return (
    <Section
      id="moderation-reviews"
      title={t('Reviews')}
      intro={t('Every review, newest first, with who wrote it.')}
    >
      <QueryState
        query={reviews}
        loading={t('Loading the reviews')}
        failure={t('We could not load the reviews')}
        isEmpty={(data) => data.total === 0}
        empty={<EmptyState title={t('No reviews yet')} />}
      >
        {(data) => (
          <>
            <ol className="flex flex-col gap-4" aria-label={t('Reviews, newest first')}>
              {data.items.map((review) => (
                <ReviewItem key={review._id} review={review} onDelete={() => setDeleting(review)} />
              ))}
            </ol>
            <Pager
              label={t('Review pages')}
              page={page}
              total={data.total}
              size={MODERATION_PAGE_SIZE}
              busy={reviews.isPlaceholderData}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
      {deleting && <DeleteModeratedReviewDialog review={deleting} onDone={() => setDeleting(null)} />}
    </Section>
  );
}

function PhotosSection() {
  const { t } = useT();
  const [page, setPage] = useState(0);
  const photos = useModeratedPhotos(page);
  const [deleting, setDeleting] = useState<ModeratedPhoto | null>(null);
  useStayWithin(page, setPage, photos.data?.total);
  return (
    <Section
      id="moderation-photos"
      title={t('Photos')}
      intro={t('Every photo in the gallery, newest first, with who added it.')}
    >
      <QueryState
        query={photos}
        loading={t('Loading the photos')}
        failure={t('We could not load the photos')}
        isEmpty={(data) => data.total === 0}
        empty={<EmptyState title={t('No photos yet')} />}
      >
        {(data) => (
          <>
            <ol className="flex flex-col gap-4" aria-label={t('Photos, newest first')}>
              {data.items.map((photo) => (
                <PhotoItem key={photo._id} photo={photo} onDelete={() => setDeleting(photo)} />
              ))}
            </ol>
            <Pager
              label={t('Photo pages')}
              page={page}
              total={data.total}
              size={MODERATION_PAGE_SIZE}
              busy={photos.isPlaceholderData}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
      {deleting && <DeleteModeratedPhotoDialog photo={deleting} onDone={() => setDeleting(null)} />}
    </Section>
  );
}

/**
 * /dashboard/moderation (admins): every review and photo with its author's name and address, to
 * remove what breaks the rules. Each removal is recorded in the audit trail (Activity).
 */
export function ModerationPage() {
  const { t } = useT();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10">
      <PageTitle page={pages.moderation.title} />
      <header>
        <p className="font-semibold tracking-wide text-secondary uppercase">{t('Administration')}</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('Moderation')}</h1>
        <p className="mt-3 text-muted">
          {t(
            'Reviews and photos with the people who added them. Delete removes one for good; each removal is recorded in Activity.',
          )}
        </p>
      </header>
      <ReviewsSection />
      <PhotosSection />
    </div>
  );
}
