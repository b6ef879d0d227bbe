import { z } from 'zod';
import { answerSchema } from './answer-schema';
import type { Locale } from './i18n/locale';

/**
 * GET /api/site-info: who runs the site and the settings that the imprint, the privacy notice and
 * the booking terms quote (docs/configuration.md), so that those pages say what this server does.
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
        representative: z
          .string()
          .meta({ description: 'Who represents the business: its managing directors, or the sole trader.' }),
        register: z
          .string()
          .nullable()
          .meta({ description: 'Register court and number; null for a business in no register.' }),
      })
      .meta({
        description:
          'OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_PHONE, OPERATOR_VAT_ID, ' +
          'OPERATOR_REPRESENTATIVE, OPERATOR_REGISTER.',
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

/** The country of the operator's address, as each language writes it. */
const COUNTRY: Record<Locale, string> = { en: 'Germany', de: 'Deutschland' };

/**
 * The lines of the operator's address (OPERATOR_ADDRESS: separated by commas or new lines) as a
 * page or document in `locale` prints them: a last line naming the country in either language
 * reads in that language ("Germany" on English pages, "Deutschland" on German ones).
 */
export function operatorAddressLines(address: string, locale: Locale): string[] {
  const lines = address.split(/\s*(?:,|\n)\s*/).filter(Boolean);
  const last = lines.length - 1;
  return lines.map((line, i) =>
    i === last && i > 0 && Object.values(COUNTRY).some((name) => name.toLowerCase() === line.toLowerCase())
      ? COUNTRY[locale]
      : line,
  );
}
