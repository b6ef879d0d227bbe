import type { ConfirmedPaymentAnswer } from '@tgde/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, requestJson, type SignedIn } from './auth-client';

/** The phone number a booking form sends. */
export const PHONE = '+49 30 1234567';

/** Books `destinationId` on `date` as `who` through the API, expecting 201; the booking's id. */
export async function bookThroughApi(
  app: FastifyInstance,
  who: SignedIn,
  destinationId: string,
  date: string,
): Promise<string> {
  const res = await requestJson(app, 'POST', '/api/bookedDestination', bearer(who.token), {
    bookingId: destinationId,
    date,
    phone: PHONE,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

/**
 * Opens a payment of `bookingId` as `who`, expecting 200; the client secret. The body's `cost: 1`
 * is one the server must ignore: it charges the booking's price.
 */
export async function paymentClientSecret(
  app: FastifyInstance,
  who: SignedIn,
  bookingId: string,
): Promise<string> {
  const res = await requestJson(app, 'POST', '/api/create-payment-intent', bearer(who.token), {
    bookingId,
    cost: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ clientSecret: string }>().clientSecret;
}

/** Pays `bookingId` as `who` with the test-mode processor's succeeding card, as the payment page does. */
export async function payWithTestCard(app: FastifyInstance, who: SignedIn, bookingId: string): Promise<void> {
  const clientSecret = await paymentClientSecret(app, who, bookingId);
  const confirmed = await requestJson(app, 'POST', '/api/test-payments/confirm', bearer(who.token), {
    clientSecret,
    card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const transactionId = confirmed.json<ConfirmedPaymentAnswer>().paymentIntent.id;
  const paid = await requestJson(app, 'PATCH', `/api/booking/${bookingId}`, bearer(who.token), {
    transactionId,
  });
  expect(paid.statusCode, paid.body).toBe(200);
}
