import { z } from 'zod';
import { answerSchema } from './answer-schema';
import { pageQuerySchema } from './pagination';
import { pageHref } from './page-href';
import { mediaImageField } from './photos';
import { apiErrorSchema } from './entities';
import { hasBidiControl, personNameMessages, showsSomething } from './person-name';
import { emailField, messages } from './rules';

/*
 * Accounts: the identity calls under /api/auth (better-auth) and the /api/user and /api/admin calls.
 * Forms and routes share these schemas, so each rule and its message exists once.
 */

/** Pages of the web app that e-mails link to; the server builds the links from these paths. */
export const VERIFY_EMAIL_PATH = pageHref('verifyEmail');
export const RESET_PASSWORD_PATH = pageHref('resetPassword');

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const userMessages = {
  dobFuture: 'Date of birth cannot be in the future',
  dobInvalid: 'Provide a valid date of birth',
  genderInvalid: 'Choose male, female or other',
  passwordLong: `Must be ${PASSWORD_MAX_LENGTH} characters or fewer`,
} as const;

/**
 * better-auth's error code when a blocked account signs in; a Google sign-in comes back to the
 * login page with it as `?error=`.
 */
export const ACCOUNT_BLOCKED_CODE = 'ACCOUNT_BLOCKED';

/** The refusals of taking the admin role away and of blocking, and a blocked account's sign-in. */
export const userAdminMessages = {
  blocked: 'This account is blocked. Write to us through the contact form if you think this is a mistake.',
  demoteSelf: 'You cannot take the admin role from yourself: ask another admin to do it.',
  lastAdmin: 'This is the last admin: make someone else an admin first.',
  demoteListed:
    'This address is on the server’s ADMIN_EMAILS list, which makes it an admin again at every sign-in: take it off that list first.',
  blockSelf: 'You cannot block yourself.',
  blockAdmin: 'Admins cannot be blocked: remove the admin role first.',
  promoteBlocked: 'This user is blocked: unblock them before making them an admin.',
} as const;

export const passwordField = z
  .string({ error: messages.passwordRequired })
  .min(1, { message: messages.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, messages.passwordShort)
  .max(PASSWORD_MAX_LENGTH, userMessages.passwordLong);

/**
 * A person's name wherever it is typed (sign-up, changing it): one that shows letters, without the
 * controls that turn the text around (person-name.ts says why).
 */
export const nameField = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, { message: messages.nameRequired, abort: true })
  .refine(showsSomething, { message: personNameMessages.invisible, abort: true })
  .refine((name) => !hasBidiControl(name), { message: personNameMessages.bidiControl, abort: true })
  .min(3, messages.nameShort)
  .max(100, 'Must be 100 characters or fewer');

/** The register form; POST /api/auth/sign-up/email also enforces it (with `rememberMe` optional). */
export const signUpFormSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** The login form (the server only checks the credentials). */
export const signInFormSchema = z.object({
  email: emailField,
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, { message: messages.passwordRequired, abort: true }),
  rememberMe: z.boolean().optional(),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

// --- Profile ------------------------------------------------------------------------------------

export const phoneField = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, { message: messages.phoneRequired, abort: true })
  .min(11, messages.phoneShort)
  .max(14, messages.phoneLong)
  .regex(/^\+?[0-9][0-9 ()-]*$/, messages.phoneLong);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The latest calendar date anywhere on Earth right now (UTC+14). A birthday that is "today" for
 * someone in Kiribati is tomorrow in UTC; comparing with this keeps such a person from being refused.
 */
export function latestDateOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An ISO calendar date (`1990-05-17`), not in the future and not before 1900. */
export const dobField = z
  .string({ error: userMessages.dobInvalid })
  .refine(isCalendarDate, userMessages.dobInvalid)
  .refine((value) => value >= '1900-01-01', userMessages.dobInvalid)
  .refine((value) => value <= latestDateOnEarth(), userMessages.dobFuture);

export const genderField = z.enum(GENDERS, { error: userMessages.genderInvalid });

/** Our own media (`/media/…`) or an http(s) address, such as a Google profile picture. */
/**
 * A profile picture: an address answered by POST /api/images. Pictures from other sites are refused
 * (the pages' CSP would block them anyway, and they would tell those sites who looks at a profile).
 */
export const imageUrlField = mediaImageField;

/**
 * PUT /api/user/{email} with profile fields. Fields left out keep their stored value; any other
 * key (`role`, `email`, …) is dropped, so it changes nothing.
 */
