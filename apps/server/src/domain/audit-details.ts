import { COMMAND_LINE_ACTOR, type AuditChange } from '@tgde/contracts';
import type { AuditActor } from './audit';

/*
 * What the features write into an audit entry's details (contracts' AuditDetails): the fields that
 * changed, before → after, in the API's own field names and units.
 */

/** `npm run admin`: the operator at the server's console, who has no account. */
export const commandLineActor: AuditActor = { id: null, email: COMMAND_LINE_ACTOR };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `after` whose value differs from `before`, each as before → after. A field left
 * undefined in `after` was not sent, so it did not change; a missing value is null.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const was = before[field] ?? null;
    if (!same(was, value)) changes[field] = { before: was, after: value };
  }
  return changes;
}
