import {
  apiErrorSchema,
  bookingSchema,
  destinationSchema,
  notificationSchema,
  photoSchema,
  reviewSchema,
  userListItemSchema,
  userProfileSchema,
} from '@tgde/contracts';
import {
  createDocument,
  type oas32,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';
import { SESSION_COOKIE } from '../../auth/auth';
import { refused } from '../../http/api-answers';
import {
  API_TAGS,
  isDelegated,
  type Access,
  type ApiTag,
  type HttpMethod,
  type OperationContract,
  type PaymentSetup,
  type RouteContract,
} from '../../http/route-contract';
import { isApiPath, type RouteEntry } from '../../http/route-table';

export type OpenApiDocument = oas32.OpenAPIObject;

const tagText = {
  Destinations: 'The catalogue of German destinations.',
  Reviews: "Travellers' reviews, public to read.",
  'Photos and images': 'The gallery and image uploads.',
  Bookings: "A traveller's bookings, and every booking for admins.",
  Payments: 'Card payments for bookings (Stripe, or the built-in test mode).',
  Users: 'Profiles, the session token and admin rights.',
  Accounts: "better-auth's identity calls under /api/auth that the web app makes.",
  Messages: 'The contact form and the admins’ inbox.',
  Mail: 'Mail that did not go out at the first attempt, for the admins.',
  Service: 'Health, configuration and this reference.',
} satisfies Record<ApiTag, string>;

const accessText: Record<Access, string | undefined> = {
  public: undefined,
  user: 'Signed in.',
  verified: 'Signed in with a verified e-mail address.',
  owner: 'Signed in with a verified e-mail address.',
  admin: 'Admins only.',
};

/** What each kind of caller may be refused with by our guards, besides the route's own answers. */
const guardRefusals: Record<Access, number[]> = {
  public: [],
  user: [401],
  verified: [401, 403],
  owner: [401, 403],
  admin: [401, 403],
};

/** Either way of proving who calls: the token from PUT /api/user/{email}, or the session cookie. */
const signedIn: Record<string, string[]>[] = [{ bearerToken: [] }, { sessionCookie: [] }];

const setupText: Record<PaymentSetup, string> = {
  stripe: 'Served only when Stripe keys are configured.',
  'test-payments': 'Served only without Stripe keys (the built-in test mode).',
};

const METHODS: readonly string[] = ['get', 'post', 'put', 'patch', 'delete'] satisfies HttpMethod[];

interface Operation {
  method: HttpMethod;
  /** OpenAPI form: `/api/booking/{id}`. */
  path: string;
  contract: OperationContract;
  /** Answered by a library that checks callers itself: no refusals of our guards. */
  delegated: boolean;
}

/** `/api/booking/:id` → `/api/booking/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every documented call of these routes, in the order they were registered. */
function operationsOf(routes: readonly RouteEntry[]): Operation[] {
  const delegatedSeen = new Set<RouteContract>();
  const operations: Operation[] = [];
  for (const { method, url, contract } of routes) {
    if (!contract || !isApiPath(url)) continue;
    if (isDelegated(contract)) {
      // One wildcard is recorded once per method: its calls are listed once.
      if (delegatedSeen.has(contract)) continue;
      delegatedSeen.add(contract);
      for (const call of contract.calls) {
        operations.push({ method: call.method, path: call.path, contract: call, delegated: true });
      }
      continue;
    }
    const lower = method.toLowerCase();
    // HEAD and OPTIONS routes are Fastify's own companions of the documented ones.
    if (!METHODS.includes(lower)) continue;
    operations.push({ method: lower as HttpMethod, path: openApiPath(url), contract, delegated: false });
  }
  return operations;
}

function operationObject({ method, path, contract, delegated }: Operation): ZodOpenApiOperationObject {
  const notes = [
    contract.description,
    accessText[contract.access],
    contract.onlyWith ? setupText[contract.onlyWith] : undefined,
  ].filter(Boolean);
  const params = {
    ...(contract.params ? { path: contract.params } : {}),
    ...(contract.query ? { query: contract.query } : {}),
    ...(contract.headers ? { header: contract.headers } : {}),
  };
  // Any call may be turned away while the server is overloaded (http/overload.ts).
  const statuses = [...(delegated ? [] : guardRefusals[contract.access]), 503];
  const extra = refused(...statuses.filter((status) => !(status in contract.answers)));
  return {
    operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [contract.tag],
    summary: contract.summary,
    ...(notes.length ? { description: notes.join(' ') } : {}),
    ...(contract.access === 'public' ? {} : { security: signedIn }),
    ...(contract.onlyWith ? { 'x-only-with': contract.onlyWith } : {}),
    ...(Object.keys(params).length ? { requestParams: params } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: { [contract.bodyType ?? 'application/json']: { schema: contract.body } },
          },
        }
      : {}),
    responses: { ...contract.answers, ...extra },
  };
}

/**
 * The OpenAPI 3.1 document of every /api call, generated from the contracts the routes declare
 * (never written by hand). `routes`: the app's route table and the routes of other payment setups.
 */
export function buildOpenApiDocument(routes: readonly RouteEntry[]): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of operationsOf(routes)) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(operation) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Travel Guide DE API',
      version: '1.0.0',
      description:
        'The HTTP API of Travel Guide DE: the web app uses nothing else. Refused calls answer 4xx with ' +
        '`{message, errors?}`. Writes signed in by cookie must come from the site’s own origin.',
    },
    tags: API_TAGS.map((name) => ({ name, description: tagText[name] })),
    paths,
    components: {
      // Named components: the answers that many operations share.
      schemas: {
        Destination: destinationSchema,
        Review: reviewSchema,
        Photo: photoSchema,
        Booking: bookingSchema,
        Notification: notificationSchema,
        UserProfile: userProfileSchema,
        UserListItem: userListItemSchema,
        ApiError: apiErrorSchema,
      },
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token answered by PUT /api/user/{email} with `{name, email}` after signing in.',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie set by signing in (named with `__Secure-` in front over HTTPS).',
        },
      },
    },
  });
}
