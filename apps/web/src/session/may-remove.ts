import { type SessionUser } from './session-user';

/**
 * Whether to offer the signed-in person Delete on a review or a photo: its author, or an admin
 * (the admin role and a verified address, as the server counts them). The server decides; this only
 * spares everyone else a button that would be refused.
 */
export function mayRemove(user: SessionUser | null, authorId: string | null): boolean {
  if (!user?.emailVerified) return false;
  return user.role === 'admin' || isAuthor(user, authorId);
}

/** Whether the signed-in person wrote or uploaded it (our own content has no author). */
export function isAuthor(user: SessionUser | null, authorId: string | null): boolean {
  return authorId !== null && authorId === user?.id;
}
