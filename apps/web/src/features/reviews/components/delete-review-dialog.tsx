import { type Review } from '@tgde/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDeleteReview } from '../../../lib/delete-review';

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
  const remove = useDeleteReview();
  const whose = mine ? 'Your review' : `The review by ${review.name}`;
  const confirm = async () => {
    try {
      await remove.mutateAsync(review._id);
      notify.success(`${whose} is deleted`);
    } catch (error) {
      notify.error(`We could not delete this review. ${errorMessage(error)}`);
    }
    onDone();
  };
  return (
    <ConfirmDialog
      title="Delete this review?"
      body={
        <p className="break-words">
          {whose}
          {review.destinationName ? ` of ${review.destinationName}` : ''}, &ldquo;{quoteOf(review.comment)}
          &rdquo;, will be deleted for good.
        </p>
      }
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  );
}
