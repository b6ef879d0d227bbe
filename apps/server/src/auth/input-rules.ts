import { imageUrlField, nameField, signUpFormSchema } from '@tgde/contracts';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import { describeInvalidInput } from '../http/errors';

/** What /update-user may change about a user through better-auth: the name and the picture. */
const updateUserSchema = z.object({
  name: nameField.optional(),
  image: imageUrlField.nullable().optional(),
});

const schemas: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/sign-up/email': signUpFormSchema.extend({ image: imageUrlField.optional() }),
  '/update-user': updateUserSchema,
};

/**
 * The sign-up form's rules (name at least 3 characters, a valid address, password at least 6, a
 * real picture address), checked before better-auth stores anything, with the messages of
 * packages/contracts and the same `errors` list as every other refused call of the API.
 */
export const identityInputRules = createAuthMiddleware(async (ctx) => {
  const schema = schemas[ctx.path];
  if (!schema) return;
  const result = schema.safeParse(ctx.body ?? {});
  // Stored as checked: the name without the white space around it.
  if (result.success) return { context: { body: { ...ctx.body, ...result.data } } };
  const { message, errors } = describeInvalidInput(result.error.issues);
  throw new APIError('BAD_REQUEST', { message, code: 'VALIDATION_ERROR', errors });
});
