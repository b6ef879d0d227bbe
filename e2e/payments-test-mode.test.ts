import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from './support/accounts';
import { desktop, phone } from './support/browser';
import {
  DECLINED_CARD,
  INSUFFICIENT_FUNDS_CARD,
  RECEIPT_SUBJECT,
  SUCCEEDING_CARD,
  bookByApi,
  bookableDate,
  bookingsByApi,
  futureExpiry,
  shown,
} from './support/bookings';
import { destinationNamed, type ApiDestination } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { decodeQuotedPrintable } from './support/mail';

/*
 * /dashboard/payment/{id} without Stripe keys: the built-in test-mode processor with Stripe's test
 * cards, and no Stripe code loaded at all (Stripe mode is e2e/payments-stripe.test.ts).
 */
let hamburg: ApiDestination;

const suite = e2eSuite();
beforeAll(async () => {
  hamburg = await destinationNamed(suite, 'Hamburg');
});

const alert = (page: Page) => page.locator('form [role="alert"]');

async function payWith(page: Page, number: string, cvc = '123') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVC').fill(cvc);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

describe('paying in test mode', () => {
  it('refuses the declined cards in red, takes 4242, and My Bookings then shows the trip paid', async () => {
    const ada = await verifiedUser(suite, 'Ada Lovelace');
    const date = bookableDate(4);
    const id = await bookByApi(suite, ada, hamburg, date);
    const { page, problems } = await suite.openSignedIn(ada, desktop);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto('/dashboard/booking');
    await page.getByRole('link', { name: /^Pay for Hamburg/ }).click();
    await page.waitForURL(`**/dashboard/payment/${id}`);
    await page.getByText('Hello, Ada Lovelace').waitFor();
    await page.getByText('Please pay for Hamburg').waitFor();
    await page.getByText(shown(date)).waitFor();
    await page.getByText(`please pay: $${hamburg.cost.toLocaleString('en-US')}`).waitFor();
    await page.getByText('Test mode: no real card is charged.').waitFor();
    for (const card of [SUCCEEDING_CARD, DECLINED_CARD, INSUFFICIENT_FUNDS_CARD]) {
      await page.getByText(card, { exact: true }).waitFor();
    }

    // Nothing typed: each field says what is missing.
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Your card number is incomplete.').waitFor();
    await page.getByText("Your card's expiration date is incomplete.").waitFor();
    await page.getByText("Your card's security code is incomplete.").waitFor();

    // A wrong CVC, then the two declined cards: Stripe's sentences, in red under the form.
    await payWith(page, SUCCEEDING_CARD, '12');
    await page.getByText("Your card's security code is invalid.").waitFor();
    await payWith(page, DECLINED_CARD);
    await expect.poll(() => alert(page).innerText()).toBe('Your card was declined.');
    expect(await alert(page).getAttribute('class')).toContain('text-error');
    await payWith(page, INSUFFICIENT_FUNDS_CARD);
    await expect.poll(() => alert(page).innerText()).toBe('Your card has insufficient funds.');
    expect((await bookingsByApi(suite, ada))[0]?.paid).toBe(false);

    await payWith(page, SUCCEEDING_CARD);
    await page.getByText('Congrats! Your payment is Completed').waitFor();
    const [booking] = await bookingsByApi(suite, ada);
    expect(booking?.paid).toBe(true);
    const transactionId = booking?.transactionId ?? '';
    expect(transactionId).toMatch(/^pi_/);
    await page.getByText(transactionId).waitFor();

    // The receipt names the transaction.
    const receipt = await suite.mail().waitForMail(ada.email, RECEIPT_SUBJECT);
    expect(decodeQuotedPrintable(receipt.raw)).toContain(transactionId);

    // My Bookings shows it paid at once (no reload).
    await page.getByRole('link', { name: 'Back to My Bookings' }).click();
    const row = page.locator('tbody tr').first();
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByText(transactionId).waitFor();
    expect(await row.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /^Delete/ }).isDisabled()).toBe(true);

    // Its payment page now says it is paid and offers no second payment.
    await page.goto(`/dashboard/payment/${id}`);
    await page.getByText('This booking is paid.').waitFor();
    await page.getByText(transactionId).waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);

    // Test mode never fetches Stripe's code.
    expect(requested.filter((url) => /stripe/i.test(url))).toEqual([]);
    expect(problems.filter((p) => !/status of 40[02]/.test(p))).toEqual([]);
  });

  it("shows someone else's booking, or an unknown one, as not found", async () => {
    const owner = await verifiedUser(suite, 'Olga Owner');
    const id = await bookByApi(suite, owner, hamburg, bookableDate(6));
    const other = await verifiedUser(suite, 'Eve Other');
    const { page } = await suite.openSignedIn(other, desktop);
    for (const path of [
      `/dashboard/payment/${id}`,
      '/dashboard/payment/00000000-0000-4000-8000-000000000000',
    ]) {
      await page.goto(path);
      await page.getByText('We could not find that booking').waitFor();
      expect(await page.getByText('Please pay for').count()).toBe(0);
      expect(await page.getByLabel('Card number').count()).toBe(0);
    }
  });

  it('pays on a 375 px phone', async () => {
    const bob = await verifiedUser(suite, 'Bob Phone');
    const id = await bookByApi(suite, bob, hamburg, bookableDate(8));
    const { page, problems } = await suite.openSignedIn(bob, phone);
    await page.goto(`/dashboard/payment/${id}`);
    await page.getByLabel('Card number').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await payWith(page, SUCCEEDING_CARD);
    await page.getByText('Congrats! Your payment is Completed').waitFor();
    expect((await bookingsByApi(suite, bob))[0]?.paid).toBe(true);
    expect(problems).toEqual([]);
  });
});
