import {
  adminAnswerSchema,
  adminBookingsQuerySchema,
  apiErrorSchema,
  authConfigAnswerSchema,
  authErrorAnswerSchema,
  authUserAnswerSchema,
  bookingConflictAnswerSchema,
  bookingListQuerySchema,
  bookingSchema,
  cardErrorAnswerSchema,
  confirmedPaymentAnswerSchema,
  createBookingSchema,
  createDestinationSchema,
  createPaymentIntentSchema,
  createPhotoSchema,
  createReviewSchema,
  deletedAnswerSchema,
  destinationSchema,
  destinationSearchSchema,
  emailRequestSchema,
  healthAnswerSchema,
  insertedAnswerSchema,
  modifiedAnswerSchema,
  notificationListQuerySchema,
  notificationSchema,
  PAID_TOTAL_HEADER,
  pageQuerySchema,
  paidAnswerSchema,
  payBookingSchema,
  paymentConfigAnswerSchema,
  paymentIntentAnswerSchema,
  photoSchema,
  profileUpdateSchema,
  resetPasswordRequestSchema,
  reviewSchema,
  sendEmailRequestSchema,
  sessionAnswerSchema,
  signInFormSchema,
  signUpFormSchema,
  socialSignInAnswerSchema,
  socialSignInRequestSchema,
  statusAnswerSchema,
  testConfirmSchema,
  tokenAnswerSchema,
  tokenRequestSchema,
  TOTAL_COUNT_HEADER,
  updateDestinationSchema,
  updateNotificationSchema,
  uploadAnswerSchema,
  userListItemSchema,
  userListQuerySchema,
  userProfileSchema,
  webhookAnswerSchema,
} from '@tgde/contracts';
import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from 'zod-openapi';

/*
 * Every /api call as OpenAPI operations, built from the contract schemas. The test
 * (test/openapi.test.ts) compares this list with the routes the app registers and each documented
 * answer with a real one, so a route or an answer cannot drift from what is written here.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an operation; written into its description and its `security`. */
type Access = 'public' | 'signed-in' | 'verified' | 'admin';

export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI form: `/api/booking/{id}`. */
  path: string;
  tag: TagName;
  summary: string;
  description?: string;
  access: Access;
  /** Present only under this payment setup (CONTRACT.md): the route is registered only then. */
  onlyWith?: 'stripe' | 'test-payments';
  requestParams?: ZodOpenApiOperationObject['requestParams'];
  requestBody?: ZodOpenApiOperationObject['requestBody'];
  responses: Record<number, ZodOpenApiResponseObject>;
}

export const tags = [
  { name: 'Destinations', description: 'The catalogue of German destinations (SPEC.md §3).' },
  { name: 'Reviews', description: "Travellers' reviews, public to read." },
  { name: 'Photos and images', description: 'The gallery and image uploads.' },
  { name: 'Bookings', description: "A traveller's bookings, and every booking for admins." },
  { name: 'Payments', description: 'Card payments for bookings (Stripe, or the built-in test mode).' },
  { name: 'Users', description: 'Profiles, the session token and admin rights.' },
  { name: 'Accounts', description: "better-auth's identity calls under /api/auth that the web app makes." },
  { name: 'Messages', description: 'The contact form and the admins’ inbox.' },
  { name: 'Service', description: 'Health, configuration and this reference.' },
] as const;
export type TagName = (typeof tags)[number]['name'];

// --- Answers ------------------------------------------------------------------------------------

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

const ok = (description: string, schema: z.ZodType): ZodOpenApiResponseObject => ({
  description,
  content: json(schema),
});

/** A page of a list: the items of the page, the number of all matches in X-Total-Count. */
const page = (description: string, item: z.ZodType, extraHeaders: Record<string, z.ZodType> = {}) => ({
  description,
  content: json(z.array(item)),
  headers: z.object({
    [TOTAL_COUNT_HEADER]: z.string().meta({ description: 'How many items match, on every page.' }),
    ...extraHeaders,
  }),
});

