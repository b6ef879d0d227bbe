import { z } from 'zod';

/**
 * One of the caller's signed-in devices (GET /api/me/sessions): never its token. `browser` is read
 * from the user agent the device sent at sign-in; `current` is the session asking.
 */
export const mySessionSchema = z
  .object({
    _id: z.string(),
    current: z.boolean(),
    browser: z.string(),
    ipAddress: z.string().nullable(),
    signedInAt: z.string().meta({ format: 'date-time' }),
    lastUsedAt: z.string().meta({ format: 'date-time' }),
    expiresAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'MySession' });
export type MySession = z.infer<typeof mySessionSchema>;

/** A record as the export writes it: its stored fields, dates as ISO text. */
const exportedRecord = z.record(z.string(), z.unknown());

/** GET /api/me/export: everything the product holds about the caller, as one JSON file. */
export const dataExportSchema = z
  .object({
    exportedAt: z.string().meta({ format: 'date-time' }),
    profile: exportedRecord,
    bookings: z.array(exportedRecord),
    payments: z.array(exportedRecord),
    reviews: z.array(exportedRecord),
    photos: z.array(exportedRecord),
    contactMessages: z.array(exportedRecord),
    sessions: z.array(mySessionSchema),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExportSchema>;

/** The export's file name on the day `isoDate`. */
export const dataExportFileName = (isoDate: string) => `travel-guide-de-my-data-${isoDate}.json`;

/**
 * A readable name of the browser and system in a user agent ("Firefox on Windows"): enough to tell
 * one's devices apart, without a library of every agent ever made.
 */
export function browserOf(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Another program';
}

export const sessionMessages = {
  notFound: 'That device is not signed in (any more).',
  signedOut: 'The device is signed out.',
} as const;

/** DELETE /api/me: the password of an account that has one (Google accounts: none, but a fresh sign-in). */
export const deleteAccountSchema = z.object({
  password: z.string().max(200).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** How recent a sign-in must be to delete an account without a password (Google accounts). */
export const FRESH_SIGN_IN_MINUTES = 10;

export const accountDeletionMessages = {
  wrongPassword: 'That is not the password of your account.',
  passwordRequired: 'Please enter your password to delete your account.',
  freshSignIn: `Please sign in again first: an account without a password can be deleted within ${FRESH_SIGN_IN_MINUTES} minutes of signing in.`,
  tripsAhead:
    'You have paid trips ahead. Please cancel them under My Bookings first (or ask us to), then delete your account.',
  lastAdmin:
    'You are the last administrator: make someone else an administrator before you delete your account.',
  deleted: 'Your account is deleted.',
} as const;
