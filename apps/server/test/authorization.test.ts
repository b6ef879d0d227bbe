import { addDays, firstBookableDate, TWO_FACTOR_REQUIRED_CODE } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authMessages } from '../src/auth/guards';
import { bookings, photos, reviews } from '../src/db/schema';
import { registerErrorHandling } from '../src/http/errors';
import {
  isDelegated,
  type OperationContract,
  type OwnedRecord,
  type RouteContract,
} from '../src/http/route-contract';
import { accessGuards } from '../src/auth/access';
import { isApiPath, recordRoutes, type RouteEntry } from '../src/http/route-table';
import { signIn, type SignedIn } from './support/auth-client';
import { buildCast, insertBooking, insertDestination, storedImage, userIdOf } from './support/cast';

/*
 * The authorization spec, generated from the app's own route table: every /api route is called as
 * nobody, an unverified traveller, a traveller, another traveller, an admin of an unproven address
 * and an admin without two-factor sign-in while ADMIN_TWO_FACTOR=required, and must answer as the
 * access its contract declares. The last one is refused wherever an admin power would be used (on
 * admin routes, and on someone else's record where the contract's `othersForAdmins` lets admins
 * name one) and answered as anyone else on their own records and on public routes. A new route is
 * covered as soon as it is registered; a route whose access this spec cannot try fails here
 * instead of passing untested.
 */

const cast = await buildCast({ env: { ADMIN_TWO_FACTOR: 'required' } });
/** `cast.admin` here: an admin who has not turned two-factor sign-in on, while it is required. */
const ADMIN_WITHOUT_TWO_FACTOR = 'an admin without two-factor sign-in while it is required';
const twoFactorRefusal = { message: authMessages.twoFactor, code: TWO_FACTOR_REQUIRED_CODE };
afterAll(() => cast.t.close());

/** Any value for a path parameter the caller's access is decided before. */
const SOME_ID = '0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f';

interface Call {
  method: string;
  /** With `:params`. */
  url: string;
  contract: OperationContract;
  /** Answered by better-auth, which words its own refusals. */
  delegated: boolean;
}

/** The calls of these routes: each route once per method, a wildcard as the calls it documents. */
function callsOf(routes: readonly RouteEntry[]): Call[] {
  const seen = new Set<RouteContract>();
  const calls: Call[] = [];
  for (const { method, url, contract } of routes) {
    if (!isApiPath(url) || method === 'HEAD' || method === 'OPTIONS') continue;
    if (!contract) throw new Error(`${method} ${url} has no contract, so its access cannot be tried`);
    if (!isDelegated(contract)) {
      calls.push({ method, url, contract, delegated: false });
    } else if (!seen.has(contract)) {
      seen.add(contract);
      for (const call of contract.calls) {
        const path = call.path.replace(/\{([^}]+)\}/g, ':$1');
        calls.push({ method: call.method.toUpperCase(), url: path, contract: call, delegated: true });
      }
    }
  }
  return calls;
}

const calls = callsOf(cast.t.app.routeTable);

// --- Records of the traveller's own, for `owner` routes --------------------------------------------

const emailOf = (who: SignedIn) => who.res.json<{ user: { email: string } }>().user.email;
const travellerEmail = emailOf(cast.user);
const adminEmail = emailOf(cast.admin);
let nextDay = 1;

/**
 * How to make a record of someone's (the traveller's unless said) for each kind of record an
 * `owner` route names.
 */
const ownedRecords: Record<
  OwnedRecord,
  { create(owner?: string): Promise<string>; exists(id: string): Promise<boolean> }
> = {
  booking: {
    async create(owner = travellerEmail) {
      const destinationId = await insertDestination(cast.t, `Authorization ${nextDay}`);
      return insertBooking(cast.t, {
        email: owner,
        destinationId,
        date: addDays(firstBookableDate(), nextDay++),
      });
    },
    async exists(id) {
      const rows = await cast.t.database.db.select().from(bookings).where(eq(bookings.id, id));
      return rows.length === 1;
    },
  },
  review: {
    async create(owner = travellerEmail) {
      const [row] = await cast.t.database.db
        .insert(reviews)
        .values({
          name: 'Ann Walker',
          comment: 'Lovely.',
          rating: 4,
          userId: await userIdOf(cast.t, owner),
        })
        .returning({ id: reviews.id });
      return row!.id;
    },
    async exists(id) {
      const rows = await cast.t.database.db.select().from(reviews).where(eq(reviews.id, id));
      return rows.length === 1;
    },
  },
  photo: {
    async create(owner = travellerEmail) {
      const [row] = await cast.t.database.db
        .insert(photos)
        .values({
          image: await storedImage(cast.t, `authorization${nextDay++}`),
          place: 'Berlin',
          uploadedBy: 'Ann Walker',
          uploadedUserId: await userIdOf(cast.t, owner),
        })
        .returning({ id: photos.id });
      return row!.id;
    },
    async exists(id) {
      const rows = await cast.t.database.db.select().from(photos).where(eq(photos.id, id));
      return rows.length === 1;
    },
  },
};

