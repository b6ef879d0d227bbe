import { api } from '../../lib/api';

/** POST /api/auth/sign-out with this token as the bearer: the server revokes its session. */
export async function signOutOnServer(token: string): Promise<void> {
  await api.post('/auth/sign-out', {}, { token, authFailure: 'ignore' });
}
