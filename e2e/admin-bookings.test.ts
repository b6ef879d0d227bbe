import { describe, expect, it } from 'vitest';
import { expectNoBlockingViolations, settle } from './support/a11y';
import { phone } from './support/browser';
import { logIn, verifiedUser } from './support/accounts';
import { adminUser } from './support/admins';
import { bookByApi, payByApi } from './support/bookings';
import { catalogue } from './support/destinations';
import { e2eSuite } from './support/fixtures';
import { horizontalOverflow, unexpectedProblems } from './support/pages';

/*
 * All Bookings (admins, read-only): every traveller's bookings, filtered, with the total paid.
 * Other files book on the same server: the rows are found by this file's traveller.
 */
const suite = e2eSuite();

describe('all bookings', () => {
  it('lists every booking, filters by payment and trip date, and sums what was paid', async () => {
    const [first, second] = await catalogue(suite);
    const traveller = await verifiedUser(suite, 'Bruno Booker');
    const transactionId = await payByApi(
      suite,
      traveller,
      await bookByApi(suite, traveller, first!, '2027-05-10'),
    );
    await bookByApi(suite, traveller, second!, '2027-08-20');

    const admin = await adminUser(suite);
    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2FallBookings' });
    await page.getByRole('heading', { name: 'All Bookings' }).waitFor();
    const rows = page.getByRole('row').filter({ hasText: 'Bruno Booker' });
    await expect.poll(() => rows.count()).toBe(2);
    const paidRow = rows.filter({ hasText: 'May 10, 2027' });
    await paidRow.getByText('Paid', { exact: true }).waitFor();
    await paidRow.getByText(transactionId).filter({ visible: true }).waitFor();
    await paidRow.getByText(first!.destinationName).filter({ visible: true }).waitFor();
    await rows.filter({ hasText: 'Aug 20, 2027' }).getByText('Unpaid').waitFor();
    await page.getByText('Total paid').waitFor();

    await page.getByLabel('State').selectOption('unpaid');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.getByText('Aug 20, 2027').filter({ visible: true }).waitFor();
    await page.getByText('$0', { exact: true }).waitFor();

    await page.getByLabel('State').selectOption('booked');
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

describe('overview and CSV export', () => {
  it('shows the figures with their tables, passes axe, and downloads the filtered bookings as CSV', async () => {
    const [first] = await catalogue(suite);
    const traveller = await verifiedUser(suite, 'Olga Overview');
    const transactionId = await payByApi(
      suite,
      traveller,
      await bookByApi(suite, traveller, first!, '2027-06-14'),
    );

    const admin = await adminUser(suite);
    const { page, problems } = await suite.open();
    await logIn(page, admin, { from: '/login?redirect=%2Fdashboard%2Foverview' });
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    for (const name of [
      'Bookings and revenue per month',
      'Occupancy of the next 30 days',
      'Top destinations by revenue',
    ]) {
      await page.getByRole('heading', { name, level: 2 }).waitFor();
    }
    // The table behind the first chart: this month (paid just now, in Germany) and the total.
    await page.locator('summary', { hasText: 'Show as table: Bookings and revenue per month' }).click();
    const thisMonth = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Berlin',
      month: 'long',
      year: 'numeric',
    }).format(new Date());
    const monthly = page.getByRole('table', { name: 'Paid bookings and revenue per month' });
    await monthly.getByRole('rowheader', { name: thisMonth }).waitFor();
    await monthly.getByRole('rowheader', { name: 'Total' }).waitFor();
    await settle(page, monthly);
    await expectNoBlockingViolations(page, 'Overview with its first table open');
    // The occupancy table is loaded a page of 20 at a time, fullest first.
    await page.locator('summary', { hasText: 'Show as table: Occupancy of the next 30 days' }).click();
    const occupancy = page.getByRole('table', { name: 'Occupancy of the next 30 days per destination' });
    await occupancy.getByRole('rowheader').first().waitFor();
    const shown = await occupancy.getByRole('rowheader').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(20);

    // All Bookings: the file holds what the filters show.
    await page.goto('/dashboard/allBookings');
    await page.getByLabel('State').selectOption('paid');
    await page.getByLabel('Trip date from').fill('2027-06-14');
    await page.getByLabel('Trip date to').fill('2027-06-14');
    await page.getByRole('row').filter({ hasText: 'Olga Overview' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bookings.csv');
    // The browser runs in another process: the file comes over its connection.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,destination,date,travellers,traveller name,email,status,paid,amount (USD),refunded (USD),transaction id,created at',
    );
    const rows = lines.slice(1).filter(Boolean);
    expect(rows.some((row) => row.includes(transactionId) && row.includes('Olga Overview'))).toBe(true);
    for (const row of rows) expect(row).toContain(',2027-06-14,');
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
