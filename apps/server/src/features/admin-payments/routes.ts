import { refundedPaymentSchema, type RefundedPayment } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/api-answers';
import type { RouteContract } from '../../http/route-contract';
import { bookingNamesIn } from '../../domain/destination-names';
import { listStrayRefunds, STRAY_REFUNDS_LIMIT } from '../../domain/stray-payments';
import { requestLocale } from '../../http/answer-language';

const contracts = {
  list: {
    access: 'admin',
    tag: 'Payments',
    summary: 'Payments refunded because they pay no booking',
    description: `Payments that went through but pay no booking (a second payment of a paid booking, a payment for a booking deleted meanwhile or whose hold ran out), each refunded by itself once; the latest ${STRAY_REFUNDS_LIMIT}, newest first. A refund the provider could not make yet is listed as retrying.`,
    answers: { 200: ok('The refunded payments.', z.array(refundedPaymentSchema)) },
  },
} satisfies Record<string, RouteContract>;

/** The admins' view of the payments that were refunded because they pay no booking. */
export const adminPaymentRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/refunded-payments',
    { config: { contract: contracts.list } },
    async (request): Promise<RefundedPayment[]> => {
      const rows = await listStrayRefunds(db);
      // The booking's destination as the admin's language names it (München in German).
      const named = await bookingNamesIn(
        db,
        rows.flatMap(({ destinationId, destinationName }) =>
          destinationId && destinationName
            ? [{ bookingId: destinationId, bookingName: destinationName }]
            : [],
        ),
        requestLocale(request),
      );
      const nameOf = new Map(named.map((item) => [item.bookingId, item.bookingName]));
      return rows.map(({ refund, destinationId, destinationName, date, userName }) => ({
        intentId: refund.intentId,
        provider: refund.provider,
        bookingId: refund.bookingId,
        booking:
          destinationId !== null && destinationName !== null && date !== null && userName !== null
            ? { destinationName: nameOf.get(destinationId) ?? destinationName, date, userName }
            : null,
        amountCents: refund.amountCents,
        currency: refund.currency,
        reason: refund.reason,
        status: refund.refundId ? 'refunded' : 'retrying',
        refundId: refund.refundId,
        lastError: refund.refundId ? null : refund.lastError,
        foundAt: refund.createdAt.toISOString(),
        refundedAt: refund.refundedAt?.toISOString() ?? null,
      }));
    },
  );
};
