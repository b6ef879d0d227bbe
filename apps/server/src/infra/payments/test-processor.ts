import { randomBytes } from 'node:crypto';
import { cardMessages, TEST_CARDS, type CardErrorAnswer, type TestCardOutcome } from '@tgde/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentIntents, testRefunds } from '../../db/schema';
import type { PaymentProvider, ProviderIntent } from './provider';

/*
 * The built-in processor used while no Stripe keys are set. It plays Stripe's part with Stripe's
 * test cards (docs/payments.md, "Payments without Stripe keys"): it keeps its intents in the
 * payment_intents table, so a restart loses none, and moves no money.
 */

type IntentRow = typeof paymentIntents.$inferSelect;

const declines: Record<Exclude<TestCardOutcome, 'succeeded'>, CardErrorAnswer> = {
  card_declined: { message: cardMessages.declined, code: 'card_declined' },
  insufficient_funds: { message: cardMessages.insufficientFunds, code: 'insufficient_funds' },
};

/** The random part of Stripe-like identifiers (callers add the `pi_` prefix). */
function randomId(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export type ConfirmResult = { ok: true; intent: IntentRow } | { ok: false; error: CardErrorAnswer };

export interface TestProcessor extends PaymentProvider {
  readonly kind: 'test';
  /** The intent that a client secret belongs to, or undefined. */
  findByClientSecret(clientSecret: string): Promise<IntentRow | undefined>;
  /**
   * Charges a validated test card (testCardSchema) to the intent, as Stripe.js's
   * confirmCardPayment does: the first card succeeds, the others are declined with Stripe's words.
   * A succeeded intent stays succeeded whatever card comes next.
   */
  confirm(intentId: string, cardNumber: string): Promise<ConfirmResult>;
}

export function createTestProcessor(db: Db): TestProcessor {
  const toProviderIntent = (row: IntentRow): ProviderIntent => ({
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    bookingId: row.bookingId,
  });

  return {
    kind: 'test',

    // The caller records the intent in payment_intents (as it does for Stripe's): that row is all
    // this processor knows about it.
    async createIntent() {
      const id = `pi_${randomId(12)}`;
      return { id, clientSecret: `${id}_secret_${randomId(16)}`, status: 'requires_payment_method' };
    },

    async retrieveIntent(id) {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.id, id), eq(paymentIntents.provider, 'test')))
        .limit(1);
      return row ? toProviderIntent(row) : null;
    },

    // One refund per intent (test_refunds' unique intent): a repeated or raced request inserts
    // nothing and answers the refund that is there, as Stripe does for a repeated idempotency key.
    async refund({ intentId, amountCents }) {
      const [intent] = await db
        .select({ status: paymentIntents.status, currency: paymentIntents.currency })
        .from(paymentIntents)
        .where(eq(paymentIntents.id, intentId));
      if (intent?.status !== 'succeeded') throw new Error(`payment intent ${intentId} has not succeeded`);
      await db
        .insert(testRefunds)
        .values({
          id: `re_${randomId(12)}`,
          paymentIntentId: intentId,
          amountCents,
          currency: intent.currency,
          status: 'succeeded',
        })
        .onConflictDoNothing({ target: testRefunds.paymentIntentId });
      const [row] = await db.select().from(testRefunds).where(eq(testRefunds.paymentIntentId, intentId));
      if (!row) throw new Error(`refund of ${intentId} vanished`);
      return { id: row.id, amountCents: row.amountCents, status: row.status };
    },

    async cancelIntent(id) {
      await db
        .update(paymentIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'requires_payment_method')));
      const [row] = await db
        .select({ status: paymentIntents.status })
        .from(paymentIntents)
        .where(eq(paymentIntents.id, id));
      return row?.status ?? 'canceled';
    },

    async findByClientSecret(clientSecret) {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.clientSecret, clientSecret), eq(paymentIntents.provider, 'test')))
        .limit(1);
      return row;
    },

    async confirm(intentId, cardNumber) {
      const outcome = TEST_CARDS.find((card) => card.number === cardNumber)?.outcome ?? 'card_declined';
      // Only an intent still waiting for a card can be charged: a succeeded one is never charged again.
      const waiting = and(
        eq(paymentIntents.id, intentId),
        eq(paymentIntents.status, 'requires_payment_method'),
      );
      if (outcome === 'succeeded') {
        await db
          .update(paymentIntents)
          .set({ status: 'succeeded', lastError: null, updatedAt: new Date() })
          .where(waiting);
      } else {
        await db
          .update(paymentIntents)
          .set({ lastError: declines[outcome].message, updatedAt: new Date() })
          .where(waiting);
      }
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)).limit(1);
      if (!row) throw new Error(`payment intent ${intentId} vanished`);
      if (row.status === 'succeeded') return { ok: true, intent: row };
      return { ok: false, error: outcome === 'succeeded' ? declines.card_declined : declines[outcome] };
    },
  };
}
