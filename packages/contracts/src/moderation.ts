import { z } from 'zod';
import { answerSchema } from './answer-schema';
import { photoSchema, reviewSchema } from './entities';

/*
 * The admins' Moderation page (GET /api/admin/reviews and /api/admin/photos): every review and
 * photo with its author in full, so that an admin can tell who wrote what and remove it
 * (DELETE /api/review/{id}, /api/photos/{id}). The public lists name authors by first name and
 * initial only; these lists are for admins alone.
 */

const author = {
  authorName: z.string().meta({
    description:
      'The author\'s full name ("Former traveller" once the account is deleted; the site\'s name for our own artwork).',
  }),
  authorEmail: z.string().nullable().meta({
    description: "The author's e-mail address; null once the account is deleted, and for our own artwork.",
  }),
};

/** One item of GET /api/admin/reviews: the review as stored, and who wrote it. */
export const moderatedReviewSchema = /* @__PURE__ */ answerSchema(() =>
  reviewSchema.omit({ name: true, bookedWithUs: true }).extend(author).meta({ id: 'ModeratedReview' }),
);
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

/** One item of GET /api/admin/photos: the photo as stored, when it was added, and who added it. */
export const moderatedPhotoSchema = /* @__PURE__ */ answerSchema(() =>
  photoSchema
    .omit({ uploadedBy: true })
    .extend({
      createdAt: z
        .string()
        .meta({ description: 'When it was added (ISO 8601 timestamp).', format: 'date-time' }),
      ...author,
    })
    .meta({ id: 'ModeratedPhoto' }),
);
export type ModeratedPhoto = z.infer<typeof moderatedPhotoSchema>;