/**
 * A body the contract's schema accepts, made from its JSON Schema (the smallest valid value of
 * each required field, `email` in e-mail fields), so that the service, not the input check,
 * decides the call.
 */
function validBody(schema: z.ZodType, email = 'someone@example.com'): unknown {
  const sample = (node: Record<string, unknown>): unknown => {
    if ('const' in node) return node.const;
    if (Array.isArray(node.enum)) return node.enum[0];
    const variants = (node.anyOf ?? node.oneOf) as Record<string, unknown>[] | undefined;
    if (variants?.[0]) return sample(variants[0]);
    switch (node.type) {
      case 'object': {
        const properties = (node.properties ?? {}) as Record<string, Record<string, unknown>>;
        const required = (node.required ?? []) as string[];
        return Object.fromEntries(required.map((name) => [name, sample(properties[name] ?? {})] as const));
      }
      case 'string':
        if (node.format === 'email') return email;
        if (node.format === 'date') return addDays(firstBookableDate(), 1);
        return 'x'.repeat(Math.max(1, Number(node.minLength ?? 1)));
      case 'integer':
      case 'number':
        return Number(node.minimum ?? 1);
      case 'boolean':
        return true;
      case 'array':
        return [];
      default:
        return undefined;
    }
  };
  const body = sample(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  const checked = schema.safeParse(body);
  if (!checked.success) {
    throw new Error(`cannot make a valid body (${JSON.stringify(body)}): give the spec a way to make one`);
  }
  return body;
}

// --- The checks --------------------------------------------------------------------------------------

const withParams = (url: string, id: string) => url.replace(/:[A-Za-z0-9_]+/g, id);

async function expectStatus(
  call: Call,
  res: LightMyRequestResponse,
  status: number,
  message: string | undefined,
  who: string,
): Promise<void> {
  expect(res.statusCode, `${call.method} ${call.url} as ${who}: ${res.body.slice(0, 200)}`).toBe(status);
  // better-auth words its own refusals; ours say what the caller lacks.
  if (!call.delegated && message)
    expect(res.json(), `${call.method} ${call.url} as ${who}`).toEqual({ message });
}

/** The call's address: path parameters from `values` (SOME_ID for the rest), then `query`. */
function addressOf(call: Call, values: Record<string, string>, query: Record<string, string>): string {
  const path = call.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    encodeURIComponent(values[name] ?? SOME_ID),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The admin without two-factor sign-in while ADMIN_TWO_FACTOR=required, on `call`: wherever an
 * admin power would be used (an admin route; someone else's record or account where the contract's
 * `othersForAdmins` lets admins name it) 403 TWO_FACTOR_REQUIRED; on someone else's record where
 * it does not, unknown (404) as to any traveller; on their own record or account, and on public
 * calls, answered as anyone (no 401 or 403).
 */
async function tryAsAdminWithoutTwoFactor(call: Call): Promise<void> {
  const { method, url, contract, delegated } = call;
  const others = contract.othersForAdmins;
  if (others && 'path' in others && !url.includes(`:${others.path}`)) {
    throw new Error(`${method} ${url}: othersForAdmins names :${others.path}, which the path lacks`);
  }
  // better-auth's calls include signing out: each is made with a session of its own.
  const admin = delegated ? await signIn(cast.t.app, { email: adminEmail }) : cast.admin;
  /** The call naming `email`'s account and the record `id`. */
  const naming = (email: string, id: string) =>
    cast.call(
      method,
      addressOf(call, { email, id }, others && 'query' in others ? { [others.query]: email } : {}),
      admin,
      // As the owner spec does: on a record, the service rather than the input check answers.
      contract.access === 'owner' && contract.body ? validBody(contract.body, email) : undefined,
    );
  const said = (res: LightMyRequestResponse, whose: string) =>
    `${method} ${url} as ${ADMIN_WITHOUT_TWO_FACTOR}, on ${whose}: ${res.statusCode} ${res.body.slice(0, 200)}`;

  if (contract.access === 'admin') {
    const res = await naming(adminEmail, SOME_ID);
    expect(res.statusCode, said(res, 'an admin call')).toBe(403);
    expect(res.json(), said(res, 'an admin call')).toEqual(twoFactorRefusal);
    return;
  }
  const records = contract.access === 'owner' ? ownedRecords[contract.owns] : undefined;
  const own = await naming(adminEmail, records ? await records.create(adminEmail) : SOME_ID);
  expect([401, 403], said(own, 'their own')).not.toContain(own.statusCode);
  if (!others && !records) return;

  const id = records ? await records.create() : SOME_ID;
  const res = await naming(travellerEmail, id);
  if (others) {
    expect(res.statusCode, said(res, "someone else's")).toBe(403);
    expect(res.json(), said(res, "someone else's")).toEqual(twoFactorRefusal);
  } else {
    expect(res.statusCode, said(res, "someone else's")).toBe(404);
  }
  if (records) expect(await records.exists(id), said(res, "someone else's record, untouched")).toBe(true);
}

async function tryCall(call: Call): Promise<void> {
  await tryAccess(call);
  await tryAsAdminWithoutTwoFactor(call);
}

async function tryAccess(call: Call): Promise<void> {
  const { method, url, contract } = call;
  if (url.includes('*'))
    throw new Error(`${method} ${url}: a wildcard route needs its calls listed in its contract`);
  const as = (who: SignedIn | undefined, id = SOME_ID, body?: unknown) =>
    cast.call(method, withParams(url, id), who, body);
  switch (contract.access) {
    case 'public': {
      const res = await as(undefined);
      expect(
        [401, 403],
        `${method} ${url} is public: ${res.statusCode} ${res.body.slice(0, 200)}`,
      ).not.toContain(res.statusCode);
      return;
    }
    case 'user':
      await expectStatus(call, await as(undefined), 401, authMessages.signIn, 'nobody');
      return;
    case 'verified':
      await expectStatus(call, await as(undefined), 401, authMessages.signIn, 'nobody');
      await expectStatus(
        call,
        await as(cast.unverified),
        403,
        authMessages.verify,
        'an unverified traveller',
      );
      return;
    case 'owner': {
      if (!/:id\b/.test(url)) throw new Error(`${method} ${url} is for owners but names no :id`);
      const records = ownedRecords[contract.owns];
      if (!records) throw new Error(`${method} ${url}: no way to make a ${contract.owns} for the spec`);
      const id = await records.create();
      const body = contract.body ? validBody(contract.body) : undefined;
      const refusals: [SignedIn | undefined, number, string | undefined, string][] = [
        [undefined, 401, authMessages.signIn, 'nobody'],
        [cast.unverified, 403, authMessages.verify, 'an unverified traveller'],
        [cast.otherUser, 404, undefined, 'another traveller'],
      ];
      for (const [who, status, message, name] of refusals) {
        const res = await as(who, id, body);
        await expectStatus(call, res, status, message, name);
        expect(res.body, `${method} ${url} as ${name} never shows the record`).not.toContain(id);
      }
      expect(await records.exists(id), `${method} ${url}: the record is untouched`).toBe(true);
      return;
    }
    case 'admin':
      await expectStatus(call, await as(undefined), 401, authMessages.signIn, 'nobody');
      await expectStatus(call, await as(cast.unverified), 403, authMessages.admin, 'an unverified traveller');
      await expectStatus(call, await as(cast.user), 403, authMessages.admin, 'a traveller');
      // On ADMIN_EMAILS but the address is not proven: no admin rights yet.
      await expectStatus(call, await as(cast.unverifiedAdmin), 403, authMessages.verify, 'an unproven admin');
      return;
    default:
      throw new Error(
        `${method} ${url}: no check for access ${String((contract as { access: unknown }).access)}`,
      );
  }
}

describe('every /api route answers as its declared access says', () => {
  it('finds routes of every access level in the table', () => {
    const levels = new Set(calls.map((call) => call.contract.access));
    expect([...levels].sort()).toEqual(['admin', 'owner', 'public', 'user', 'verified']);
  });

  it.each(calls.map((call) => [`${call.method} ${call.url} (${call.contract.access})`, call] as const))(
    '%s',
    async (_name, call) => tryCall(call),
  );
});

describe('the route table', () => {
  it('refuses a route under /api without a contract: the app does not start', async () => {
    const app = Fastify();
    recordRoutes(app, accessGuards);
    const start = async () => {
      await app.register(
        async (api) => {
          api.get('/undeclared', async () => 'no one said who may call this');
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/undeclared declares no contract/);
    await app.close();
  });

  it('enforces the declared access even when the handler checks nothing', async () => {
    const app = Fastify();
    recordRoutes(app, accessGuards);
    registerErrorHandling(app);
    const contract: RouteContract = { access: 'admin', tag: 'Service', summary: 'A secret', answers: {} };
    app.get('/api/secret', { config: { contract } }, async () => 'the secret');
    // Outside /api (pages, media) no contract is needed.
    app.get('/page', async () => 'a page');
    await app.ready();
    const secret = await app.inject({ method: 'GET', url: '/api/secret' });
    expect(secret.statusCode).toBe(401);
    expect(secret.body).not.toContain('the secret');
    expect((await app.inject({ method: 'HEAD', url: '/api/secret' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/page' })).statusCode).toBe(200);
    expect(app.routeTable.find((route) => route.url === '/api/secret')?.contract).toBe(contract);
    await app.close();
  });
});
