import { type Review } from '@tgde/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../i18n/i18n-context';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDeleteReview } from '../../../queries/delete-review';

/** The first words of a comment, to say which review is meant. */
const QUOTE_LENGTH = 80;
const quoteOf = (comment: string) =>
  comment.length > QUOTE_LENGTH ? `${comment.slice(0, QUOTE_LENGTH).trimEnd()}…` : comment;

/**
 * Asks before removing a review: the author's own, or (for an admin) anyone's. A toast says how it
 * went; the lists and the destination's rating refresh either way.
 */
export function DeleteReviewDialog({
  review,
  mine,
  onDone,
}: {
  review: Review;
  /** The signed-in person wrote it (else an admin removes someone else's). */
  mine: boolean;
  onDone: () => void;
}) {
  const { t } = useT();
  const remove = useDeleteReview();
  const whose = mine ? t('Your review') : t('The review by {name}', { name: review.name });
  const which = review.destinationName
    ? t('{whose} of {destination}', { whose, destination: review.destinationName })
    : whose;
  const confirm = async () => {
    try {
      await remove.mutateAsync(review._id);
      notify.success(t('{subject} is deleted', { subject: whose }));
    } catch (error) {
      notify.error(t('We could not delete this review. {reason}', { reason: errorMessage(error) }));
    }
    onDone();
  };
  return (
    <ConfirmDialog
      title={t('Delete this review?')}
      body={
        <p className="break-words">
          {t('{subject}, “{quote}”, will be deleted for good.', {
            subject: which,
            quote: quoteOf(review.comment),
          })}
        </p>
      }
      confirmLabel={t('Delete')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  );
}
