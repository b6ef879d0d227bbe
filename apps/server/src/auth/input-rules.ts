import { imageUrlField, messages, nameField, signUpFormSchema } from '@tgde/contracts';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { describeInvalidInput } from '../http/errors';
import { countHit } from '../http/rate-limit-store';
import { isCommonPassword } from './common-passwords';
import { refuseWithoutCredentials } from './sign-in-first';

/** What /update-user may change about a user through better-auth: the name and the picture. */
const updateUserSchema = z.object({
  name: nameField.optional(),
  image: imageUrlField.nullable().optional(),
});

const schemas: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/sign-up/email': signUpFormSchema.extend({ image: imageUrlField.optional() }),
  '/update-user': updateUserSchema,
};

/** Password sign-ins one account takes in SIGN_IN_WINDOW_MS, from any number of client addresses. */
export const SIGN_INS_PER_ACCOUNT = 20;
const SIGN_IN_WINDOW_MS = 15 * 60_000;

export const tooManySignInsMessage =
  'Too many sign-in attempts for this account: please wait 15 minutes, or reset your password.';

/**
 * Counts a password sign-in against its account (by a hash of the address, so the counter names
 * nobody): someone trying passwords from many addresses still gets SIGN_INS_PER_ACCOUNT tries a
 * quarter of an hour. Every attempt counts, so the owner is slowed too while it lasts; the reset
 * link still works.
 */
async function countSignIn(db: Db, body: unknown, limit: number): Promise<void> {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email === '') return;
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const { current } = await countHit(db, `sign-in-account:${account}`, SIGN_IN_WINDOW_MS);
  if (current > limit) {
    throw new APIError('TOO_MANY_REQUESTS', { message: tooManySignInsMessage, code: 'TOO_MANY_SIGN_INS' });
  }
}

/** The calls that set a password, and the field that holds the new one. */
const newPasswordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * The sign-up form's rules (name at least 3 characters, a valid address, password at least 6, a
 * real picture address), checked before better-auth stores anything, with the messages of
 * packages/contracts and the same `errors` list as every other refused call of the API. A new
 * password that is one of the 10,000 most common ones is refused wherever a password is set.
 */
export const identityInputRules = (db: Db, signInsPerAccount = SIGN_INS_PER_ACCOUNT) =>
  createAuthMiddleware(async (ctx) => {
    refuseWithoutCredentials(ctx.path, ctx.headers);
    if (ctx.path === '/sign-in/email') await countSignIn(db, ctx.body, signInsPerAccount);
    const schema = schemas[ctx.path];
    const result = schema?.safeParse(ctx.body ?? {});
    if (result && !result.success) {
      const { message, errors } = describeInvalidInput(result.error.issues);
      throw new APIError('BAD_REQUEST', { message, code: 'VALIDATION_ERROR', errors });
    }
    const passwordField = newPasswordFields[ctx.path];
    const password = passwordField
      ? (ctx.body as Record<string, unknown> | undefined)?.[passwordField]
      : undefined;
    if (passwordField && typeof password === 'string' && isCommonPassword(password)) {
      throw new APIError('BAD_REQUEST', {
        message: messages.passwordCommon,
        code: 'VALIDATION_ERROR',
        errors: [{ path: passwordField, message: messages.passwordCommon }],
      });
    }
    // Stored as checked: the name without the white space around it.
    if (result) return { context: { body: { ...ctx.body, ...result.data } } };
  });
