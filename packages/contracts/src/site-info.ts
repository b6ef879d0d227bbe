import { z } from 'zod';
import { answerSchema } from './answer-schema';

/**
 * GET /api/site-info: who runs the site and the settings that the imprint, the privacy notice and
 * the booking terms quote (README, "Configuration"), so that those pages say what this server does.
 */
export const siteInfoAnswerSchema = /* @__PURE__ */ answerSchema(() =>
  z.object({
    operator: z
      .object({
        name: z.string(),
        address: z.string().meta({ description: 'Street, postcode and town; lines separated by commas.' }),
        email: z.string(),
        phone: z.string(),
        vatId: z.string(),
      })
      .meta({
        description: 'OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_PHONE, OPERATOR_VAT_ID.',
      }),
    freeCancellationDays: z.number().int().meta({
      description:
        'FREE_CANCELLATION_DAYS: a paid trip is cancelled with a full refund until this many days before it.',
    }),
    bookingHoldMinutes: z.number().int().meta({
      description: 'BOOKING_HOLD_MINUTES: how long an unpaid booking holds its places before it expires.',
    }),
    contactRetentionDays: z.number().int().meta({
      description: 'CONTACT_RETENTION_DAYS: contact messages are deleted after this many days.',
    }),
    reminderDays: z.number().int().meta({
      description: "REMINDER_DAYS: a paid trip's reminder mail goes out this many days before it.",
    }),
    vatRatePercent: z.number().meta({ description: 'VAT_RATE_PERCENT: the VAT included in every price.' }),
    payments: z.enum(['stripe', 'test']).meta({
      description: '`stripe`: cards are charged through Stripe; `test`: the built-in test-mode processor.',
    }),
  }),
);
export type SiteInfo = z.infer<typeof siteInfoAnswerSchema>;
