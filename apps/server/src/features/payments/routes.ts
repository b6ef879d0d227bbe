import {
  cancellationMessages,
  cardErrorAnswerSchema,
  confirmedPaymentAnswerSchema,
  createPaymentIntentSchema,
  paymentConfigAnswerSchema,
  paymentIntentAnswerSchema,
  testConfirmSchema,
  webhookAnswerSchema,
  type ConfirmedPaymentAnswer,
  type PaymentConfigAnswer,
  type PaymentIntentAnswer,
} from '@tgde/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok, refused } from '../../http/api-answers';
import { HttpError, notFound } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute, recordRouteOfOtherSetup } from '../../http/route-table';
import type { Payments } from '../../infra/payments/create-provider';
import type { TestProcessor } from '../../infra/payments/test-processor';
import { paymentMessages, type PayBooking } from './pay-booking';
import { clientSecretFor, testIntentOf } from './service';
import { holdRanOut } from '../../domain/stray-payments';

export interface PaymentRoutesOptions {
  db: Db;
  payments: Payments;
  /** Pays a booking and sends its receipt (made by app.ts with `bookingPayer`, shared with bookings). */
  pay: PayBooking;
  /** STRIPE_PUBLISHABLE_KEY, handed to the payment page when Stripe is in use. */
  stripePublishableKey: string | undefined;
  /** A refund made at the provider (Stripe's dashboard): cancels the booking it paid for. */
  refundedAtProvider: RefundedAtProvider;
  /** The time now: a booking whose hold ran out by then is not paid for. */
  now: () => Date;
}

export type RefundedAtProvider = (refund: {
  intentId: string;
  refundId: string;
  refundCents: number;
}) => Promise<void>;

const contracts = {
  config: {
    access: 'public',
    tag: 'Payments',
    summary: 'Which processor the payment page talks to',
    answers: { 200: ok('Stripe (with its publishable key) or the test mode.', paymentConfigAnswerSchema) },
  },
  intent: {
    access: 'verified',
    tag: 'Payments',
    summary: 'Open a payment for a booking',
    description: "The amount is the booking's own; a `cost` in the body is ignored.",
    body: createPaymentIntentSchema,
    answers: {
      200: ok('The client secret to confirm the payment with.', paymentIntentAnswerSchema),
      ...refused(400, 404, 409, 503),
    },
  },
  confirm: {
    access: 'verified',
    tag: 'Payments',
    summary: 'Pay with a test card (test mode)',
    description: 'Only without Stripe keys: the built-in processor plays Stripe.js’s confirmCardPayment.',
    onlyWith: 'test-payments',
    body: testConfirmSchema,
    answers: {
      200: ok('Paid.', confirmedPaymentAnswerSchema),
      ...refused(400, 404, 409),
      402: ok('The card was declined.', cardErrorAnswerSchema),
    },
  },
  stripeWebhook: {
    access: 'public',
    tag: 'Payments',
    summary: "Stripe's events",
    description: 'Only with Stripe keys and a webhook secret. The body must carry Stripe’s signature.',
    onlyWith: 'stripe',
    headers: z.object({ 'stripe-signature': z.string() }),
    body: z.looseObject({ type: z.string() }),
    answers: { 200: ok('Received.', webhookAnswerSchema), ...refused(400) },
  },
} satisfies Record<string, RouteContract>;

const unavailable = () =>
  new HttpError(503, 'The payment service cannot be reached just now. Please try again in a minute.');

/**
 * Card payments: a payment intent for a booking, the payment page's configuration, and either the
 * test-mode processor's confirm call (no Stripe keys) or Stripe's webhook (keys and webhook secret).
 */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, options) => {
  const { db, payments, pay } = options;

  defineRoute(app, 'get', '/payment-config', contracts.config, async () => {
    const answer: PaymentConfigAnswer =
      payments.kind === 'stripe' && options.stripePublishableKey
        ? { mode: 'stripe', publishableKey: options.stripePublishableKey }
        : { mode: 'test' };
    return answer;
  });

  // `{bookingId}`; a `cost` in the body is ignored: the amount is the booking's own.
  defineRoute(app, 'post', '/create-payment-intent', contracts.intent, async ({ caller, body }, request) => {
    const bookingId = recordId(body.bookingId, 'Booking');
    try {
      const clientSecret = await clientSecretFor(db, payments, {
        bookingId,
        ownerId: caller.id,
        now: options.now(),
      });
      return { clientSecret } satisfies PaymentIntentAnswer;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      request.log.error({ err: error }, 'could not open a payment intent');
      throw unavailable();
    }
  });

  if (payments.kind === 'test') registerTestConfirm(app, db, payments, options.now);
  else recordRouteOfOtherSetup(app, 'POST', '/test-payments/confirm', contracts.confirm);
  if (payments.kind === 'stripe' && payments.parseWebhook) {
    await app.register(stripeWebhook, {
      parseWebhook: payments.parseWebhook,
      pay,
      refundedAtProvider: options.refundedAtProvider,
    });
  } else {
    recordRouteOfOtherSetup(app, 'POST', '/stripe/webhook', contracts.stripeWebhook);
  }
};

