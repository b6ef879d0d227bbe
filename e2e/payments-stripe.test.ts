import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeFake, type StripeFake } from '../apps/server/test/support/stripe-fake';
import { verifiedUser } from './support/accounts';
import { desktop } from './support/browser';
import { RECEIPT_SUBJECT, bookByApi, bookableDate, bookingsByApi } from './support/bookings';
import { destinationNamed, type ApiDestination } from './support/destinations';
import { e2eSuite } from './support/fixtures';

/*
 * The payment page with Stripe keys. Nothing may leave the machine, so the server talks to the
 * local stand-in for Stripe's API (STRIPE_API_URL) and the browser gets a small stand-in for
 * Stripe.js in place of https://js.stripe.com (which the CSP allows only in this mode). Its
 * confirmCardPayment marks the intent succeeded at the stand-in API, as Stripe would, so the
 * server's own check of the intent before marking the booking paid is the real one. Stripe's keys
 * are server settings, so this file has a server of its own.
 */
let stripe: StripeFake | undefined;
let hamburg: ApiDestination;

const suite = e2eSuite({
  server: {
    start: async () => {
      stripe = await startStripeFake();
      return {
        env: {
          STRIPE_SECRET_KEY: 'sk_test_e2e',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
          STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
          STRIPE_API_URL: stripe.url,
        },
      };
    },
  },
});
beforeAll(async () => {
  hamburg = await destinationNamed(suite, 'Hamburg');
});
afterAll(async () => {
  await stripe?.close();
});

function stripeFake(): StripeFake {
  if (!stripe) throw new Error('the Stripe stand-in has not started');
  return stripe;
}

/** Just enough of Stripe.js for @stripe/react-stripe-js's <Elements> and <CardElement>. */
const STRIPE_JS_STAND_IN = `(() => {
  function Stripe(key) {
    window.__stripe = { key, confirms: [] };
    const made = {};
    const elements = {
      create(type) {
        const element = {
          mount(node) {
            const box = document.createElement('div');
            box.textContent = 'Stripe card field';
            node.appendChild(box);
          },
          on() { return element; }, off() { return element; }, once() { return element; },
          update() {}, destroy() {}, unmount() {}, focus() {}, blur() {}, clear() {},
        };
        made[type] = element;
        return element;
      },
      getElement(kind) { return made[typeof kind === 'string' ? kind : kind && kind.__elementType] || null; },
      update() {},
    };
    return {
      elements() { return elements; },
      createToken() {}, createPaymentMethod() {},
      async confirmCardPayment(clientSecret, data) {
        window.__stripe.confirms.push({
          clientSecret,
          billing: data.payment_method.billing_details,
          cardElement: data.payment_method.card === made.card,
        });
        return window.__stripeConfirm(clientSecret.split('_secret_')[0]);
      },
      _registerWrapper() {}, registerAppInfo() {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

describe('paying through Stripe', () => {
  it('loads Stripe.js only now, shows a declined card, then pays and marks the booking paid', async () => {
    const ada = await verifiedUser(suite, 'Ada Lovelace');
    const id = await bookByApi(suite, ada, hamburg, bookableDate(3));
    const { page, problems } = await suite.openSignedIn(ada, desktop);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS_STAND_IN }),
    );
    // The first card is declined, the second goes through (Stripe.js's answers).
    let attempts = 0;
    await page.exposeFunction('__stripeConfirm', (intentId: string) => {
      attempts += 1;
      if (attempts === 1) return { error: { type: 'card_error', message: 'Your card was declined.' } };
      return { paymentIntent: { ...stripeFake().succeed(intentId) } };
    });

    await page.goto(`/dashboard/payment/${id}`);
    await page.getByText('Please pay for Hamburg').waitFor();
    const card = page.getByRole('group', { name: 'Card' });
    await card.getByText('Stripe card field').waitFor();
    expect(await page.getByText(/test mode/i).count()).toBe(0);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expect(requested.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __stripe: { key: string } }).__stripe.key)).toBe(
      'pk_test_e2e',
    );

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect.poll(() => page.locator('form [role="alert"]').innerText()).toBe('Your card was declined.');
    expect((await bookingsByApi(suite, ada))[0]?.paid).toBe(false);

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Congrats! Your payment is Completed').waitFor();
    const [booking] = await bookingsByApi(suite, ada);
    const transactionId = booking?.transactionId ?? '';
    expect(booking?.paid).toBe(true);
    expect(stripeFake().intents.get(transactionId)).toMatchObject({
      amount: hamburg.cost * 100,
      status: 'succeeded',
    });
    await page.getByText(transactionId).waitFor();

    // Stripe.js got the card field and the traveller as billing details; one intent served both tries.
    const confirms = await page.evaluate(
      () => (window as unknown as { __stripe: { confirms: unknown[] } }).__stripe.confirms,
    );
    expect(confirms).toHaveLength(2);
    expect(confirms[1]).toMatchObject({
      cardElement: true,
      billing: { name: 'Ada Lovelace', email: ada.email },
    });
    expect(stripeFake().intents.size).toBe(1);
    await suite.mail().waitForMail(ada.email, RECEIPT_SUBJECT);
    expect(problems).toEqual([]);
  });
});