export const profileUpdateSchema = z.object({
  phone: phoneField,
  gender: genderField.optional(),
  dob: dobField.optional(),
  image: imageUrlField.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * PUT /api/user/{email} with `{name, email}`: asks for the bearer token of the caller's session.
 * `email` must be the caller's own address; `name` is accepted (the web app sends it) but not stored
 * (sign-up and Google set it; POST /api/auth/update-user changes it).
 */
export const tokenRequestSchema = z.object({
  email: emailField,
  name: z.string().max(200).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/**
 * GET /api/user (admins): a page of users, `q` matching name or e-mail. Without
 * `limit`, the page is as large as a page may be.
 */
export const userListQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.default(100),
  q: z.string().trim().max(200, 'The search must be 200 characters or fewer').optional(),
});

// --- Answers ------------------------------------------------------------------------------------

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** GET /api/user/{email}; also the items of GET /api/user. Missing values are null. */
export const userProfileSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    image: z.string().nullable(),
    dob: z.string().nullable().meta({ description: 'ISO calendar date.', format: 'date' }),
    gender: z.enum(GENDERS).nullable(),
    phone: z.string().nullable(),
    emailVerified: z.boolean(),
  }),
);
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * The items of GET /api/user (admins): a profile, when the account was made, and what the admin's
 * actions on it depend on.
 */
export const userListItemSchema = /* @__PURE__ */ answerSchema(() =>
  userProfileSchema.extend({
    createdAt: z.string().meta({ description: 'ISO timestamp of sign-up ("joined").', format: 'date-time' }),
    blocked: z.boolean().meta({ description: 'Blocked: cannot sign in until unblocked.' }),
    onAdminEmails: z.boolean().meta({
      description:
        'On the server’s ADMIN_EMAILS list: an admin again at every sign-in, so the role cannot be taken away here.',
    }),
  }),
);
export type UserListItem = z.infer<typeof userListItemSchema>;

/** PUT /api/user/{email} with `{name, email}`: keep `token` in localStorage.accessToken. */
export const tokenAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({ token: z.string(), user: userProfileSchema }),
);
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/**
 * PUT /api/user/{email} (profile), PUT and DELETE /api/user/admin/{email} and
 * /api/user/blocked/{email}: 1 when the record changed, 0 when it already was so.
 */
export const modifiedAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({ modifiedCount: z.number().int() }),
);
export type ModifiedAnswer = z.infer<typeof modifiedAnswerSchema>;

/** GET /api/admin/{email}. */
export const adminAnswerSchema = /* @__PURE__ */ answerSchema(() => z.object({ admin: z.boolean() }));
export type AdminAnswer = z.infer<typeof adminAnswerSchema>;

/** GET /api/auth-config: what the sign-in page may offer on this server. */
export const authConfigAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({ googleEnabled: z.boolean() }),
);
export type AuthConfigAnswer = z.infer<typeof authConfigAnswerSchema>;

// --- better-auth's calls under /api/auth that the web app makes ----------------------------------
// Their shapes are better-auth's: loose objects, because better-auth may add fields of its own. Only
// the OpenAPI document uses these schemas, hence answerSchema.

/** POST /api/auth/request-password-reset and /api/auth/send-verification-email. */
export const emailRequestSchema = /* @__PURE__ */ answerSchema(() => z.object({ email: emailField }));

/** POST /api/auth/reset-password: the token from the mail's link and the new password. */
export const resetPasswordRequestSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    token: z.string().min(1),
    newPassword: passwordField,
  }),
);

/** POST /api/auth/sign-in/social: where to send the browser back after the provider. */
export const socialSignInRequestSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    provider: z.literal('google'),
    callbackURL: z.string(),
    errorCallbackURL: z.string().optional(),
  }),
);

const authUserSchema = /* @__PURE__ */ answerSchema(() =>
  z.looseObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable().optional(),
    role: z.string().nullable().optional(),
    twoFactorEnabled: z.boolean().nullable().optional(),
  }),
);

/** Sign-up and sign-in: the new session's token (for `Authorization: Bearer`) and its user. */
export const authUserAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.looseObject({
    token: z.string(),
    user: authUserSchema,
  }),
);

/** GET /api/auth/get-session: the caller's session, or null when signed out. */
export const sessionAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z
    .looseObject({
      session: z.looseObject({ token: z.string(), expiresAt: z.string() }),
      user: authUserSchema,
    })
    .nullable(),
);

/** The answers of better-auth's calls that only say whether they worked. */
export const statusAnswerSchema = /* @__PURE__ */ answerSchema(() => z.looseObject({ status: z.boolean() }));

/** POST /api/auth/sign-in/social: the provider's address to send the browser to. */
export const socialSignInAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.looseObject({
    url: z.string(),
    redirect: z.boolean(),
  }),
);

/** better-auth's refusals: our ApiError shape, with better-auth's error code. */
export const authErrorAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  apiErrorSchema.extend({ code: z.string().optional() }),
);
