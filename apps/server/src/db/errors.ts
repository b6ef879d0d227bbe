/**
 * PostgreSQL's unique_violation (23505), as pg and PGlite raise it; Drizzle wraps the driver's
 * error as the cause, so the whole chain of causes is searched.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
