import { z } from 'zod';
import { answerSchema } from './answer-schema';

/*
 * Card payments (docs/payments.md, "Booking and paying"). The flow is
 * Stripe's: POST /api/create-payment-intent gives a client secret, the card confirms that intent,
 * and the intent's id becomes the booking's transactionId. Without Stripe keys the product's own
 * test-mode processor plays Stripe's part, with Stripe's test cards and wording.
 */

/** Amounts go to the payment provider in the smallest unit of this currency. */
export const PAYMENT_CURRENCY = 'usd';

/** Stripe's wording for each card problem, which the test-mode processor uses too. */
export const cardMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  numberRequired: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  numberNotTestCard: 'In test mode only the test cards listed on this page can be used.',
  expiryRequired: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  cvcRequired: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
} as const;

export type TestCardOutcome = 'succeeded' | 'card_declined' | 'insufficient_funds';

/** Stripe's test cards: the only numbers the test-mode processor accepts. */
export const TEST_CARDS: readonly { number: string; outcome: TestCardOutcome; description: string }[] = [
  { number: '4242424242424242', outcome: 'succeeded', description: 'succeeds' },
  { number: '4000000000000002', outcome: 'card_declined', description: 'is declined' },
  {
    number: '4000000000009995',
    outcome: 'insufficient_funds',
    description: 'is declined: insufficient funds',
  },
];

/** "4242 4242 4242 4242" → "4242424242424242". */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `MM/YY` (or `MM / YY`) → its month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** The test-mode card form; the same rules run again on the server. */
export const testCardSchema = z.object({
  number: z
    .string({ error: cardMessages.numberRequired })
    .transform(cardDigits)
    .pipe(
      z
        .string()
        .min(1, { message: cardMessages.numberRequired, abort: true })
        .refine(passesLuhn, { message: cardMessages.numberInvalid, abort: true })
        .refine((n) => TEST_CARDS.some((c) => c.number === n), cardMessages.numberNotTestCard),
    ),
  expiry: z
    .string({ error: cardMessages.expiryRequired })
    .trim()
    .min(1, { message: cardMessages.expiryRequired, abort: true })
    .refine((v) => parseExpiry(v) !== null, { message: cardMessages.expiryInvalid, abort: true })
    .refine((v) => {
      const parsed = parseExpiry(v);
      return parsed !== null && !isExpired(parsed);
    }, cardMessages.expired),
  cvc: z
    .string({ error: cardMessages.cvcRequired })
    .trim()
    .min(1, { message: cardMessages.cvcRequired, abort: true })
    .regex(/^\d{3}$/, cardMessages.cvcInvalid),
});
export type TestCardInput = z.input<typeof testCardSchema>;

/** POST /api/create-payment-intent: the booking to pay; a `cost` in the body is ignored. */
export const createPaymentIntentSchema = z.object({
  bookingId: z
    .string({ error: 'Send the bookingId to pay for' })
    .trim()
    .min(1, 'Send the bookingId to pay for'),
});

export const paymentIntentAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({ clientSecret: z.string() }),
);
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswerSchema>;

/** POST /api/test-payments/confirm: the test-mode processor's confirmCardPayment. */
export const testConfirmSchema = z.object({
  clientSecret: z.string({ error: 'Send the clientSecret' }).min(1, 'Send the clientSecret').max(255),
  card: testCardSchema,
});

/** Answered by the test-mode confirm (200), shaped as Stripe.js's confirmCardPayment result. */
export const confirmedPaymentAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    paymentIntent: z.object({
      id: z.string(),
      status: z.literal('succeeded'),
      amount: z.number().int().meta({ description: 'US cents.' }),
      currency: z.string(),
    }),
  }),
);
export type ConfirmedPaymentAnswer = z.infer<typeof confirmedPaymentAnswerSchema>;

/**
 * A declined card (402 from the test-mode confirm): `message` is Stripe's sentence, `code` its
 * decline code.
 */
export const cardErrorAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    message: z.string(),
    code: z.enum(['card_declined', 'insufficient_funds']),
  }),
);
export type CardErrorAnswer = z.infer<typeof cardErrorAnswerSchema>;

/** GET /api/payment-config: which processor the payment page talks to. */
export const paymentConfigAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('test') }),
    z.object({ mode: z.literal('stripe'), publishableKey: z.string() }),
  ]),
);
export type PaymentConfigAnswer = z.infer<typeof paymentConfigAnswerSchema>;

/** POST /api/stripe/webhook: Stripe's event was received (applied or, when refused, logged). */
export const webhookAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({ received: z.literal(true) }),
);
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;
