import { describe, expect, it } from 'vitest';
import { phone } from './support/browser';
import { logIn, unexpectedProblems } from './support/accounts';
import {
  adminSuite,
  adminUser,
  bookByApi,
  catalogue,
  horizontalOverflow,
  tokenOf,
  travellerUser,
} from './support/admin';

/* All Bookings (admins, read-only): every traveller's bookings, filtered, with the total paid. */
const suite = adminSuite();

describe('all bookings', () => {
  it('lists every booking, filters by payment and trip date, and sums what was paid', async () => {
    const [first, second] = await catalogue(suite.server());
    const traveller = await travellerUser(suite, 'Bruno Booker');
    const token = await tokenOf(suite.server(), traveller);
    const paid = await bookByApi(suite.server(), token, first!._id, '2027-05-10', true);
    await bookByApi(suite.server(), token, second!._id, '2027-08-20');

    const admin = await adminUser(suite);
    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2FallBookings' });
    await page.getByRole('heading', { name: 'All Bookings' }).waitFor();
    const rows = page.getByRole('row').filter({ hasText: 'Bruno Booker' });
    await expect.poll(() => rows.count()).toBe(2);
    const paidRow = rows.filter({ hasText: 'May 10, 2027' });
    await paidRow.getByText('Paid', { exact: true }).waitFor();
    await paidRow.getByText(paid.transactionId!).filter({ visible: true }).waitFor();
    await paidRow.getByText(first!.destinationName).filter({ visible: true }).waitFor();
    await rows.filter({ hasText: 'Aug 20, 2027' }).getByText('Unpaid').waitFor();
    await page.getByText('Total paid').waitFor();

    await page.getByLabel('Payment').selectOption('unpaid');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.getByText('Aug 20, 2027').filter({ visible: true }).waitFor();
    await page.getByText('$0', { exact: true }).waitFor();

    await page.getByLabel('Payment').selectOption('all');
    await page.getByLabel('Trip date from').fill('2027-05-01');
    await page.getByLabel('Trip date to').fill('2027-05-31');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.getByText('May 10, 2027').filter({ visible: true }).waitFor();
    await page
      .getByText(`$${first!.cost.toLocaleString('en-US')}`, { exact: true })
      .filter({ visible: true })
      .first()
      .waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});

describe('on a 375 px phone', () => {
  it('shows the filters and the table without widening the page', async () => {
    const admin = await adminUser(suite);
    const { page, problems } = await suite.open(phone);
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2FallBookings' });
    await page.getByRole('heading', { name: 'All Bookings' }).waitFor();
    await page.getByText('Total paid').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
});
