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
import { createDocument, type oas32, type ZodOpenApiPathsObject } from 'zod-openapi';
import { SESSION_COOKIE } from '../../auth/auth';
import { operations, tags, withGuardRefusals, type ApiOperation } from './operations';

export type OpenApiDocument = oas32.OpenAPIObject;

const accessText: Record<ApiOperation['access'], string | undefined> = {
  public: undefined,
  'signed-in': 'Signed in.',
  verified: 'Signed in with a verified e-mail address.',
  admin: 'Admins only.',
};

/** Either way of proving who calls: the token from PUT /api/user/{email}, or the session cookie. */
const signedIn = [{ bearerToken: [] }, { sessionCookie: [] }];

const setupText = {
  stripe: 'Served only when Stripe keys are configured.',
  'test-payments': 'Served only without Stripe keys (the built-in test mode).',
};

function operationObject(operation: ApiOperation) {
  const notes = [
    operation.description,
    accessText[operation.access],
    operation.onlyWith ? setupText[operation.onlyWith] : undefined,
  ].filter(Boolean);
  return {
    operationId: `${operation.method}${operation.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [operation.tag],
    summary: operation.summary,
    ...(notes.length ? { description: notes.join(' ') } : {}),
    ...(operation.access === 'public' ? {} : { security: signedIn }),
    ...(operation.onlyWith ? { 'x-only-with': operation.onlyWith } : {}),
    ...(operation.requestParams ? { requestParams: operation.requestParams } : {}),
    ...(operation.requestBody ? { requestBody: operation.requestBody } : {}),
    responses: withGuardRefusals(operation),
  };
}

/**
 * The OpenAPI 3.1 document of every /api call, generated from the contract schemas (never written
 * by hand). Built once when the app starts: it does not change while the server runs.
 */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of operations) {
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
    tags: tags.map((tag) => ({ ...tag })),
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
