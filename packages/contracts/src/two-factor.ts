import { z } from 'zod';
import { answerSchema } from './answer-schema';

/*
 * Stronger sign-in: two-factor sign-in with an authenticator app (TOTP) and backup codes, and
 * passkeys, through better-auth's twoFactor and passkey plugins under /api/auth.
 */

/** How many digits an authenticator app shows. */
export const TOTP_DIGITS = 6;

/** The `code` of the 403 an admin call answers while ADMIN_TWO_FACTOR=required and two-factor is off. */
export const TWO_FACTOR_REQUIRED_CODE = 'TWO_FACTOR_REQUIRED';

/** POST /api/auth/two-factor/enable and /disable: the account's password. */
export const passwordConfirmSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({ password: z.string().min(1) }),
);

/** POST /api/auth/two-factor/enable: the secret as an otpauth:// address, and the backup codes. */
export const twoFactorEnableAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.looseObject({
    totpURI: z.string().meta({ description: 'otpauth://totp/… for the authenticator app (as a QR code).' }),
    backupCodes: z
      .array(z.string())
      .meta({ description: 'Shown once: each signs in once instead of a code.' }),
  }),
);

/** POST /api/auth/two-factor/verify-totp and verify-backup-code. */
export const twoFactorCodeSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    code: z.string().min(1),
    trustDevice: z.boolean().optional(),
  }),
);

/** POST /api/auth/sign-in/email for an account with two-factor on: no session yet, a code is needed. */
export const twoFactorRedirectSchema = /* @__PURE__ */ answerSchema(() =>
  z.looseObject({
    twoFactorRedirect: z.literal(true),
    twoFactorMethods: z.array(z.string()),
  }),
);
export type TwoFactorRedirect = z.infer<typeof twoFactorRedirectSchema>;

/** One of the caller's passkeys (GET /api/auth/passkey/list-user-passkeys). */
export const passkeySchema = /* @__PURE__ */ answerSchema(() =>
  z.looseObject({
    id: z.string(),
    name: z.string().nullable().optional(),
    createdAt: z.string().nullable().optional(),
    deviceType: z.string().optional(),
    backedUp: z.boolean().optional(),
  }),
);
export type Passkey = z.infer<typeof passkeySchema>;

/** POST /api/auth/passkey/verify-registration: the browser's answer and the passkey's name. */
export const passkeyRegistrationSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    response: z.record(z.string(), z.unknown()),
    name: z.string().optional(),
  }),
);

/** POST /api/auth/passkey/verify-authentication: the browser's signed answer to the challenge. */
export const passkeyAuthenticationSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({ response: z.record(z.string(), z.unknown()) }),
);

/** POST /api/auth/passkey/delete-passkey. */
export const passkeyIdSchema = /* @__PURE__ */ answerSchema(() => z.object({ id: z.string().min(1) }));

/** The name a new passkey gets: what the person calls the device it lives on. */
export const PASSKEY_NAME_MAX_LENGTH = 60;
