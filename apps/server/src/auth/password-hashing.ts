import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { createSlots } from '../infra/slots';

/**
 * How many passwords are hashed at once. better-auth hashes with scrypt on libuv's thread pool
 * (four threads): on a two-core machine four hashes at once (a crowd signing up) left the event
 * loop, which also runs the embedded database, a fifth of a core, and every request waited seconds
 * for it. One core is kept for the loop; the hashes beyond queue here, each as slow as before.
 */
export const PASSWORD_HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);

const oneAtATime = createSlots(PASSWORD_HASHES_AT_ONCE);

/** better-auth's own scrypt hashing (the stored format is unchanged), PASSWORD_HASHES_AT_ONCE at a time. */
export const passwordHashing = {
  hash: (password: string): Promise<string> => oneAtATime(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }): Promise<boolean> =>
    oneAtATime(() => verifyPassword(data)),
};
