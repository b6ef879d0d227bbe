import { z } from 'zod';

/** Why a payment that went through was refunded by itself: it pays no booking. */
export const REFUNDED_PAYMENT_REASONS = ['second-payment', 'booking-deleted', 'hold-expired'] as const;
export type RefundedPaymentReason = (typeof REFUNDED_PAYMENT_REASONS)[number];

/**
 * A payment that succeeded but pays no booking, and its automatic refund, as the admins see it
 * (GET /api/admin/refunded-payments): a second payment of a paid booking, a payment for a booking
 * deleted meanwhile, or for one whose hold ran out.
 */
export const refundedPaymentSchema = z
  .object({
    /** The provider's payment (`pi_…`). */
    intentId: z.string(),
    provider: z.enum(['test', 'stripe']),
    /** The booking it was for; null once none is named (the booking is kept by its id only). */
    bookingId: z.string().nullable(),
    /** What is left of the booking: nothing once it was deleted. */
    booking: z.object({ destinationName: z.string(), date: z.string(), userName: z.string() }).nullable(),
    amountCents: z.number().int(),
    currency: z.string(),
    reason: z.enum(REFUNDED_PAYMENT_REASONS),
    /** `refunded` once the provider made the refund; `retrying` while it could not. */
    status: z.enum(['refunded', 'retrying']),
    /** The provider's refund (`re_…`), once made. */
    refundId: z.string().nullable(),
    /** Why the last attempt failed, while it is retried. */
    lastError: z.string().nullable(),
    foundAt: z.string().meta({ format: 'date-time' }),
    refundedAt: z.string().nullable().meta({ format: 'date-time' }),
  })
  .meta({ id: 'RefundedPayment' });
export type RefundedPayment = z.infer<typeof refundedPaymentSchema>;
