import { eq, type Column, type SQL } from 'drizzle-orm';
import type { AuditActor } from './audit';

/*
 * Removing a review or a photo (CONTRACT.md, "Your data and your account"): its author removes their
 * own, an admin removes anyone's. Someone else's record is answered as unknown (404), as bookings
 * are; an admin's removal of another person's record is moderation and goes into the audit trail.
 */

/** Who asks to remove a record. */
export interface Remover extends AuditActor {
  id: string;
  /** Holds admin rights (auth/guards hasAdminRights). */
  admin: boolean;
}

/**
 * The condition on the record's author column under which `by` may remove it; undefined (no
 * condition) for an admin.
 */
export function removableBy(authorColumn: Column, by: Remover): SQL | undefined {
  return by.admin ? undefined : eq(authorColumn, by.id);
}

/** A removal of someone else's record (by an admin): one the audit trail records. */
export const isModeration = (by: Remover, authorId: string | null): boolean => authorId !== by.id;
