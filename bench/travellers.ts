import type { Account } from '../e2e/support/accounts';
import { linksIn, type MailSink } from '../e2e/support/mail';

/** Runs `task` on every item, at most `limit` at a time, and keeps the results in order. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}

/**
 * `count` verified travellers, made through the API (sign-up, then the link in the mail): the
 * embedded database belongs to the server process, so a bench cannot mark accounts verified in it
 * directly. The link is opened with the sign-up's session, as the browser that signed up opens it,
 * so that session stays valid once the address is verified (it saves a sign-in and its password
 * hash).
 */
export async function makeTravellers(
  appUrl: string,
  sink: MailSink,
  count: number,
  label: string,
): Promise<(Account & { password: string })[]> {
  const run = Date.now().toString(36);
  const password = 'secret-pass-1';
  return inBatches(Array.from({ length: count }), 4, async (_, i) => {
    const email = `${label}.${run}.${i}@example.com`;
    const name = `Bench Traveller ${i}`;
    const signUp = await fetch(`${appUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ name, email, password }),
    });
    if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const { token } = (await signUp.json()) as { token: string };
    const mail = await sink.waitFor((m) => m.to.includes(email) && /verify/i.test(m.subject));
    const link = linksIn(mail).find((l) => new URL(l).searchParams.has('token'));
    if (!link) throw new Error(`no verification link in the mail to ${email}`);
    const verified = await fetch(`${appUrl}/api/auth/verify-email${new URL(link).search}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!verified.ok) throw new Error(`verification answered ${verified.status}`);
    return { name, email, token, password };
  });
}
