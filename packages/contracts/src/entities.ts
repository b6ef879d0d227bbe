import { z } from 'zod';
import { departureSettingsAnswer, questionKinds } from './tickets';
import { answerSchema } from './answer-schema';

/*
 * The records the API answers with; ids are opaque strings under `_id`. Each answer is
 * a zod schema, from which both its TypeScript type and the OpenAPI document (GET /api/openapi.json)
 * are derived (answer-schema.ts says why each is built inside a pure call).
 */

const id = () => z.string().meta({ description: 'Opaque record id.' });
const timestamp = () => z.string().meta({ description: 'ISO 8601 timestamp.', format: 'date-time' });
/*
 * The author's account id, so that a signed-in page can offer its own author (and admins) Delete by
 * comparing ids: the public lists stay the same for every visitor, as the server renders and caches
 * them. An opaque id, never the e-mail address.
 */
const authorId = () =>
  z.string().nullable().meta({
    description: "The author's account id (opaque); null for our own content and deleted accounts.",
  });

export const destinationSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    _id: id(),
    destinationName: z.string(),
    description: z.string(),
    cost: z.number().meta({ description: 'Price in whole US dollars.' }),
    img: z.string().meta({ description: "Address of the destination's picture." }),
    averageRating: z.number().nullable().meta({
      description:
        'Mean of the ratings of reviews about this destination (one decimal), null without reviews.',
    }),
    reviewCount: z.number().int(),
    latitude: z
      .number()
      .nullable()
      .meta({ description: 'Where it is (WGS 84 degrees), for the map; null until an admin sets it.' }),
    longitude: z.number().nullable().meta({ description: 'WGS 84 degrees; null until an admin sets it.' }),
    capacity: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Places on offer each day (each departure, with start times); null: no limit.' }),
    ...departureSettingsAnswer,
    translations: z
      .object({
        en: z.object({ destinationName: z.string(), description: z.string() }),
        de: z.object({ destinationName: z.string().nullable(), description: z.string().nullable() }),
        questions: z
          .array(
            z.object({
              id: z.string(),
              label: z.string(),
              labelDe: z.string().nullable(),
              kind: z.enum(questionKinds),
              required: z.boolean(),
              options: z.array(z.string()),
            }),
          )
          .meta({ description: 'The booking questions as stored, in both languages.' }),
      })
      .optional()
      .meta({
        description:
          'Only in the answer about one destination: its texts as stored in each language (German null where an admin has entered none), for the Edit form. destinationName and description are in the language of Accept-Language.',
      }),
  }),
);
export type Destination = z.infer<typeof destinationSchema>;

export const photoSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    _id: id(),
    image: z.string(),
    place: z.string().meta({ description: "The destination's name." }),
    uploadedBy: z.string().meta({
      description:
        "Who took it: a traveller's first name and initial ('Anna M.'); our own artwork keeps the site's name.",
    }),
    authorId: authorId(),
  }),
);
export type Photo = z.infer<typeof photoSchema>;

export const reviewSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    _id: id(),
    name: z.string().meta({ description: "The reviewer's first name and initial: 'Anna M.'." }),
    comment: z.string(),
    rating: z.number().int().min(0).max(5).meta({ description: 'Stars, 0 to 5.' }),
    destinationId: z
      .string()
      .nullable()
      .meta({ description: 'The destination the review is about, if any.' }),
    destinationName: z.string().nullable(),
    bookedWithUs: z.boolean().meta({
      description:
        'The reviewer has made a paid trip to that destination: one dated before today in Germany.',
    }),
    createdAt: timestamp(),
    authorId: authorId(),
  }),
);
export type Review = z.infer<typeof reviewSchema>;

export const notificationSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    _id: id(),
    subject: z.string(),
    body: z.string(),
    senderEmail: z.string(),
    unread: z.boolean(),
    createdAt: timestamp(),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

export const insertedAnswerSchema = /* @__PURE__ */ answerSchema(() => z.object({ insertedId: id() }));
export type InsertedAnswer = z.infer<typeof insertedAnswerSchema>;

/** Every refused call answers with this body and a 4xx status. */
export const apiErrorSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    message: z.string().meta({ description: 'A sentence a person can read.' }),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'One entry for each invalid field.' }),
    code: z.string().optional().meta({
      description: 'A machine-readable reason, where the client acts on it (`TWO_FACTOR_REQUIRED`).',
    }),
  }),
);
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthAnswerSchema = /* @__PURE__ */ answerSchema(() => z.object({ status: z.literal('ok') }));
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
