import { z } from 'zod';
import { messages, requiredText } from './rules';

/** The rating the Add Review form starts at, on a 0 to 5 scale. */
export const DEFAULT_RATING = 2;
export const MAX_RATING = 5;
export const MAX_COMMENT_LENGTH = 2000;

export const reviewMessages = {
  ratingInvalid: 'Rating must be a whole number from 0 to 5',
  destinationUnknown: 'Choose one of our destinations, or none',
} as const;

/**
 * POST /api/review. The reviewer's name comes from the session; a `name` in the body is ignored.
 * `destinationId` (optional) names the destination the review is about.
 */
export const createReviewSchema = z.object({
  comment: requiredText(messages.commentRequired, MAX_COMMENT_LENGTH),
  rating: z
    .number({ error: reviewMessages.ratingInvalid })
    .int(reviewMessages.ratingInvalid)
    .min(0, reviewMessages.ratingInvalid)
    .max(MAX_RATING, reviewMessages.ratingInvalid),
  destinationId: z.string().trim().max(100).optional(),
});
export type CreateReview = z.infer<typeof createReviewSchema>;
