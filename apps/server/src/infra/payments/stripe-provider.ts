import type Stripe from 'stripe';
import type { PaymentProvider, ProviderIntent } from './provider';

export interface StripeSettings {
  secretKey: string;
  /** Signs the events Stripe posts to /api/stripe/webhook; unset: no webhook. */
  webhookSecret: string | undefined;
  /** Where API calls go instead of api.stripe.com (tests: a local fake). */
  apiUrl?: string | undefined;
}

export interface StripeProvider extends PaymentProvider {
  readonly kind: 'stripe';
  /**
   * The event in a webhook request, after checking its signature on the raw body; throws when the
   * signature is missing, wrong or too old. Only when a webhook secret is set.
   */
  parseWebhook?: (rawBody: Buffer, signature: string) => Stripe.Event;
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    bookingId: intent.metadata.bookingId ?? null,
  };
}

/** Stripe's answer for an id it does not know (or one that is not a payment intent). */
function isMissing(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  return statusCode === 404 || code === 'resource_missing';
}

/** Card payments through Stripe's PaymentIntents API with the official client. */
export async function createStripeProvider(settings: StripeSettings): Promise<StripeProvider> {
  // Loaded only when Stripe keys are set: the test-mode processor needs none of it.
  const { default: StripeClient } = await import('stripe');
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new StripeClient(settings.secretKey, {
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
    telemetry: false,
    timeout: 20_000,
    maxNetworkRetries: 2,
  });
  const webhookSecret = settings.webhookSecret;

  return {
    kind: 'stripe',

    async createIntent({ bookingId, amountCents, currency, description }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          description,
          metadata: { bookingId },
          allowed_payment_method_types: ['card'],
        },
        // Asking twice for the same booking and amount (a double click, a retry after a timeout)
        // gives back the same intent instead of a second one that could be paid too.
        { idempotencyKey: `booking-${bookingId}-${amountCents}-${currency}` },
      );
      if (!intent.client_secret) throw new Error(`Stripe gave no client secret for ${intent.id}`);
      return { id: intent.id, clientSecret: intent.client_secret, status: intent.status };
    },

    async retrieveIntent(id) {
      try {
        return toProviderIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async refund({ intentId, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: amountCents },
        { idempotencyKey },
      );
      return { id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' };
    },

    async cancelIntent(id) {
      try {
        return (await stripe.paymentIntents.cancel(id)).status;
      } catch (error) {
        // Succeeded or cancelled already, or unknown: Stripe refuses; say what the intent is now.
        const intent = await stripe.paymentIntents.retrieve(id).catch(() => null);
        if (intent) return intent.status;
        if (isMissing(error)) return 'canceled';
        throw error;
      }
    },

    ...(webhookSecret
      ? {
          parseWebhook: (rawBody: Buffer, signature: string) =>
            stripe.webhooks.constructEvent(rawBody, signature, webhookSecret),
        }
      : {}),
  };
}
