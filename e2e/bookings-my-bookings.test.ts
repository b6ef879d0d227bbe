import { payByMessage } from '@tgde/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn, verifiedUser } from './support/accounts';
import { desktop, phone } from './support/browser';
import { bookByApi, bookableDate, bookingsByApi, payByApi, shown } from './support/bookings';
import { destinationNamed, type ApiDestination } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { toast } from './support/pages';

/*
 * /dashboard/booking: 'My Bookings' with its columns, soonest trip first, 'Unpaid' with
 * "Pay by …" and Pay for unpaid rows, 'Paid' with the transaction id for paid ones, delete with a confirmation, the empty
 * list, and the table on a 375 px phone.
 */
let places: Record<'Berlin' | 'Munich' | 'Hamburg', ApiDestination>;

const suite = e2eSuite();
beforeAll(async () => {
  const [berlin, munich, hamburg] = await Promise.all(
    ['Berlin', 'Munich', 'Hamburg'].map((name) => destinationNamed(suite, name)),
  );
  places = { Berlin: berlin!, Munich: munich!, Hamburg: hamburg! };
});
const COLUMNS = ['Number', 'Name', 'Date', 'Destination', 'Cost', 'Payment', 'Delete'];

/** The destinations of the table's rows, top to bottom. */
const rowNames = (page: Page) => page.locator('tbody').getByRole('rowheader').allInnerTexts();
const row = (page: Page, destination: string) =>
  page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: destination }) });

