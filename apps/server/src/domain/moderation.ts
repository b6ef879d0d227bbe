import { eq, type Column, type SQL } from 'drizzle-orm';
import type { AdminPower } from './admin-power';
import type { AuditActor } from './audit';

/*
 * Removing a review or a photo (docs/features.md, "Reviews"): its author removes their
 * own, an admin removes anyone's. Someone else's record is answered as unknown (404), as bookings
 * are; an admin's removal of another person's record is moderation and goes into the audit trail.
 */

/** Who asks to remove a record. */
export interface Remover extends AuditActor {
  id: string;
  /** An administrator's power over others' records (auth/guards adminPowerOf). */
  admin?: AdminPower;
}

/**
 * The condition on the record's author column under which `by` may remove it; undefined (no
 * condition) for an admin.
 */
export function removableBy(authorColumn: Column, by: Remover): SQL | undefined {
  return by.admin ? undefined : eq(authorColumn, by.id);
}

/**
 * True for the removal of someone else's record (by an admin): one the audit trail records. Uses
 * the admin's power on it, which throws when they may not use admin rights now: called inside the
 * removal's transaction, that undoes the removal.
 */
export function isModeration(by: Remover, authorId: string | null): boolean {
  if (authorId === by.id) return false;
  by.admin?.();
  return true;
}
