import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bookings, destinations, users } from '../../src/db/schema';
import { takePlaces } from '../../src/domain/places';
import { verifiedUser } from './accounts';
import { bearer, signUp, type SignedIn } from './auth-client';
import { webp } from './images';
import { RecordingMailer } from './recording-mailer';
import { buildTestApp, type TestApp } from './test-app';

/**
 * The four kinds of caller every protected call is tried with, on a fresh app: nobody, a verified
 * traveller, a traveller who has not verified the address, and a verified admin (ADMIN_EMAILS).
 * `unverifiedAdmin` is on ADMIN_EMAILS but has not proven the address, so holds no admin rights.
 */
export interface Cast {
  t: TestApp;
  admin: SignedIn;
  user: SignedIn;
  otherUser: SignedIn;
  unverified: SignedIn;
  unverifiedAdmin: SignedIn;
  /** `method url` as `who` (nobody when omitted), with a JSON body when one is given. */
  call(method: string, url: string, who?: SignedIn, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** `method url` as `who` (nobody when omitted), with a JSON body when one is given. */
export function caller(app: FastifyInstance): Cast['call'] {
  return (method, url, who, payload) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(who ? bearer(who.token) : {}),
        // As the web app's api client: a content type only when there is a body.
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
}

/**
 * `clock` stands in for the system clock where a rule depends on the day (AppDeps.clock); `env`
 * adds configuration (ADMIN_TWO_FACTOR=required makes `admin` an admin without two-factor sign-in
 * while it is required).
 */
export async function buildCast(
  options: { clock?: () => Date; env?: Record<string, string> } = {},
): Promise<Cast> {
  const mailer = new RecordingMailer();
  const t = await buildTestApp({
    env: {
      ADMIN_EMAILS: 'boss@example.com,squatter@example.com',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...options.env,
    },
    deps: { mailer, ...(options.clock ? { clock: options.clock } : {}) },
  });
  const admin = await verifiedUser(t.app, mailer, { name: 'The Boss', email: 'boss@example.com' });
  const user = await verifiedUser(t.app, mailer, { name: 'Ann Walker', email: 'ann@example.com' });
  const otherUser = await verifiedUser(t.app, mailer, { name: 'Bob Rover', email: 'bob@example.com' });
  const unverified = await signUp(t.app, { name: 'New Comer', email: 'newbie@example.com' });
  const unverifiedAdmin = await signUp(t.app, { name: 'Not The Owner', email: 'squatter@example.com' });
  return { t, admin, user, otherUser, unverified, unverifiedAdmin, call: caller(t.app) };
}

/** Status codes for: nobody, verified traveller, unverified traveller, unverified admin. */
export async function refusals(
  cast: Cast,
  method: string,
  url: string,
  payload?: unknown,
): Promise<number[]> {
  const codes: number[] = [];
  for (const who of [undefined, cast.user, cast.unverified, cast.unverifiedAdmin]) {
    codes.push((await cast.call(method, url, who, payload)).statusCode);
  }
  return codes;
}

/** Stores a picture as POST /api/images would, and answers its address. */
export async function storedImage(t: TestApp, key: string): Promise<string> {
  await t.media.put(`${key}.webp`, await webp());
  return `/media/${key}.webp`;
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A destination straight in the database; answers its id. */
export async function insertDestination(t: TestApp, name: string, costCents = 10_000): Promise<string> {
  const [row] = await t.database.db
    .insert(destinations)
    .values({ name, description: `All about ${name}.`, costCents, img: '/media/none.webp' })
    .returning({ id: destinations.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * A booking written straight to the database with its places (as the bookings calls would); paid
 * ones carry a transaction id and the paid state, as the database demands. Answers its id.
 */
export async function insertBooking(
  t: TestApp,
  booking: {
    email: string;
    destinationId: string;
    date: string;
    costCents?: number;
    transactionId?: string;
  },
): Promise<string> {
  const [destination] = await t.database.db
    .select({ name: destinations.name, costCents: destinations.costCents })
    .from(destinations)
    .where(eq(destinations.id, booking.destinationId));
  if (!destination) throw new Error('no such destination');
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      destinationId: booking.destinationId,
      destinationName: destination.name,
      date: booking.date,
      costCents: booking.costCents ?? destination.costCents,
      userId: await userIdOf(t, booking.email),
      userName: booking.email.split('@')[0] ?? 'someone',
      userEmail: booking.email,
      phone: '+49 30 1234567',
      status: booking.transactionId === undefined ? 'unpaid' : 'paid',
      paid: booking.transactionId !== undefined,
      transactionId: booking.transactionId ?? null,
      paidAt: booking.transactionId === undefined ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  // Its places, as the booking call takes them.
  await takePlaces(t.database.db, row);
  return row.id;
}
