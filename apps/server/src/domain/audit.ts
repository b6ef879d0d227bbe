import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

/** Who did it: an admin (or a traveller deleting their own account). */
export interface AuditActor {
  /** null: the command line (`npm run admin`), which acts without an account. */
  id: string | null;
  email: string;
}

export interface AuditEntry {
  actor: AuditActor;
  /** `user.promote`, `destination.update`, `booking.cancel`, `review.remove` … */
  action: string;
  /** The record, as `kind:id` (`booking:0192…`, `user:<the user's id>`). */
  target: string;
  /** Before and after, where they matter. */
  details?: Record<string, unknown>;
}

/**
 * Writes an entry of the audit trail. Pass the transaction of the change itself, so that the entry
 * exists exactly when the change does. Entries are never changed or removed (the table refuses it).
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actor: entry.actor.email,
    action: entry.action,
    target: entry.target,
    details: entry.details ?? null,
  });
}
