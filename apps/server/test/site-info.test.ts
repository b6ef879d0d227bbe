import { siteInfoAnswerSchema, type SiteInfo } from '@tgde/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../src/config';
import { OPERATOR_ENV } from './support/operator-env';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * GET /api/site-info: what the imprint, the privacy notice and the booking terms show, straight
 * from the settings (OPERATOR_*, FREE_CANCELLATION_DAYS, …), for anyone.
 */

let configured: TestApp;
let defaults: TestApp;

beforeAll(async () => {
  [configured, defaults] = await Promise.all([
    buildTestApp({
      env: {
        ...OPERATOR_ENV,
        FREE_CANCELLATION_DAYS: '3',
        BOOKING_HOLD_MINUTES: '90',
        CONTACT_RETENTION_DAYS: '30',
        REMINDER_DAYS: '1',
        VAT_RATE_PERCENT: '7',
        // Keys make Stripe the processor; nothing is asked of Stripe until a payment.
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
    }),
    buildTestApp(),
  ]);
});
afterAll(() => Promise.all([configured.close(), defaults.close()]));

async function siteInfo(t: TestApp): Promise<SiteInfo> {
  // Signed out: no cookie, no token.
  const res = await t.app.inject({ method: 'GET', url: '/api/site-info' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return siteInfoAnswerSchema.strict().parse(res.json());
}

describe('GET /api/site-info', () => {
  it("answers anyone with the operator's details and the settings the legal pages quote", async () => {
    expect(await siteInfo(configured)).toEqual({
      operator: {
        name: OPERATOR_ENV.OPERATOR_NAME,
        address: OPERATOR_ENV.OPERATOR_ADDRESS,
        email: OPERATOR_ENV.OPERATOR_EMAIL,
        phone: OPERATOR_ENV.OPERATOR_PHONE,
        vatId: OPERATOR_ENV.OPERATOR_VAT_ID,
        representative: OPERATOR_ENV.OPERATOR_REPRESENTATIVE,
        register: OPERATOR_ENV.OPERATOR_REGISTER,
      },
      freeCancellationDays: 3,
      bookingHoldMinutes: 90,
      contactRetentionDays: 30,
      reminderDays: 1,
      vatRatePercent: 7,
      payments: 'stripe',
    });
  });

  it('answers the demo operator and the defaults when nothing is set, with the test-mode processor', async () => {
    expect(await siteInfo(defaults)).toEqual({
      operator: DEMO_OPERATOR,
      freeCancellationDays: 2,
      bookingHoldMinutes: 1440,
      contactRetentionDays: 365,
      reminderDays: 2,
      vatRatePercent: 19,
      payments: 'test',
    });
  });
});
