import { z } from 'zod';
import { answerSchema } from './answer-schema';
import { messages } from './rules';

/** Uploads larger than this are refused (the server's IMAGE_MAX_BYTES may lower or raise it). */
export const DEFAULT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The location of a new photo when none is chosen. */
export const DEFAULT_PHOTO_PLACE = 'Berlin';
/** Accepted by POST /api/images; anything else is refused by its content. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

/** An address answered by POST /api/images: only our own media may be linked to records. */
export const mediaImageField = z
  .string({ error: messages.imageRequired })
  .min(1, { message: messages.imageRequired, abort: true })
  .regex(/^\/media\/[A-Za-z0-9_-]+\.webp$/, 'Upload the image first, then save it');

/** POST /api/photos. The uploader comes from the session, never from the body. */
export const createPhotoSchema = z.object({
  place: z
    .string()
    .trim()
    .max(100, 'Must be 100 characters or fewer')
    .default(DEFAULT_PHOTO_PLACE)
    .transform((place) => place || DEFAULT_PHOTO_PLACE),
  image: mediaImageField,
});
export type CreatePhoto = z.input<typeof createPhotoSchema>;

/** POST /api/images answers as the earlier third-party image host did: `{success, data: {url}}`. */
export const uploadAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    success: z.literal(true),
    data: z.object({ url: z.string().meta({ description: 'The widest WebP variant, under /media/.' }) }),
  }),
);
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
