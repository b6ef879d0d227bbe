import { type ModeratedPhoto, type ModeratedReview } from '@tgde/contracts';

/** The first words of a comment, to say which review is meant. */
export function quoteOf(comment: string, length = 60): string {
  const text = comment.replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

/** Which review: "the review by Ann Walker of Hamburg, “The castle was grand.”". */
export function describeReview(review: ModeratedReview): string {
  const about = review.destinationName ? ` of ${review.destinationName}` : '';
  return `the review by ${review.authorName}${about}, “${quoteOf(review.comment)}”`;
}

/** Which photo: "the photo of Hamburg by Ann Walker". */
export function describePhoto(photo: ModeratedPhoto): string {
  return `the photo of ${photo.place} by ${photo.authorName}`;
}

/** "The review by …" at the start of a sentence. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
