import { apiErrorSchema, LOCALES, type BookingDocumentKind } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { adminPowerOf } from '../../auth/guards';
import type { Db } from '../../db/client';
import {
  bookingDocumentRefusals,
  documentOfBooking,
  type BookingDocumentSettings,
} from '../../domain/booking-documents';
import { visibleBooking } from '../../domain/booking-records';
import { requestLocale } from '../../http/answer-language';
import { file, idPath, ok, refused } from '../../http/api-answers';
import { recordId } from '../../http/ids';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';

export interface ReceiptRoutesOptions extends BookingDocumentSettings {
  db: Db;
}

/**
 * A link cannot send Accept-Language: the page's own language rides in the address instead
 * (`?lang=de`), and wins over the header.
 */
const documentQuery = z.object({
  lang: z
    .enum(LOCALES)
    .optional()
    .meta({ description: 'The language of the document; without it, the one of Accept-Language.' }),
});

const contracts = {
  receipt: {
    access: 'owner',
    owns: 'booking',
    othersForAdmins: { path: 'id' },
    tag: 'Bookings',
    summary: "A paid booking's receipt (PDF)",
    description:
      'Its owner, or an admin. The operator (OPERATOR_*), the receipt number (`TGDE-2026-000042`, ' +
      'consecutive without gaps; `TEST-2026-000001` for a payment of the test-mode processor, whose ' +
      'receipt says that no money was taken), the date of payment, the traveller, the trip and the ' +
      'amount with the VAT it includes (VAT_RATE_PERCENT). A cancelled booking keeps its receipt.',
    params: idPath('booking'),
    query: documentQuery,
    answers: {
      200: file('The receipt, shown in the browser (`inline`).', 'application/pdf'),
      ...refused(400, 404),
      409: ok(bookingDocumentRefusals.receipt, apiErrorSchema),
    },
  },
  creditNote: {
    access: 'owner',
    owns: 'booking',
    othersForAdmins: { path: 'id' },
    tag: 'Bookings',
    summary: "A cancelled trip's cancellation invoice (PDF)",
    description:
      'Its owner, or an admin. The cancellation invoice (Stornorechnung): a number of its own ' +
      '(`TGDE-CN-2026-000001`; `TEST-CN-2026-000001` in test mode), the receipt it cancels and the ' +
      'amount given back, as negative amounts.',
    params: idPath('booking'),
    query: documentQuery,
    answers: {
      200: file('The cancellation invoice, shown in the browser (`inline`).', 'application/pdf'),
      ...refused(400, 404),
      409: ok(bookingDocumentRefusals['credit-note'], apiErrorSchema),
    },
  },
} satisfies Record<string, RouteContract>;

/**
 * The documents of a booking: its owner's (an admin's for any booking), someone else's answered as
 * unknown (404). The PDF is answered `inline`, so that a link opens it in the browser's viewer, and
 * in the caller's language (German for `Accept-Language: de`).
 */
export const receiptRoutes: FastifyPluginAsync<ReceiptRoutesOptions> = async (app, options) => {
  const { db, ...settings } = options;

  const routes = [
    ['/booking/:id/receipt', 'receipt', contracts.receipt],
    ['/booking/:id/credit-note', 'credit-note', contracts.creditNote],
  ] as const satisfies readonly (readonly [string, BookingDocumentKind, RouteContract])[];
  for (const [url, kind, contract] of routes) {
    defineRoute(app, 'get', url, contract, async (input, request, reply) => {
      const { caller } = input;
      const id = recordId(input.params.id, 'Booking');
      const row = await visibleBooking(db, id, { userId: caller.id, admin: adminPowerOf(request, caller) });
      // In the language the page asks in, whoever's booking it is.
      const { lang } = input.query;
      const locale = lang ?? requestLocale(request);
      const { filename, pdf } = await documentOfBooking(db, row, kind, settings, locale);
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${filename}"`)
          // The traveller's name and address: kept by no cache but the browser's own.
          .header('cache-control', 'private, no-store')
          .send(pdf)
      );
    });
  }
};
