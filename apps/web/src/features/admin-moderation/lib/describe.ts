import { type ModeratedPhoto, type ModeratedReview } from '@tgde/contracts';
import type { Translator } from '../../../i18n/i18n-context';

/** The first words of a comment, to say which review is meant. */
export function quoteOf(comment: string, length = 60): string {
  const text = comment.replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

/** Which review: "the review by Ann Walker of Hamburg, “The castle was grand.”". */
export function describeReview(review: ModeratedReview, t: Translator['t']): string {
  const values = { author: review.authorName, quote: quoteOf(review.comment) };
  return review.destinationName
    ? t('the review by {author} of {destination}, “{quote}”', {
        ...values,
        destination: review.destinationName,
      })
    : t('the review by {author}, “{quote}”', values);
}

/** Which photo: "the photo of Hamburg by Ann Walker". */
export function describePhoto(photo: ModeratedPhoto, t: Translator['t']): string {
  return t('the photo of {place} by {author}', { place: photo.place, author: photo.authorName });
}

/** "The review by …" at the start of a sentence. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
