import type { AuthUser } from '../../auth/guards';
import { notFound } from '../../http/errors';

/** Whether the address in the path is the caller's own (in any case). */
export const isSelf = (user: Pick<AuthUser, 'email'>, email: string) =>
  user.email.toLowerCase() === email.trim().toLowerCase();

export const noSuchUser = () => notFound('There is no user with that e-mail address.');
