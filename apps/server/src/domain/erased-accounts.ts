/*
 * A deleted account keeps its row for the books (its paid bookings point at it), under an address
 * no mail reaches and nobody can sign up with: `.invalid` is a top-level domain reserved so that no
 * real address can use it (RFC 2606).
 */

const ERASED_DOMAIN = '@deleted.invalid';

/** The address a deleted account keeps in place of its own. */
export const erasedAddress = (userId: string): string => `deleted-${userId}${ERASED_DOMAIN}`;

/** Whether an address is a deleted account's stand-in (nobody's address). */
export const isErasedAddress = (email: string): boolean => email.toLowerCase().endsWith(ERASED_DOMAIN);
