import { apiErrorSchema, authErrorAnswerSchema, TOTAL_COUNT_HEADER } from '@tgde/contracts';
import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';

/*
 * The pieces route contracts are written with: answers, refusals and the usual path parameters, all
 * from the contract schemas.
 */

type Answers = Record<number, ZodOpenApiResponseObject>;

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

/** An answer with a JSON body. */
export const ok = (description: string, schema: z.ZodType): ZodOpenApiResponseObject => ({
  description,
  content: json(schema),
});

/** A page of a list: the items of the page, the number of all matches in X-Total-Count. */
export const page = (
  description: string,
  item: z.ZodType,
  extraHeaders: Record<string, z.ZodType> = {},
): ZodOpenApiResponseObject => ({
  description,
  content: json(z.array(item)),
  headers: z.object({
    [TOTAL_COUNT_HEADER]: z.string().meta({ description: 'How many items match, on every page.' }),
    ...extraHeaders,
  }),
});

/** An answer with a body that is not JSON (a page, a stylesheet). */
export const text = (description: string, mediaType: string): ZodOpenApiResponseObject => ({
  description,
  content: { [mediaType]: { schema: z.string() } },
});

/** A file (a PDF): its bytes, and its name in Content-Disposition. */
export const file = (description: string, mediaType: string): ZodOpenApiResponseObject => ({
  description,
  content: { [mediaType]: { schema: z.string().meta({ contentMediaType: mediaType }) } },
  headers: z.object({
    'Content-Disposition': z
      .string()
      .meta({ description: 'How to show it, and its file name.', example: 'inline; filename="file.pdf"' }),
  }),
});

const refusals: Record<number, string> = {
  400: 'The input is invalid: `message` says why, `errors` names each field.',
  401: 'Not signed in: send the bearer token or the session cookie.',
  403: 'Signed in, but not allowed (another user’s record, an unverified address, or not an admin).',
  404: 'No such record (or not yours).',
  409: 'It conflicts with what is stored.',
  413: 'The upload is too large.',
  415: 'The upload is not an image we accept.',
  422: 'An account with this e-mail address exists already.',
  429: 'Too many requests from this address: wait a minute.',
  503: 'The server is too busy just now, or a service the call needs cannot be reached: try again soon.',
};

const refusedWith =
  (schema: z.ZodType) =>
  (...statuses: number[]): Answers =>
    Object.fromEntries(
      statuses.map((status) => [
        status,
        { description: refusals[status] ?? 'Refused.', content: json(schema) },
      ]),
    );

/** Refusals with our error body, `{message, errors?}`. */
export const refused = refusedWith(apiErrorSchema);

/** Refusals by better-auth: the same shape, with its error `code`. */
export const authRefused = refusedWith(authErrorAnswerSchema);

/** `{id}` in the path: the record's id. */
export const idPath = (what: string) =>
  z.object({
    id: z
      .string()
      .meta({ description: `The ${what}'s _id.`, example: '0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f' }),
  });

/** `{email}` in the path: a user's address. */
export const emailPath = z.object({
  email: z.string().meta({ description: "The user's e-mail address.", example: 'traveller@example.com' }),
});