describe('My Bookings', () => {
  it('lists the trips soonest first, pays and shows paid rows, deletes after a confirmation', async () => {
    const ada = await verifiedUser(suite, 'Ada Lovelace');
    const { page, problems } = await suite.openSignedIn(ada, desktop);

    // Nothing booked yet: the empty list says so and leads to the destinations.
    await page.goto('/dashboard/booking');
    await page.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor();
    expect(await page.title()).toBe('My Bookings | Travel Guide DE');
    await page.getByText('You have not booked a trip yet').waitFor();
    expect(await page.getByRole('link', { name: 'Explore destinations' }).getAttribute('href')).toBe(
      '/destination',
    );

    const hamburgId = await bookByApi(suite, ada, places.Hamburg, bookableDate(10));
    const berlinId = await bookByApi(suite, ada, places.Berlin, bookableDate(2));
    const munichId = await bookByApi(suite, ada, places.Munich, bookableDate(5));
    const transactionId = await payByApi(suite, ada, munichId);

    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    for (const name of COLUMNS) await page.getByRole('columnheader', { name, exact: true }).waitFor();
    expect(await rowNames(page)).toEqual(['Berlin', 'Munich', 'Hamburg']);

    // An unpaid row says so, and until when it can be paid before its places go back on sale.
    const berlinRow = row(page, 'Berlin');
    const berlin = (await bookingsByApi(suite, ada)).find((b) => b._id === berlinId);
    expect(berlin?.status).toBe('unpaid');
    expect(await berlinRow.locator('td').allInnerTexts()).toEqual([
      '1',
      'Ada Lovelace',
      shown(bookableDate(2)),
      `$${places.Berlin.cost.toLocaleString('en-US')}`,
      `Unpaid\n${payByMessage(berlin?.expiresAt ?? '')}\nPay`,
      'Delete',
    ]);
    expect(await berlinRow.getByRole('link', { name: /^Pay/ }).getAttribute('href')).toBe(
      `/dashboard/payment/${berlinId}`,
    );
    expect(await row(page, 'Hamburg').getByRole('link', { name: /^Pay/ }).getAttribute('href')).toBe(
      `/dashboard/payment/${hamburgId}`,
    );

    // The paid row: 'Paid', 'Transaction id' and the id; no Pay, and Delete is off.
    const munichRow = row(page, 'Munich');
    await munichRow.getByText('Paid', { exact: true }).waitFor();
    await munichRow.getByText('Transaction id').waitFor();
    await munichRow.getByText(transactionId).waitFor();
    expect(await munichRow.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
    expect(await munichRow.getByRole('button', { name: /^Delete/ }).isDisabled()).toBe(true);

    // Delete asks first: Cancel keeps the booking (and gives the focus back), confirming deletes it.
    const deleteBerlin = berlinRow.getByRole('button', { name: /^Delete/ });
    await deleteBerlin.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this booking?' });
    await dialog.getByText('Berlin').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Delete Berlin/,
    );
    expect(await bookingsByApi(suite, ada)).toHaveLength(3);

    await deleteBerlin.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Booking: Berlin is deleted').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => rowNames(page)).toEqual(['Munich', 'Hamburg']);
    // Its Delete button is gone with the row: the focus waits on the page's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('My Bookings');
    expect((await bookingsByApi(suite, ada)).map((b) => b.bookingName)).toEqual(['Munich', 'Hamburg']);
    expect(problems).toEqual([]);
  });

  it('links a paid trip to its receipt, which opens as a PDF in a new tab', async () => {
    const cleo = await verifiedUser(suite, 'Cleo Receipt');
    const id = await bookByApi(suite, cleo, places.Munich, bookableDate(6));
    await payByApi(suite, cleo, id);
    await bookByApi(suite, cleo, places.Hamburg, bookableDate(7));
    // Signed in through the form, as a person is: the link's navigation carries the session cookie
    // that the sign-in set.
    const { page, context, problems } = await suite.open(desktop);
    await logIn(page, cleo);
    await page.goto('/dashboard/booking');
    const receipt = row(page, 'Munich').getByRole('link', {
      name: `Receipt for Munich on ${shown(bookableDate(6))} (PDF, opens in a new tab)`,
    });
    expect(await receipt.getAttribute('href')).toBe(`/api/booking/${id}/receipt`);
    // Only the paid trip has one.
    expect(
      await row(page, 'Hamburg')
        .getByRole('link', { name: /^Receipt/ })
        .count(),
    ).toBe(0);

    const answered = context.waitForEvent('response', (res) =>
      res.url().endsWith(`/api/booking/${id}/receipt`),
    );
    const [tab] = await Promise.all([page.waitForEvent('popup'), receipt.click()]);
    const res = await answered;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toMatch(
      // Paid with a test card: a receipt of the test series.
      /^inline; filename="receipt-TEST-\d{4}-\d{6}\.pdf"$/,
    );
    await tab.close();
    expect(problems).toEqual([]);
  });

  it('shows cards on a 375 px phone, with Pay and Delete in reach', async () => {
    const bob = await verifiedUser(suite, 'Bob Phone');
    const id = await bookByApi(suite, bob, places.Hamburg, bookableDate(1));
    await bookByApi(suite, bob, places.Berlin, bookableDate(2));
    const { page, problems } = await suite.openSignedIn(bob, phone);
    await page.goto('/dashboard/booking');
    const cards = page.getByRole('list', { name: 'My bookings' });
    await cards.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const hamburg = cards.getByRole('listitem').filter({ hasText: 'Hamburg' });
    await hamburg.getByText(shown(bookableDate(1)), { exact: true }).waitFor();
    await hamburg.getByText('Unpaid', { exact: true }).waitFor();
    await hamburg.getByText(/^Pay by /).waitFor();
    await hamburg.getByText(`$${places.Hamburg.cost.toLocaleString('en-US')}`).waitFor();
    for (const button of [
      hamburg.getByRole('link', { name: /^Pay/ }),
      hamburg.getByRole('button', { name: /^Delete/ }),
    ]) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }

    // Deleting works the same way here.
    await cards
      .getByRole('listitem')
      .filter({ hasText: 'Berlin' })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete this booking?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await toast(page, 'Booking: Berlin is deleted').waitFor();
    await expect.poll(() => cards.getByRole('listitem').count()).toBe(1);

    await hamburg.getByRole('link', { name: /^Pay/ }).click();
    await page.waitForURL(`**/dashboard/payment/${id}`);
    await page.getByText('Please pay for Hamburg').waitFor();
    expect(problems).toEqual([]);
  });
});
