import { answer, callFor } from '../../../../e2e/support/api';
import { linksIn, type MailSink } from '../../../../e2e/support/mail';
import type { RunningServer } from '../../../../e2e/support/server';

/**
 * Signs up on `on` and opens the mailed verification link on `verifyOn` (by default the same
 * server) with the sign-up's session, as the browser that signed up opens it: answers that
 * session's token, which stays valid.
 */
export async function verifiedAccount(
  sink: MailSink,
  email: string,
  on: RunningServer,
  verifyOn: RunningServer = on,
): Promise<string> {
  const body = { name: 'Some Traveller', email, password: 'secret-pass-1' };
  const { token } = await callFor<{ token: string }>(on.url, 'POST', '/api/auth/sign-up/email', 200, {
    body,
  });
  const mail = await sink.waitFor((m) => m.to.includes(email) && /verify/i.test(m.subject));
  const link = new URL(linksIn(mail).find((l) => new URL(l).pathname === '/verify-email') ?? '');
  const headers = { authorization: `Bearer ${token}` };
  await answer(
    await fetch(`${verifyOn.url}/api/auth/verify-email${link.search}`, { headers }),
    200,
    'verification',
  );
  return token;
}