/** POST /api/test-payments/confirm: Stripe.js's confirmCardPayment, played by the test processor. */
function registerTestConfirm(app: FastifyInstance, db: Db, processor: TestProcessor, now: () => Date): void {
  defineRoute(
    app,
    'post',
    '/test-payments/confirm',
    contracts.confirm,
    async ({ caller, body }, _request, reply) => {
      const { clientSecret, card } = body;
      const { intent, booking } = await testIntentOf(db, processor, { clientSecret, ownerId: caller.id });
      // Paid with another intent already: this one must not take the money a second time.
      if (booking.paid && booking.transactionId !== intent.id)
        throw new HttpError(409, paymentMessages.alreadyPaid);
      // The hold ran out (whether or not the expiry pass has marked it yet): no card is charged for it.
      if (holdRanOut(booking, now())) throw new HttpError(409, cancellationMessages.expired);
      const result = await processor.confirm(intent.id, card.number);
      if (!result.ok) return reply.status(402).send(result.error);
      const { id, amountCents, currency } = result.intent;
      return {
        paymentIntent: { id, status: 'succeeded', amount: amountCents, currency },
      } satisfies ConfirmedPaymentAnswer;
    },
  );
}

interface WebhookOptions {
  parseWebhook: (rawBody: Buffer, signature: string) => Stripe.Event;
  pay: PayBooking;
  refundedAtProvider: RefundedAtProvider;
}

/** A charge refunded in full: the payment intent it belongs to and the refund. */
function refundOf(charge: Stripe.Charge): { intentId: string; refundId: string; refundCents: number } | null {
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId || !charge.refunded) return null;
  // The event carries the charge's refunds only on older API versions: else the charge names it.
  const refundId = charge.refunds?.data[0]?.id ?? `refund-of-${charge.id}`;
  return { intentId, refundId, refundCents: charge.amount_refunded };
}

/**
 * POST /api/stripe/webhook: Stripe's events, so that a payment counts even when the browser closes
 * before its PATCH. The signature is checked on the body exactly as it arrived, so this plugin (and
 * only it) keeps JSON bodies as raw bytes.
 */
const stripeWebhook: FastifyPluginAsync<WebhookOptions> = async (
  app,
  { parseWebhook, pay, refundedAtProvider },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/stripe/webhook', { config: { contract: contracts.stripeWebhook } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new HttpError(400, 'This is not a signed Stripe event.');
    }
    let event: Stripe.Event;
    try {
      event = parseWebhook(request.body, signature);
    } catch {
      throw new HttpError(400, 'The Stripe signature does not match this event.');
    }
    if (event.type === 'charge.refunded') {
      // A refund made in Stripe's dashboard cancels the booking; ours arrive here too and change nothing.
      const refund = refundOf(event.data.object);
      if (refund) await refundedAtProvider(refund);
      else
        request.log.warn({ eventId: event.id }, 'Stripe charge.refunded for part of a charge: not applied');
      return { received: true };
    }
    if (event.type !== 'payment_intent.succeeded') return { received: true };

    const intent = event.data.object;
    const bookingId = intent.metadata.bookingId;
    try {
      if (!bookingId) throw notFound('The payment intent names no booking.');
      // The same path as PATCH /api/booking/{id}: Stripe is asked again about the intent.
      await pay({ bookingId: recordId(bookingId, 'Booking'), intentId: intent.id, ownerId: null });
    } catch (error) {
      // A refusal will not change if Stripe sends the event again: acknowledge it and keep a trace.
      if (!(error instanceof HttpError)) throw error;
      request.log.warn(
        { eventId: event.id, intentId: intent.id },
        `Stripe event not applied: ${error.message}`,
      );
    }
    return { received: true };
  });
};