const refusals: Record<number, string> = {
  400: 'The input is invalid: `message` says why, `errors` names each field.',
  401: 'Not signed in: send the bearer token or the session cookie.',
  403: 'Signed in, but not allowed (another user’s record, an unverified address, or not an admin).',
  404: 'No such record (or not yours).',
  409: 'It conflicts with what is stored.',
  413: 'The upload is too large.',
  415: 'The upload is not an image we accept.',
  422: 'An account with this e-mail address exists already.',
  429: 'Too many requests from this address: wait a minute.',
  503: 'The server is too busy just now, or a service the call needs cannot be reached: try again soon.',
};

/** Refusals with the ApiError body (CONTRACT.md: `{message, errors?}`). */
function refused(...statuses: number[]): Record<number, ZodOpenApiResponseObject> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: refusals[status] ?? 'Refused.', content: json(apiErrorSchema) },
    ]),
  );
}

/** Refusals by better-auth: the same shape, with its error `code`. */
function authRefused(...statuses: number[]): Record<number, ZodOpenApiResponseObject> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: refusals[status] ?? 'Refused.', content: json(authErrorAnswerSchema) },
    ]),
  );
}

/** What each kind of caller may be refused with, besides 400 and 404. */
const guardRefusals: Record<Access, number[]> = {
  public: [],
  'signed-in': [401],
  verified: [401, 403],
  admin: [401, 403],
};

// --- Parameters ---------------------------------------------------------------------------------

const idPath = (what: string) =>
  z.object({
    id: z
      .string()
      .meta({ description: `The ${what}'s _id.`, example: '0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f' }),
  });
const emailPath = z.object({
  email: z.string().meta({ description: "The user's e-mail address.", example: 'traveller@example.com' }),
});

const paidTotalHeader = {
  [PAID_TOTAL_HEADER]: z.string().meta({ description: 'Dollars paid for the bookings that match.' }),
};

// --- Operations ---------------------------------------------------------------------------------

