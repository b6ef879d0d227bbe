import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createStripeProvider, type StripeProvider } from './stripe-provider';
import { createTestProcessor, type TestProcessor } from './test-processor';

/** The payment provider the operator configured: Stripe with keys, the test-mode processor without. */
export type Payments = TestProcessor | StripeProvider;

export function createPaymentProvider(config: Config, db: Db): Promise<Payments> {
  if (!config.stripe) return Promise.resolve(createTestProcessor(db));
  return createStripeProvider(config.stripe);
}
