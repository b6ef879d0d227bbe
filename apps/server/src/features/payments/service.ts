import { cancellationMessages, PAYMENT_CURRENCY } from '@tgde/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, paymentIntents } from '../../db/schema';
import { maySee, visibleBooking } from '../../domain/booking-records';
import { HttpError, notFound } from '../../http/errors';
import type { PaymentProvider } from '../../infra/payments/provider';
import type { TestProcessor } from '../../infra/payments/test-processor';
import { paymentMessages } from './pay-booking';
import { holdRanOut } from '../../domain/stray-payments';

/** Statuses after which an intent can no longer be paid with. */
const FINISHED = ['succeeded', 'canceled'];

/**
 * The client secret of an intent that pays the caller's unpaid booking: its open intent when it has
 * one for the booking's amount, else a new one. The booking's row stays locked meanwhile, so two
 * requests at once open one intent, not two.
 */
export async function clientSecretFor(
  db: Db,
  provider: PaymentProvider,
  input: { bookingId: string; ownerId: string; now: Date },
): Promise<string> {
  return db.transaction(async (tx) => {
    const booking = await visibleBooking(tx, input.bookingId, { userId: input.ownerId }, { lock: true });
    if (booking.paid) throw new HttpError(409, paymentMessages.alreadyPaid);
    // Its hold ran out, even when the expiry pass has not marked it yet: nothing more is paid for it.
    if (holdRanOut(booking, input.now)) throw new HttpError(409, cancellationMessages.expired);

    const [open] = await tx
      .select({ clientSecret: paymentIntents.clientSecret })
      .from(paymentIntents)
      .where(
        and(
          eq(paymentIntents.bookingId, booking.id),
          eq(paymentIntents.provider, provider.kind),
          eq(paymentIntents.amountCents, booking.costCents),
          eq(paymentIntents.currency, PAYMENT_CURRENCY),
          notInArray(paymentIntents.status, FINISHED),
        ),
      )
      .limit(1);
    if (open) return open.clientSecret;

    const opened = await provider.createIntent({
      bookingId: booking.id,
      amountCents: booking.costCents,
      currency: PAYMENT_CURRENCY,
      description: `${booking.destinationName} on ${booking.date} (booking ${booking.id})`,
    });
    // Stripe answers the same intent for the same idempotency key: record it once.
    await tx
      .insert(paymentIntents)
      .values({
        id: opened.id,
        provider: provider.kind,
        bookingId: booking.id,
        amountCents: booking.costCents,
        currency: PAYMENT_CURRENCY,
        status: opened.status,
        clientSecret: opened.clientSecret,
      })
      .onConflictDoNothing({ target: paymentIntents.id });
    return opened.clientSecret;
  });
}

/** The caller's test-mode intent with this client secret and its booking; 404 for anyone else. */
export async function testIntentOf(
  db: Db,
  processor: TestProcessor,
  input: { clientSecret: string; ownerId: string },
) {
  const noSuchPayment = () => notFound('There is no such payment among yours.');
  const intent = await processor.findByClientSecret(input.clientSecret);
  if (!intent) throw noSuchPayment();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, intent.bookingId)).limit(1);
  if (!booking || !maySee({ userId: input.ownerId }, booking)) throw noSuchPayment();
  return { intent, booking };
}
