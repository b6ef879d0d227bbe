import { z } from 'zod';
import { mediaImageField } from './photos';
import { emailField, messages } from './rules';

/*
 * Accounts: the identity calls under /api/auth (better-auth) and the users calls of SPEC.md §7.
 * Forms and routes share these schemas, so each rule and its SPEC.md §5 message exists once.
 */

/** Pages of the web app that e-mails link to; the server builds the links from these paths. */
export const VERIFY_EMAIL_PATH = '/verify-email';
export const RESET_PASSWORD_PATH = '/reset-password';

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

export const passwordField = z
  .string({ error: messages.passwordRequired })
  .min(1, { message: messages.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, messages.passwordShort)
  .max(PASSWORD_MAX_LENGTH, userMessages.passwordLong);

export const nameField = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, { message: messages.nameRequired, abort: true })
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
 * `email` must be the caller's own address; `name` is accepted for SPEC.md's payload but not stored
 * (sign-up and Google set it; POST /api/auth/update-user changes it).
 */
export const tokenRequestSchema = z.object({
  email: emailField,
  name: z.string().max(200).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

// --- Answers ------------------------------------------------------------------------------------

export type Role = 'user' | 'admin';

/** GET /api/user/{email}; also the items of GET /api/user. Missing values are null. */
export interface UserProfile {
  _id: string;
  name: string;
  email: string;
  role: Role;
  image: string | null;
  /** ISO calendar date. */
  dob: string | null;
  gender: Gender | null;
  phone: string | null;
  emailVerified: boolean;
}

/** The items of GET /api/user (admins): a profile and when the account was made. */
export interface UserListItem extends UserProfile {
  /** ISO timestamp of sign-up ("joined"). */
  createdAt: string;
}

/** PUT /api/user/{email} with `{name, email}`: keep `token` in localStorage.accessToken. */
export interface TokenAnswer {
  token: string;
  user: UserProfile;
}

/** PUT /api/user/{email} (profile) and PUT /api/user/admin/{email}: 1 when the record changed. */
export interface ModifiedAnswer {
  modifiedCount: number;
}

/** GET /api/admin/{email}. */
export interface AdminAnswer {
  admin: boolean;
}

/** GET /api/auth-config: what the sign-in page may offer on this server. */
export interface AuthConfigAnswer {
  googleEnabled: boolean;
}
