import { z } from 'zod';
import { answerSchema } from './answer-schema';
import { pageQuerySchema } from './pagination';

/*
 * The audit trail: what admins did (and what travellers did to their own accounts that the operator
 * must be able to account for), read by GET /api/admin/audit and the admins' Activity page. Entries
 * are written by the server in the transaction of the change they record and are never changed or
 * removed (the database refuses it).
 */

/** Every action the trail records, `kind.verb`. */
export const AUDIT_ACTIONS = [
  'user.promote',
  'user.demote',
  'user.block',
  'user.unblock',
  'destination.create',
  'destination.update',
  'destination.archive',
  'notification.delete',
  'booking.cancel',
  'departure.close',
  'departure.cancel',
  'review.remove',
  'photo.remove',
  'account.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What each action is called on the Activity page (and in its filter). */
export const auditActionLabels = {
  'user.promote': 'Made admin',
  'user.demote': 'Removed admin rights',
  'user.block': 'Blocked user',
  'user.unblock': 'Unblocked user',
  'destination.create': 'Added destination',
  'destination.update': 'Changed destination',
  'destination.archive': 'Archived destination',
  'notification.delete': 'Deleted message',
  'booking.cancel': 'Cancelled booking',
  'departure.close': 'Closed departure',
  'departure.cancel': 'Cancelled departure',
  'review.remove': 'Removed review',
  'photo.remove': 'Removed photo',
  'account.delete': 'Deleted account',
} as const satisfies Record<AuditAction, string>;

const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** The label of a stored action; an action this version does not know is shown as it is stored. */
export const auditActionLabel = (action: string): string =>
  isAuditAction(action) ? auditActionLabels[action] : action;

/** The name the trail gives the command line (`npm run admin`), which acts without an account. */
export const COMMAND_LINE_ACTOR = 'command line';

/** One field's value before and after the change (null: it had none, or the record is new). */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

/**
 * An entry's details: `changes` holds the fields that changed, each before → after (a new record
 * has only "after" values); any other key is a fact about the record at the time (`name`,
 * `subject`, `destination`, `date` …), so that an entry still says what it was about once the
 * record itself has changed or gone.
 */
export const auditDetailsSchema = /* @__PURE__ */ answerSchema(() =>
  z
    .object({
      changes: z
        .record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }))
        .optional()
        .meta({ description: 'The fields that changed: their value before and after.' }),
    })
    .catchall(z.unknown()),
);
export type AuditDetails = { changes?: Record<string, AuditChange> } & Record<string, unknown>;

/** One entry of GET /api/admin/audit. */
export const auditEntrySchema = /* @__PURE__ */ answerSchema(() =>
  z
    .object({
      _id: z.string().meta({ description: 'Opaque record id.' }),
      at: z.string().meta({ description: 'When it was done (ISO 8601 timestamp).', format: 'date-time' }),
      actor: z.string().meta({
        description: `Who did it: their e-mail address at the time, or "${COMMAND_LINE_ACTOR}" for npm run admin.`,
      }),
      action: z.string().meta({
        description: `What was done: one of ${AUDIT_ACTIONS.join(', ')}.`,
        example: 'destination.update',
      }),
      target: z.string().meta({
        description:
          'The record it was done to, as `kind:id` (a user by their account id, never their address).',
        example: 'destination:0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f',
      }),
      details: auditDetailsSchema.nullable(),
    })
    .meta({ id: 'AuditEntry' }),
);
export type AuditLogEntry = Omit<z.infer<typeof auditEntrySchema>, 'details'> & {
  details: AuditDetails | null;
};

/** GET /api/admin/audit: a page of the trail, newest first, optionally one action only. */
export const auditListQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.default(50),
  action: z.preprocess(
    // A blank value (the filter's "All actions") counts as not given.
    (value) => (value === '' ? undefined : value),
    z.enum(AUDIT_ACTIONS, { error: 'action must be one of the recorded actions' }).optional(),
  ),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
