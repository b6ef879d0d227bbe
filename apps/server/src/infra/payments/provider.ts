/*
 * The seam between bookings and whoever moves the money. Both providers follow Stripe's
 * PaymentIntents: the server opens an intent for a booking's amount, the browser confirms it with a
 * card, and the server believes a payment only when the provider itself says that the intent
 * succeeded (never because the browser says so).
 */

/** An intent as the provider has it now. */
export interface ProviderIntent {
  /** `pi_…`: becomes the booking's transactionId once it succeeded. */
  id: string;
  /** Stripe's statuses: requires_payment_method, processing, succeeded, canceled … */
  status: string;
  /** In the currency's smallest unit (US cents). */
  amountCents: number;
  currency: string;
  /** The booking the intent was opened for (its metadata), or null for an intent not of ours. */
  bookingId: string | null;
}

export interface NewIntent {
  bookingId: string;
  amountCents: number;
  currency: string;
  /** Shown in the provider's dashboard next to the payment. */
  description: string;
}

export interface OpenedIntent {
  id: string;
  clientSecret: string;
  status: string;
}

export interface NewRefund {
  /** The succeeded intent whose money goes back. */
  intentId: string;
  amountCents: number;
  /**
   * The same key for every attempt at one refund (a booking's cancellation, a stray payment), so
   * that repeating or racing the call never refunds twice.
   */
  idempotencyKey: string;
}

export interface ProviderRefund {
  /** `re_…`. */
  id: string;
  amountCents: number;
  status: string;
}

export interface PaymentProvider {
  readonly kind: 'test' | 'stripe';
  /** Opens an intent for a booking's amount (Stripe: at most one per booking and amount). */
  createIntent(intent: NewIntent): Promise<OpenedIntent>;
  /** What the provider says about the intent with this id, or null when it knows no such intent. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Gives a succeeded intent's money back; the same idempotency key answers the same refund. */
  refund(refund: NewRefund): Promise<ProviderRefund>;
  /**
   * Cancels an intent that has not been paid, so that a payment page left open cannot charge it;
   * answers the intent's status afterwards (an intent that succeeded meanwhile stays succeeded).
   */
  cancelIntent(id: string): Promise<string>;
}
