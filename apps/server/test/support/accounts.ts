import { VERIFY_EMAIL_PATH } from '@tgde/contracts';
import type { FastifyInstance } from 'fastify';
import { signIn, signUp, type SignedIn } from './auth-client';
import { tokenFromMail, type RecordingMailer } from './recording-mailer';
import { buildTestApp, type TestApp } from './test-app';

/**
 * Opens the verification link of the latest sign-up mail to `email`, as the web page would: in a
 * browser signed in with `sessionToken` (that session stays), or in one signed in nowhere (every
 * session made before then ends).
 */
export async function verifyByMail(
  app: FastifyInstance,
  mailer: RecordingMailer,
  email: string,
  sessionToken?: string,
): Promise<void> {
  const mail = await mailer.next(email, 'Verify');
  const token = tokenFromMail(mail, VERIFY_EMAIL_PATH);
  const res = await app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    ...(sessionToken ? { headers: { authorization: `Bearer ${sessionToken}` } } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`Verification failed: ${res.statusCode} ${res.body}`);
}

/** A new account whose address is verified, signed in. */
export async function verifiedUser(
  app: FastifyInstance,
  mailer: RecordingMailer,
  user: { name?: string; email: string; password?: string },
): Promise<SignedIn> {
  await signUp(app, user);
  await verifyByMail(app, mailer, user.email);
  return signIn(app, { email: user.email, ...(user.password ? { password: user.password } : {}) });
}

/**
 * Several verified accounts, made a few at a time: each sign-up and sign-in hashes a password in
 * the thread pool, so one after the other they would leave the pool's other threads idle.
 */
export async function verifiedUsers(
  app: FastifyInstance,
  mailer: RecordingMailer,
  users: { name?: string; email: string; password?: string }[],
  atOnce = 4,
): Promise<SignedIn[]> {
  const made: SignedIn[] = [];
  for (let i = 0; i < users.length; i += atOnce) {
    made.push(
      ...(await Promise.all(users.slice(i, i + atOnce).map((user) => verifiedUser(app, mailer, user)))),
    );
  }
  return made;
}

/** The callers of the bookings and users tests. */
export interface Travellers {
  /** A verified traveller. */
  ann: SignedIn;
  /** Another verified traveller. */
  bob: SignedIn;
  /** Verified, and an admin where ADMIN_EMAILS names boss@example.com. */
  boss: SignedIn;
  /** Signed up, the address not verified. */
  newbie: SignedIn;
}

/** Makes the Travellers, one after the other; `annName` is the name Ann signs up with. */
export async function travellers(
  app: FastifyInstance,
  mailer: RecordingMailer,
  annName = 'Ann Walker',
): Promise<Travellers> {
  const ann = await verifiedUser(app, mailer, { name: annName, email: 'ann@example.com' });
  const bob = await verifiedUser(app, mailer, { name: 'Bob Rover', email: 'bob@example.com' });
  const boss = await verifiedUser(app, mailer, { name: 'The Boss', email: 'boss@example.com' });
  const newbie = await signUp(app, { name: 'New Comer', email: 'newbie@example.com' });
  return { ann, bob, boss, newbie };
}

/**
 * A fresh app whose ADMIN_EMAILS names boss@example.com, sending its mail to `mailer`, with the Boss
 * signed in as a verified admin. Sign-ups are not rate limited here; `env` adds or replaces settings.
 */
export async function appWithBoss(
  mailer: RecordingMailer,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; boss: SignedIn }> {
  const t = await buildTestApp({
    env: { ADMIN_EMAILS: 'boss@example.com', AUTH_RATE_LIMIT_MAX: '1000', ...env },
    deps: { mailer },
  });
  const boss = await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
  return { t, boss };
}