export const operations: ApiOperation[] = [
  // Service
  {
    method: 'get',
    path: '/api/health',
    tag: 'Service',
    summary: 'Is the server usable?',
    access: 'public',
    responses: {
      200: ok('The server and its database are usable.', healthAnswerSchema),
      ...refused(503),
    },
  },
  {
    method: 'get',
    path: '/api/auth-config',
    tag: 'Service',
    summary: 'What the sign-in page may offer',
    access: 'public',
    responses: { 200: ok('Whether Google sign-in is configured.', authConfigAnswerSchema) },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Service',
    summary: 'This API as an OpenAPI 3.1 document',
    access: 'public',
    responses: {
      200: {
        description: 'The OpenAPI document, generated from the contract schemas.',
        content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } },
      },
    },
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'Service',
    summary: 'This API reference as a web page',
    access: 'public',
    responses: {
      200: { description: 'The reference, as HTML.', content: { 'text/html': { schema: z.string() } } },
    },
  },
  {
    method: 'get',
    path: '/api/docs/docs.css',
    tag: 'Service',
    summary: 'The stylesheet of the reference page',
    access: 'public',
    responses: { 200: { description: 'CSS.', content: { 'text/css': { schema: z.string() } } } },
  },

  // Destinations
  {
    method: 'get',
    path: '/api/destination',
    tag: 'Destinations',
    summary: 'List the destinations',
    description:
      'Without parameters: every destination on offer, as one array. With search parameters: one page of ' +
      'the matches, their number in X-Total-Count. Each word of `q` must appear in the name or the ' +
      'description, in any case, accents optional.',
    access: 'public',
    requestParams: { query: destinationSearchSchema },
    responses: {
      200: {
        description: 'The destinations.',
        content: json(z.array(destinationSchema)),
        headers: z.object({
          [TOTAL_COUNT_HEADER]: z
            .string()
            .optional()
            .meta({ description: 'How many destinations match (only when search parameters are sent).' }),
        }),
      },
      ...refused(400),
    },
  },
  {
    method: 'get',
    path: '/api/destination/{id}',
    tag: 'Destinations',
    summary: 'One destination',
    access: 'public',
    requestParams: { path: idPath('destination') },
    responses: { 200: ok('The destination.', destinationSchema), ...refused(404) },
  },
  {
    method: 'post',
    path: '/api/destination',
    tag: 'Destinations',
    summary: 'Add a destination',
    description: '`img` must be an address answered by POST /api/images.',
    access: 'admin',
    requestBody: { required: true, content: json(createDestinationSchema) },
    responses: { 201: ok('Added.', insertedAnswerSchema), ...refused(400) },
  },
  ...(['put', 'patch'] as const).map((method): ApiOperation => ({
    method,
    path: '/api/destination/{id}',
    tag: 'Destinations',
    summary: method === 'put' ? 'Change a destination' : 'Change a destination (same as PUT)',
    description: 'Changes the fields sent; at least one.',
    access: 'admin',
    requestParams: { path: idPath('destination') },
    requestBody: { required: true, content: json(updateDestinationSchema) },
    responses: { 200: ok('Changed.', modifiedAnswerSchema), ...refused(400, 404) },
  })),
  {
    method: 'delete',
    path: '/api/destination/{id}',
    tag: 'Destinations',
    summary: 'Take a destination off offer',
    description: 'Archives it: its bookings, payments and photos keep their records.',
    access: 'admin',
    requestParams: { path: idPath('destination') },
    responses: { 200: ok('Archived.', deletedAnswerSchema), ...refused(400, 404) },
  },

  // Reviews
  {
    method: 'get',
    path: '/api/review',
    tag: 'Reviews',
    summary: 'List reviews, newest first',
    access: 'public',
    requestParams: { query: pageQuerySchema },
    responses: { 200: page('A page of reviews.', reviewSchema), ...refused(400) },
  },
  {
    method: 'post',
    path: '/api/review',
    tag: 'Reviews',
    summary: 'Write a review',
    description: "The reviewer's name comes from the session; a `name` in the body is ignored.",
    access: 'verified',
    requestBody: { required: true, content: json(createReviewSchema) },
    responses: { 201: ok('Stored.', insertedAnswerSchema), ...refused(400) },
  },

  // Photos and images
  {
    method: 'post',
    path: '/api/images',
    tag: 'Photos and images',
    summary: 'Upload an image',
    description:
      'Multipart with the field `image`: JPEG, PNG, WebP, AVIF or GIF by its content. Stored as WebP ' +
      'without metadata. Rate-limited per client address.',
    access: 'verified',
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ image: z.string().meta({ format: 'binary', description: 'The image file.' }) }),
        },
      },
    },
    responses: { 201: ok('Stored.', uploadAnswerSchema), ...refused(400, 413, 415, 429) },
  },
  {
    method: 'get',
    path: '/api/photos',
    tag: 'Photos and images',
    summary: 'The gallery, newest first',
    access: 'public',
    requestParams: { query: pageQuerySchema },
    responses: { 200: page('A page of photos.', photoSchema), ...refused(400) },
  },
  {
    method: 'post',
    path: '/api/photos',
    tag: 'Photos and images',
    summary: 'Add a photo to the gallery',
    description: '`image` must be an address answered by POST /api/images; `place` a destination’s name.',
    access: 'verified',
    requestBody: { required: true, content: json(createPhotoSchema) },
    responses: { 201: ok('Added.', insertedAnswerSchema), ...refused(400) },
  },
  {
    method: 'get',
    path: '/api/destinationPhoto/{destinationName}',
    tag: 'Photos and images',
    summary: 'Photos of one destination',
    access: 'public',
    requestParams: {
      path: z.object({
        destinationName: z.string().meta({ description: "The destination's name (any case)." }),
      }),
      query: pageQuerySchema,
    },
    responses: { 200: page('A page of photos.', photoSchema), ...refused(400) },
  },

  // Bookings
  {
    method: 'post',
    path: '/api/bookedDestination',
    tag: 'Bookings',
    summary: 'Book a destination for a date',
    description:
      'The owner comes from the session and the cost from the destination; other fields of SPEC.md’s ' +
      'payload are ignored.',
    access: 'verified',
    requestBody: {
      required: true,
      // The date's rules are refinements, which JSON Schema cannot show: say them in words.
      content: json(
        createBookingSchema.extend({
          date: createBookingSchema.shape.date.meta({
            description: 'YYYY-MM-DD, from today in Germany (Europe/Berlin) up to two years ahead.',
            format: 'date',
          }),
        }),
      ),
    },
    responses: {
      201: ok('Booked.', insertedAnswerSchema),
      ...refused(400, 404),
      409: ok('The caller already has a plan on that date.', bookingConflictAnswerSchema),
    },
  },
  {
    method: 'get',
    path: '/api/booking',
    tag: 'Bookings',
    summary: 'My bookings',
    description: '`?user=` another address: admins only.',
    access: 'verified',
    requestParams: { query: bookingListQuerySchema },
    responses: { 200: ok('The bookings.', z.array(bookingSchema)), ...refused(400) },
  },
  {
    method: 'get',
    path: '/api/booking/{id}',
    tag: 'Bookings',
    summary: 'One booking',
    description: 'Your own; admins may read any.',
    access: 'verified',
    requestParams: { path: idPath('booking') },
    responses: { 200: ok('The booking.', bookingSchema), ...refused(400, 404) },
  },
  {
    method: 'delete',
    path: '/api/booking/{id}',
    tag: 'Bookings',
    summary: 'Cancel an unpaid booking',
    access: 'verified',
    requestParams: { path: idPath('booking') },
    responses: {
      200: ok('`deletedCount` is 0 when nothing was cancelled.', deletedAnswerSchema),
      ...refused(400),
      409: { description: 'The booking is paid: it cannot be cancelled.', content: json(apiErrorSchema) },
    },
  },
  {
    method: 'patch',
    path: '/api/booking/{id}',
    tag: 'Bookings',
    summary: 'Mark a booking paid',
    description: 'Only when the payment provider says that this payment intent succeeded for this booking.',
    access: 'verified',
    requestParams: { path: idPath('booking') },
    requestBody: { required: true, content: json(payBookingSchema) },
    responses: { 200: ok('The booking as it now stands.', paidAnswerSchema), ...refused(400, 404, 409, 503) },
  },
  {
    method: 'get',
    path: '/api/bookings',
    tag: 'Bookings',
    summary: "Every traveller's bookings",
    access: 'admin',
    requestParams: { query: adminBookingsQuerySchema },
    responses: { 200: page('A page of bookings.', bookingSchema, paidTotalHeader), ...refused(400) },
  },

  // Payments
  {
    method: 'get',
    path: '/api/payment-config',
    tag: 'Payments',
    summary: 'Which processor the payment page talks to',
    access: 'public',
    responses: { 200: ok('Stripe (with its publishable key) or the test mode.', paymentConfigAnswerSchema) },
  },
  {
    method: 'post',
    path: '/api/create-payment-intent',
    tag: 'Payments',
    summary: 'Open a payment for a booking',
    description: "The amount is the booking's own; a `cost` in the body is ignored.",
    access: 'verified',
    requestBody: { required: true, content: json(createPaymentIntentSchema) },
    responses: {
      200: ok('The client secret to confirm the payment with.', paymentIntentAnswerSchema),
      ...refused(400, 404, 409, 503),
    },
  },
  {
    method: 'post',
    path: '/api/test-payments/confirm',
    tag: 'Payments',
    summary: 'Pay with a test card (test mode)',
    description: 'Only without Stripe keys: the built-in processor plays Stripe.js’s confirmCardPayment.',
    access: 'verified',
    onlyWith: 'test-payments',
    requestBody: { required: true, content: json(testConfirmSchema) },
    responses: {
      200: ok('Paid.', confirmedPaymentAnswerSchema),
      ...refused(400, 404, 409),
      402: ok('The card was declined.', cardErrorAnswerSchema),
    },
  },
  {
    method: 'post',
    path: '/api/stripe/webhook',
    tag: 'Payments',
    summary: "Stripe's events",
    description: 'Only with Stripe keys and a webhook secret. The body must carry Stripe’s signature.',
    access: 'public',
    onlyWith: 'stripe',
    requestParams: { header: z.object({ 'stripe-signature': z.string() }) },
    requestBody: { required: true, content: json(z.looseObject({ type: z.string() })) },
    responses: { 200: ok('Received.', webhookAnswerSchema), ...refused(400) },
  },

  // Users
  {
    method: 'put',
    path: '/api/user/{email}',
    tag: 'Users',
    summary: 'Get the session token, or change my profile',
    description:
      'With `{name, email}`: the bearer token of the caller’s session (signed in, verified or not). With ' +
      'profile fields: changes the caller’s own profile (verified only).',
    access: 'signed-in',
    requestParams: { path: emailPath },
    requestBody: { required: true, content: json(z.union([tokenRequestSchema, profileUpdateSchema])) },
    responses: {
      200: ok('The token and profile, or the change.', z.union([tokenAnswerSchema, modifiedAnswerSchema])),
      ...refused(400, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/api/user/{email}',
    tag: 'Users',
    summary: 'A profile',
    description: 'Your own, even before verification; admins may read any.',
    access: 'signed-in',
    requestParams: { path: emailPath },
    responses: { 200: ok('The profile.', userProfileSchema), ...refused(403, 404) },
  },
  {
    method: 'get',
    path: '/api/admin/{email}',
    tag: 'Users',
    summary: 'Is this user an admin?',
    access: 'signed-in',
    requestParams: { path: emailPath },
    responses: { 200: ok('Whether the user is an admin.', adminAnswerSchema), ...refused(403, 404) },
  },
  {
    method: 'get',
    path: '/api/user',
    tag: 'Users',
    summary: 'List users',
    access: 'admin',
    requestParams: { query: userListQuerySchema },
    responses: { 200: page('A page of users, oldest first.', userListItemSchema), ...refused(400) },
  },
  {
    method: 'put',
    path: '/api/user/admin/{email}',
    tag: 'Users',
    summary: 'Make a user an admin',
    access: 'admin',
    requestParams: { path: emailPath },
    responses: {
      200: ok('`modifiedCount` is 0 when already an admin.', modifiedAnswerSchema),
      ...refused(404),
    },
  },

  // Messages
  {
    method: 'post',
    path: '/api/email',
    tag: 'Messages',
    summary: 'Send us a message (the contact form)',
    description: 'Rate-limited per client address.',
    access: 'public',
    requestBody: { required: true, content: json(sendEmailRequestSchema) },
    responses: { 201: ok('Stored for the admins.', insertedAnswerSchema), ...refused(400, 429) },
  },
  {
    method: 'get',
    path: '/api/notifications',
    tag: 'Messages',
    summary: 'The inbox, newest first',
    access: 'admin',
    requestParams: { query: notificationListQuerySchema },
    responses: { 200: page('A page of messages.', notificationSchema), ...refused(400) },
  },
  {
    method: 'get',
    path: '/api/notification/{id}',
    tag: 'Messages',
    summary: 'One message',
    access: 'admin',
    requestParams: { path: idPath('message') },
    responses: { 200: ok('The message.', notificationSchema), ...refused(400, 404) },
  },
  {
    method: 'patch',
    path: '/api/notification/{id}',
    tag: 'Messages',
    summary: 'Mark a message read or unread',
    access: 'admin',
    requestParams: { path: idPath('message') },
    requestBody: { required: true, content: json(updateNotificationSchema) },
    responses: { 200: ok('Changed.', modifiedAnswerSchema), ...refused(400, 404) },
  },
  {
    method: 'delete',
    path: '/api/notification/{id}',
    tag: 'Messages',
    summary: 'Delete a message',
    access: 'admin',
    requestParams: { path: idPath('message') },
    responses: { 200: ok('Deleted.', deletedAnswerSchema), ...refused(400, 404) },
  },

  // Accounts (better-auth)
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    tag: 'Accounts',
    summary: 'Create an account',
    description: 'Signs the new account in (not verified yet) and sends the verification mail.',
    access: 'public',
    requestBody: { required: true, content: json(signUpFormSchema) },
    responses: { 200: ok('Signed up and in.', authUserAnswerSchema), ...authRefused(400, 422, 429) },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    tag: 'Accounts',
    summary: 'Sign in with e-mail and password',
    description: 'With `rememberMe` the session cookie lasts 30 days, without it the browser session.',
    access: 'public',
    requestBody: { required: true, content: json(signInFormSchema) },
    responses: { 200: ok('Signed in.', authUserAnswerSchema), ...authRefused(400, 401, 429) },
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/social',
    tag: 'Accounts',
    summary: 'Start Google sign-in',
    description: 'Only when Google sign-in is configured (GET /api/auth-config).',
    access: 'public',
    requestBody: { required: true, content: json(socialSignInRequestSchema) },
    responses: {
      200: ok("Google's address to send the browser to.", socialSignInAnswerSchema),
      ...authRefused(400, 404),
    },
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    tag: 'Accounts',
    summary: 'Sign out',
    description: 'Revokes the session of the bearer token or cookie.',
    access: 'signed-in',
    responses: {
      200: { description: 'Signed out.', content: json(z.looseObject({ success: z.boolean() })) },
    },
  },
  {
    method: 'get',
    path: '/api/auth/get-session',
    tag: 'Accounts',
    summary: 'The current session',
    access: 'public',
    responses: { 200: ok('The session and its user, or null when signed out.', sessionAnswerSchema) },
  },
  {
    method: 'post',
    path: '/api/auth/send-verification-email',
    tag: 'Accounts',
    summary: 'Send the verification mail again',
    access: 'public',
    requestBody: { required: true, content: json(emailRequestSchema) },
    responses: { 200: ok('Sent.', statusAnswerSchema), ...authRefused(400, 429) },
  },
  {
    method: 'get',
    path: '/api/auth/verify-email',
    tag: 'Accounts',
    summary: "Verify an address with the mail's token",
    access: 'public',
    requestParams: {
      query: z.object({ token: z.string().meta({ description: 'From the link in the mail.' }) }),
    },
    responses: { 200: ok('Verified.', statusAnswerSchema), ...authRefused(400, 401) },
  },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    tag: 'Accounts',
    summary: 'Mail a password-reset link',
    description: 'Answers the same whether or not the address has an account.',
    access: 'public',
    requestBody: { required: true, content: json(emailRequestSchema) },
    responses: { 200: ok('Done.', statusAnswerSchema), ...authRefused(400, 429) },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'Accounts',
    summary: 'Set a new password with the mail’s token',
    description: 'Ends every session of the account.',
    access: 'public',
    requestBody: { required: true, content: json(resetPasswordRequestSchema) },
    responses: { 200: ok('Changed.', statusAnswerSchema), ...authRefused(400) },
  },
];

/** An operation's answers plus the refusals its kind of caller may get, and 503 when overloaded. */
export function withGuardRefusals(operation: ApiOperation): Record<number, ZodOpenApiResponseObject> {
  const statuses = operation.path.startsWith('/api/auth/') ? [] : guardRefusals[operation.access];
  // Any call may be turned away while the server is overloaded (http/overload.ts).
  const extra = refused(...[...statuses, 503].filter((status) => !(status in operation.responses)));
  return { ...operation.responses, ...extra };
}
